import type { Namespace, Socket } from 'socket.io';
import { socketEvents } from '../../src/domain/contract/socket-events';
import type { Clock } from '../../src/domain/time';
import type { Executor } from '../db/transaction';
import { staffSessionLiveUntil } from '../services/staff/sessions';
import { type RealtimeSocketData, staffHandshake } from './handshake';
import { staffSessionRoom } from './staff-events';

// setTimeout's ceiling; a staff session never lives this long, but a clock far behind could ask for it.
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface StaffNamespaceOptions {
  db: Executor;
  clock: Clock;
  log: { warn: (details: object, message: string) => void };
}

type StaffNamespace = Namespace<
  Record<string, never>,
  Record<string, (payload: unknown) => void>,
  Record<string, never>,
  RealtimeSocketData
>;
type StaffSocket = Socket<
  Record<string, never>,
  Record<string, (payload: unknown) => void>,
  Record<string, never>,
  RealtimeSocketData
>;

/**
 * Namespace `/staff` (issue 26): a socket opened with a live `tp_staff`
 * session joins the room of each of its member's shops (every shop for an
 * admin) and its session's room, nothing else, so it hears
 * `staff_orders_{shopId}` of its own shops only and a sign-out can end it.
 * The socket lives as long as its session: when the session's expiry comes
 * it is checked again (HTTP use slides it) and the socket ends once the
 * session has.
 */
export function installStaffNamespace(namespace: StaffNamespace, { db, clock, log }: StaffNamespaceOptions): void {
  namespace.use(staffHandshake({ db, clock, log }));
  namespace.on('connection', (socket: StaffSocket) => {
    const staff = socket.data.staff;
    if (!staff) {
      socket.disconnect(true);
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const end = () => socket.disconnect(true);
    const checkAgain = () => {
      staffSessionLiveUntil(db, staff.actor.sessionId, clock()).then(
        (liveUntil) => {
          if (!liveUntil) end();
          else if (socket.connected) arm(liveUntil.getTime());
        },
        (error: unknown) => {
          // The database did not answer: try again in a minute rather than cut a working board off.
          log.warn({ err: error }, 'staff socket could not check its session');
          if (socket.connected) arm(clock().getTime() + 60_000);
        },
      );
    };
    const arm = (at: number) => {
      clearTimeout(timer);
      timer = setTimeout(checkAgain, Math.min(Math.max(0, at - clock().getTime()), MAX_TIMER_MS));
    };
    socket.once('disconnect', () => clearTimeout(timer));

    if (socket.recovered) {
      // A recovered socket skipped the handshake and is back in its rooms: its session may have ended meanwhile.
      checkAgain();
      return;
    }
    for (const shopId of staff.actor.shopIds) void socket.join(socketEvents.staffOrders.room(shopId));
    void socket.join(staffSessionRoom(staff.actor.sessionId));
    arm(staff.sessionExpiresAt);
  });
}
