import { afterEach, expect, it, vi } from 'vitest';
import { buildSchemasWithoutEval } from './schemas-without-eval';

afterEach(() => {
  vi.restoreAllMocks();
});

it('makes Zod, loaded afterwards, build and run object schemas without eval', async () => {
  buildSchemasWithoutEval();
  const evaluate = vi.spyOn(globalThis, 'Function');
  const { z } = await import('zod');
  const schema = z.object({ id: z.string(), count: z.number().int() });
  expect(schema.parse({ id: 'a', count: 2 })).toEqual({ id: 'a', count: 2 });
  expect(z.config().jitless).toBe(true);
  expect(evaluate).not.toHaveBeenCalled();
});
