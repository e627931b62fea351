// The one mapper from a problem's field paths to form fields (000 §8: the server's message is what the user
// sees, at the field it is about). A problem error's path names the request part and the property, as JSON
// pointer segments: '/body/phones/0/value' is the form field 'phones.0.value' (react-hook-form's path).
import { problemMessage, type Problem } from '../api/problem.ts';

/** The form field of a problem path in the request body ('/body/a/0/b' → 'a.0.b'); undefined for query or path parameters. */
export function fieldOfProblemPath(path: string): string | undefined {
  const match = /^\/body\/(.+)$/.exec(path);
  if (!match) return undefined;
  // JSON pointer escapes: ~1 is '/', ~0 is '~'.
  return match[1]!.split('/').map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
}

export interface ProblemAtFields {
  /** Messages shown at a form field, by the field's path. */
  atFields: Record<string, string>;
  /** What is shown above the form: the messages of errors at no field or, with no errors at all, the problem's detail. */
  elsewhere: string | null;
}

/**
 * Splits a refusal into messages at the form's fields and the rest. `fieldOf` maps a problem path to the form
 * field it is shown at, or undefined when the form has no such field.
 */
export function splitProblem(problem: unknown, fieldOf: (path: string) => string | undefined): ProblemAtFields {
  const errors = (problem && typeof problem === 'object' ? (problem as Problem).errors : undefined) ?? [];
  const atFields: Record<string, string> = {};
  const rest: string[] = [];
  for (const { path, message } of errors) {
    const field = path ? fieldOf(path) : undefined;
    if (field) atFields[field] ??= message;
    else rest.push(message);
  }
  if (rest.length) return { atFields, elsewhere: rest.join(' ') };
  return { atFields, elsewhere: errors.length ? null : problemMessage(problem) };
}
