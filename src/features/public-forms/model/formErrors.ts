// The public forms' field errors (spec §5): each form's rules live in its valibot schema in
// src/db/entities.ts (one source per form); this turns the schema's issues into one message under
// each field, the first one a field has.
import * as v from 'valibot';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export type Validated<T, E> = { ok: true; value: T } | { ok: false; errors: FieldErrors<E> };

/** The first issue of each field, keyed by field; empty when the form is valid. */
export function fieldErrors<T>(issues: readonly v.BaseIssue<unknown>[]): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key as keyof T | undefined;
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** The form's values checked against its schema: the parsed form, or the message of each field. */
export function validateForm<TSchema extends v.GenericSchema, TValues>(
  schema: TSchema,
  values: TValues,
): Validated<v.InferOutput<TSchema>, TValues> {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, errors: fieldErrors<TValues>(result.issues) };
}
