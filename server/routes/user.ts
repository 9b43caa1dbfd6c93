import type { FastifyInstance } from 'fastify';
import { LOGGED_OUT, USER_ID_HEADER } from '../../src/domain/contract/account';
import { endpoints } from '../../src/domain/contract/endpoints';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { clearSessionCookie, requireUser } from '../http/session';
import { changePassword, updateProfile, userAttemptKey } from '../services/accounts/auth';
import { readIdentityToken } from '../services/accounts/identity-token';
import { loggedIn } from '../services/accounts/logged';
import type { AccountServices } from '../services/accounts/services';
import { isSessionLive, revokeSession } from '../services/accounts/sessions';
import { loadUserData } from '../services/accounts/user-data';
import { releaseDraftHold } from '../services/bonuses/user-bonuses';
import { enforceLimit, TOO_MANY_SIGNINS } from './account-limits';

export const LOGGED_OUT_MESSAGE = 'Вы вышли из личного кабинета';
export const PROFILE_SAVED = 'Данные сохранены';
export const PASSWORD_CHANGED = 'Пароль изменён. На других устройствах войдите заново';
/** One answer for every failed identity check, so it never tells which part was wrong. */
export const IDENTITY_REFUSED = 'Не удалось подтвердить, что это вы. Войдите заново';

/**
 * The signed-in shopper's own account (SPEC §6–7): the logged check, the
 * data fetch with the identity header pair, logout, profile and password.
 * Every call acts on the session's user (or the token's), never on an id the request names.
 */
export async function userRoutes(app: FastifyInstance, services: AccountServices): Promise<void> {
  const { hasher, limiters, identity, userEvents } = services;

  // A guest gets 200 `isLogged: false`: the check runs on every visit and is not a failure.
  route(
    app,
    endpoints.userLogged,
    async ({ ctx, reply }) => {
      reply.header('cache-control', 'private, no-store');
      if (!ctx.user) return LOGGED_OUT;
      return (
        (await loggedIn(ctx.db, identity, { userId: ctx.user.id, sessionId: ctx.user.sessionId }, ctx.now)) ??
        LOGGED_OUT
      );
    },
    { optionalSignIn: true },
  );

  // Authorized by the token alone: a session cookie (of this user or another) neither helps nor hurts.
  route(
    app,
    endpoints.userData,
    async ({ params, headers, ctx, reply }) => {
      // Said here too, not only by the app's /priapi rule: that rule reads the URL as spelled.
      reply.header('cache-control', 'private, no-store');
      const token = headers.authorization.slice('Bearer '.length);
      const signed = readIdentityToken(identity.identitySecret, token, ctx.now);
      if (!signed || signed.userId !== headers[USER_ID_HEADER] || signed.userId !== params.id) {
        throw new HttpError(401, IDENTITY_REFUSED);
      }
      // Worth only as much as its session: signed out (or signed out everywhere), the token is refused at once.
      if (!(await isSessionLive(ctx.db, signed.sessionId, signed.userId, ctx.now))) {
        throw new HttpError(401, IDENTITY_REFUSED);
      }
      const userData = await loadUserData(ctx.db, signed.userId, ctx.now);
      if (!userData) throw new HttpError(401, IDENTITY_REFUSED);
      return { userData };
    },
    { optionalSignIn: true },
  );

  // Logging out twice, or as a guest, answers the same: the browser ends up signed out either way.
  route(
    app,
    endpoints.userExit,
    async ({ ctx, reply }) => {
      if (ctx.user) {
        await revokeSession(ctx.db, ctx.user.sessionId, ctx.now);
        // Its open sockets, on whichever process they are, close now rather than when their token lapses.
        userEvents.sessionsEnded([ctx.user.sessionId]);
        // Points chosen for a payment never made go back with the session (issue 27); the user's other pages hear it.
        if ((await releaseDraftHold(ctx.db, ctx.user.id, ctx.now)) > 0) userEvents.userChanged(ctx.user.id);
      }
      clearSessionCookie(reply);
      return { message: LOGGED_OUT_MESSAGE };
    },
    { optionalSignIn: true },
  );

  route(app, endpoints.userUpdateData, async ({ body, ctx, request }) => {
    const user = requireUser(request);
    await updateProfile(ctx.db, user.id, body, ctx.now);
    userEvents.userChanged(user.id);
    return { message: PROFILE_SAVED };
  });

  route(app, endpoints.userUpdatePassword, async ({ body, ctx, request, reply }) => {
    const user = requireUser(request);
    // The same budget as signing in to this account: a stolen session must not guess the password faster.
    await enforceLimit(reply, limiters.account, userAttemptKey(user.id), TOO_MANY_SIGNINS);
    const ended = await changePassword(ctx.db, hasher, { userId: user.id, sessionId: user.sessionId }, body, ctx.now);
    // Signed out everywhere else: those sessions' sockets close too.
    userEvents.sessionsEnded(ended);
    return { message: PASSWORD_CHANGED };
  });
}
