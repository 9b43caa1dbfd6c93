import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_PATH_PATTERN } from '../../src/domain/contract/http';
import { findSession, SESSION_COOKIE } from '../services/accounts/sessions';
import type { SessionUser } from './context';
import { HttpError } from './errors';

export const SIGN_IN_REQUIRED = 'Войдите в личный кабинет';

/**
 * Fills `request.ctx.user` from the session cookie before any `/priapi` or
 * `/api/auth` handler runs. Other paths (pages, the catalogue) stay the same
 * for everyone and never touch the sessions table.
 */
export function installSessions(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!SESSION_PATH_PATTERN.test(request.url)) return;
    const session = await findSession(request.ctx.db, request.cookies[SESSION_COOKIE], request.ctx.now);
    if (session) request.ctx.user = { id: session.userId, sessionId: session.sessionId };
  });
}

/** The request's signed-in user, or a 401 with a Russian message. */
export function requireUser(request: FastifyRequest): SessionUser {
  const user = request.ctx.user;
  if (!user) throw new HttpError(401, SIGN_IN_REQUIRED);
  return user;
}
