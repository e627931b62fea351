// Customer e-mail templates: the defaults every customer starts with, the renderer, and the check of
// a template's {{variable}} placeholders when it is saved. Values are HTML-escaped in the html body.
import { conflict, type FieldError } from '@adops/platform';
import type { EmailTemplateName } from '@adops/openapi/generated/customer';
import { DEFAULT_EMAIL_TEMPLATES, unknownVariableMessage, unknownVariables, type TemplateText } from '@adops/openapi/rules/email-templates';

// One list of variables, one set of defaults and one renderer, shared with the order context that
// sends from these templates and with the frontend.
export { DEFAULT_EMAIL_TEMPLATES, htmlToText, render, sampleData, TEMPLATE_VARIABLES, type TemplateText } from '@adops/openapi/rules/email-templates';

export const EMAIL_TEMPLATE_NAMES = Object.keys(DEFAULT_EMAIL_TEMPLATES).sort() as EmailTemplateName[];

/**
 * A template names only variables it can be filled with: each unknown {{variable}} is a field error
 * that names it, at the field it is in (`fields` maps a field of the body to its text).
 */
export function templateVariableErrors(fields: Partial<TemplateText>): FieldError[] {
  return Object.entries(fields).flatMap(([field, text]) => (text === undefined ? [] : unknownVariables(text).map((name) => ({ path: `/body/${field}`, message: unknownVariableMessage(name) }))));
}

/** A customer keeps one version of each template: a second is an update, not a create. */
export function assertNoOwnVersionYet(existing: { id: string } | null, name: EmailTemplateName): void {
  if (existing) throw conflict(`This customer already has its own ${name} template; update it instead.`);
}
