import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SignupBody, UpdateDataBody } from './account-phone';
import { endpointSchemas } from './endpoint-schemas';
import type { EndpointId } from './endpoints';

/*
 * The app sends every body encoded by its schema (`api()` calls `encode`), and
 * zod cannot encode through a one-way `.transform()`: such a body fails in the
 * browser before it is sent, while the server, which only decodes, accepts it.
 */

/** The paths inside a schema where a one-way transform stands (a codec is two-way and is not listed). */
function oneWayTransforms(schema: z.ZodType, path = '', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (def.type === 'transform') return [path || '(root)'];
  const found: string[] = [];
  const visit = (value: unknown, at: string) => {
    if (typeof value === 'object' && value !== null && '_zod' in value) {
      found.push(...oneWayTransforms(value as z.ZodType, at, seen));
    }
  };
  for (const [key, value] of Object.entries(def)) {
    if (key === 'shape' && typeof value === 'object' && value !== null) {
      for (const [field, inner] of Object.entries(value)) visit(inner, `${path}.${field}`);
    } else if (Array.isArray(value)) {
      for (const [index, inner] of value.entries()) visit(inner, `${path}[${key}${index}]`);
    } else {
      visit(value, path);
    }
  }
  return found;
}

describe('body schemas', () => {
  it('hold no one-way transform, so the app can encode every body it sends', () => {
    const offending = Object.entries(endpointSchemas).flatMap(([id, schemas]) => {
      const body = (schemas as { body?: z.ZodType }).body;
      return body ? oneWayTransforms(body).map((path) => `${id as EndpointId}${path}`) : [];
    });
    expect(offending).toEqual([]);
  });

  it('the finder sees a transform deep inside a body (the check above can fail)', async () => {
    const { z } = await import('zod');
    const body = z.object({
      contact: z.object({
        email: z
          .string()
          .transform((value) => value.trim())
          .optional(),
      }),
    });
    expect(oneWayTransforms(body)).toEqual(['.contact.email']);
  });

  it('sign-up and the profile keep a typed e-mail in lower case, and encode it for the wire', () => {
    const signup = SignupBody.parse({
      name: 'Алеся',
      phone: '8 029 123-45-67',
      email: 'Alesya@Example.BY',
      password: 'тёплый-пирог-1',
    });
    expect(signup.email).toBe('alesya@example.by');
    expect(SignupBody.encode(signup)).toEqual({ ...signup, phone: '+375291234567' });
    const profile = UpdateDataBody.parse({ name: 'Алеся', phone: '+375291234567', email: '' });
    expect(profile.email).toBeUndefined();
    expect(UpdateDataBody.encode(profile)).toEqual(profile);
  });
});
