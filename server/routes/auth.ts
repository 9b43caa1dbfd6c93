import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignedInAnswer } from '../../src/domain/contract/account';
import { endpoints } from '../../src/domain/contract/endpoints';
import { LOYALTY_RULES } from '../../src/domain/loyalty';
import { pluralForm } from '../../src/domain/plural';
import { HttpError } from '../http/errors';
import { clientKey } from '../http/rate-limit';
import { route } from '../http/route';
import { setSessionCookie } from '../http/session';
import { attemptKey, type SignedIn, signIn, signUp } from '../services/accounts/auth';
import { loggedIn } from '../services/accounts/logged';
import { confirmRecovery, RECOVERY_SENT, sendRecoveryCode } from '../services/accounts/recovery';
import type { AccountServices } from '../services/accounts/services';
import { findUserByLogin, loginKey, parseLogin } from '../services/accounts/users';
import { enforceLimit, TOO_MANY_RECOVERIES, TOO_MANY_SIGNINS, TOO_MANY_SIGNUPS } from './account-limits';

const POINTS = { one: 'бонусный балл', few: 'бонусных балла', many: 'бонусных баллов', plural: 'бонусные баллы' };
const welcome = LOYALTY_RULES.welcomePoints;
export const SIGNED_UP = `Добро пожаловать! Вам начислено ${welcome} ${pluralForm(welcome, POINTS)}`;
export const SIGNED_IN = 'Вы вошли в личный кабинет';
export const PASSWORD_RESET = 'Пароль изменён, вы вошли в личный кабинет';

/** Sign-up, sign-in and password recovery (issue 14; not in SPEC): each starts a session and sets its cookie. */
export async function authRoutes(app: FastifyInstance, services: AccountServices): Promise<void> {
  const { hasher, limiters, notifier } = services;

  /** Sets the new session's cookie and answers like the logged check, plus a message. */
  async function answerSignedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    { userId, session }: SignedIn,
    message: string,
  ): Promise<SignedInAnswer> {
    const { now, db } = request.ctx;
    setSessionCookie(reply, session.token, session.expiresAt, now);
    const answer = await loggedIn(db, services.identity, { userId, sessionId: session.sessionId }, now);
    if (!answer) throw new HttpError(401, 'Личный кабинет не найден');
    return { ...answer, message };
  }

  route(app, endpoints.authSignup, async ({ body, ctx, request, reply }) => {
    await enforceLimit(reply, limiters.signupAddress, clientKey(request.ip), TOO_MANY_SIGNUPS);
    const signedIn = await signUp(ctx.db, hasher, body, ctx.now, ctx.user?.sessionId ?? null);
    return answerSignedIn(request, reply, signedIn, SIGNED_UP);
  });

  route(app, endpoints.authSignin, async ({ body, ctx, request, reply }) => {
    // The address first: a flood from one place is refused before any lookup or hashing.
    await enforceLimit(reply, limiters.signinAddress, clientKey(request.ip), TOO_MANY_SIGNINS);
    const login = parseLogin(body.login);
    const user = await findUserByLogin(ctx.db, login);
    await enforceLimit(reply, limiters.account, attemptKey(user, login), TOO_MANY_SIGNINS);
    const signedIn = await signIn(
      ctx.db,
      hasher,
      { user, password: body.password },
      ctx.now,
      ctx.user?.sessionId ?? null,
    );
    return answerSignedIn(request, reply, signedIn, SIGNED_IN);
  });

  route(app, endpoints.authRecovery, async ({ body, ctx, request, reply }) => {
    const login = parseLogin(body.login);
    // Keyed by the login as typed (normalized), never by whether it has an account: a 429 tells nothing either.
    await enforceLimit(reply, limiters.recoveryAddress, clientKey(request.ip), TOO_MANY_RECOVERIES);
    await enforceLimit(reply, limiters.recoveryLogin, loginKey(login), TOO_MANY_RECOVERIES);
    const user = await findUserByLogin(ctx.db, login);
    if (user) await sendRecoveryCode(ctx.db, notifier, user, ctx.now);
    return { message: RECOVERY_SENT };
  });

  route(app, endpoints.authRecoveryConfirm, async ({ body, ctx, request, reply }) => {
    const login = parseLogin(body.login);
    await enforceLimit(reply, limiters.recoveryAddress, clientKey(request.ip), TOO_MANY_RECOVERIES);
    await enforceLimit(reply, limiters.recoveryLogin, loginKey(login), TOO_MANY_RECOVERIES);
    const user = await findUserByLogin(ctx.db, login);
    const signedIn = await confirmRecovery(ctx.db, { hasher, notifier }, user, body, ctx.now);
    // Every session of the account ended: their sockets close too.
    services.userEvents.sessionsEnded(signedIn.endedSessions);
    return answerSignedIn(request, reply, signedIn, PASSWORD_RESET);
  });
}
