import type { z } from 'zod';
import { contactRequestSchema } from '@fairfare/contracts/contact';
import type { PostedForm } from '@fairfare/contracts/site-render';

/** The contact form's fields, as its page names them. */
const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/** What is kept of a field typed, to fill it again: more than any rule lets through is cut. */
const MAX_KEPT_CHARS = 2100;

export type JudgedContactForm =
  | { ok: true; message: z.output<typeof contactRequestSchema>; values: Record<string, string> }
  | { ok: false; form: PostedForm };

/**
 * The contact form posted as a plain form (decision 035), judged by the same schema as the API's
 * JSON: the message to store, or each field's first error (message keys) with what was typed.
 * A field sent twice, or missing, is read as its first value or as empty.
 */
export function judgeContactForm(body: unknown): JudgedContactForm {
  const fields = (body ?? {}) as Record<string, unknown>;
  const values = Object.fromEntries(
    FIELDS.map((name) => {
      const value = fields[name];
      const text = Array.isArray(value) ? value[0] : value;
      return [name, typeof text === 'string' ? text.slice(0, MAX_KEPT_CHARS) : ''];
    }),
  );
  const parsed = contactRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, message: parsed.data, values };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, form: { values, fieldErrors } };
}
