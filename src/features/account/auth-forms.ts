import type { z } from 'zod';

/** One Russian message per field from a contract schema's issues, the first per field; the rest is general. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

export type FormCheck<F extends string, T> =
  | { ok: true; body: T }
  | { ok: false; errors: FormErrors<F>; general: string | null };

/**
 * Checks a form with the contract's own schema (the server's): no rule is
 * written here. `fields` may name nested ones (`address.street`).
 */
export function checkForm<F extends string, S extends z.ZodType>(
  schema: S,
  fields: readonly F[],
  input: z.input<S>,
): FormCheck<F, z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, body: result.data };
  const errors: FormErrors<F> = {};
  let general: string | null = null;
  for (const issue of result.error.issues) {
    // A nested field (`address.street`) has its own message where the form lists it, else its parent's.
    const nested = issue.path.join('.');
    const field = (fields as readonly string[]).includes(nested) ? nested : issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field))
      errors[field as F] ??= issue.message;
    else general ??= issue.message;
  }
  return { ok: false, errors, general };
}
