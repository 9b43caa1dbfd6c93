import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { clientKey } from '../http/rate-limit';
import { route } from '../http/route';
import { clearStaffCookie, requireStaff, secureStaffCookie, setStaffCookie } from '../http/staff';
import type { StaffEvents } from '../realtime/staff-events';
import { createStaffRepository } from '../repositories/staff';
import type { PasswordHasher } from '../services/accounts/passwords';
import { staffLoginKey } from '../services/staff/accounts';
import { signInStaff, staffMember } from '../services/staff/auth';
import { revokeStaffSession } from '../services/staff/sessions';
import { enforceLimit, type StaffLimiters, TOO_MANY_SIGNINS } from './account-limits';

export const STAFF_SIGNED_OUT = 'Вы вышли из учётной записи сотрудника';

export interface StaffAuthRoutesOptions {
  /** The app's one password hasher (shoppers' too), so staff sign-ins share its bound on concurrent hashing. */
  hasher: PasswordHasher;
  limiters: StaffLimiters;
  staffEvents: StaffEvents;
  /** `PUBLIC_URL`: the cookie is `Secure` when it is HTTPS. */
  publicUrl: string;
  /** `REALTIME_URL`: told to the board with the staff member, so it knows where its socket goes. */
  realtimeUrl: string;
}

/** Staff sign-in, sign-out and who is signed in (issue 26): the `tp_staff` session cookie. */
export async function staffAuthRoutes(
  app: FastifyInstance,
  { hasher, limiters, staffEvents, publicUrl, realtimeUrl }: StaffAuthRoutesOptions,
): Promise<void> {
  const secure = secureStaffCookie(publicUrl);

  route(app, endpoints.staffSignin, async ({ body, ctx, request, reply }) => {
    const login = staffLoginKey(body.login);
    // Both limits before any lookup or hashing: a flood costs the server no scrypt.
    await enforceLimit(reply, limiters.address, clientKey(request.ip), TOO_MANY_SIGNINS);
    await enforceLimit(reply, limiters.login, `login:${login}`, TOO_MANY_SIGNINS);
    const account = await createStaffRepository(ctx.db).findByLogin(login);
    const replaced = ctx.staff?.sessionId ?? null;
    const { staff, session } = await signInStaff(
      ctx.db,
      hasher,
      { account, password: body.password, screenShop: body.screen ?? null },
      ctx.now,
      replaced,
    );
    if (replaced) staffEvents.sessionEnded(replaced);
    setStaffCookie(reply, session.token, session.expiresAt, ctx.now, secure);
    return { staff: await staffMember(ctx.db, { ...staff, screenShop: body.screen ?? null }), realtimeUrl };
  });

  route(app, endpoints.staffSignout, async ({ ctx, request, reply }) => {
    const actor = requireStaff(request);
    await revokeStaffSession(ctx.db, actor.sessionId, ctx.now);
    // After the revocation commits: a socket that reconnects now is refused by its handshake.
    staffEvents.sessionEnded(actor.sessionId);
    clearStaffCookie(reply, secure);
    return { message: STAFF_SIGNED_OUT };
  });

  route(app, endpoints.staffMe, async ({ ctx, request }) => ({
    staff: await staffMember(ctx.db, requireStaff(request)),
    realtimeUrl,
  }));
}
