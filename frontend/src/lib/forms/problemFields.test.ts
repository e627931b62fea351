// The one mapper from problem field paths to form fields.
import { describe, expect, it } from 'vitest';
import { fieldOfProblemPath, splitProblem } from './problemFields.ts';

const fields = new Set(['name', 'phone', 'phones.1.value', 'a/b']);
const fieldOf = (path: string) => {
  const field = fieldOfProblemPath(path);
  return field && fields.has(field) ? field : undefined;
};

describe('problem field paths', () => {
  it('maps body paths to form field paths, and nothing else', () => {
    expect(fieldOfProblemPath('/body/phones/0/value')).toBe('phones.0.value');
    expect(fieldOfProblemPath('/body/name')).toBe('name');
    expect(fieldOfProblemPath('/body/a~1b')).toBe('a/b');
    expect(fieldOfProblemPath('/query/page')).toBeUndefined();
    expect(fieldOfProblemPath('/path/userId')).toBeUndefined();
  });

  it('puts messages at the fields the form has, and the rest above it', () => {
    expect(splitProblem({ detail: 'x', errors: [{ path: '/body/phones/1/value', message: 'Bad number.' }, { path: '/body/invitation', message: 'Used.' }] }, fieldOf))
      .toEqual({ atFields: { 'phones.1.value': 'Bad number.' }, elsewhere: 'Used.' });
  });

  it('shows nothing above the form when every message is at a field', () => {
    expect(splitProblem({ detail: 'Bad phone.', errors: [{ path: '/body/phone', message: 'Bad phone.' }] }, fieldOf))
      .toEqual({ atFields: { phone: 'Bad phone.' }, elsewhere: null });
  });

  it("shows the problem's detail above the form when it names no field", () => {
    expect(splitProblem({ status: 403, detail: 'Only an admin may.' }, fieldOf)).toEqual({ atFields: {}, elsewhere: 'Only an admin may.' });
    expect(splitProblem(undefined, fieldOf).elsewhere).toBe('Something went wrong');
  });
});
