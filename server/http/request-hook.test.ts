import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { addRequestHookFor } from './request-hook';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function appWith(run: (seen: string[]) => Promise<void>) {
  const seen: string[] = [];
  const app = Fastify();
  apps.push(app);
  addRequestHookFor(
    app,
    (request) => request.url.startsWith('/own'),
    async (request) => {
      seen.push(request.url);
      await run(seen);
    },
  );
  app.get('/own', () => ({ seen }));
  app.get('/other', () => ({ seen }));
  return { app, seen };
}

describe('addRequestHookFor', () => {
  it('runs only for the requests it applies to, and the handler waits for it', async () => {
    const { app } = appWith(async (seen) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push('done');
    });
    expect((await app.inject('/other')).json()).toEqual({ seen: [] });
    expect((await app.inject('/own')).json()).toEqual({ seen: ['/own', 'done'] });
  });

  it('hands a failure to the error handler instead of running the route', async () => {
    const { app } = appWith(async () => {
      throw Object.assign(new Error('the store is down'), { statusCode: 503 });
    });
    const answer = await app.inject('/own');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ message: 'the store is down' });
    expect((await app.inject('/other')).statusCode).toBe(200);
  });
});
