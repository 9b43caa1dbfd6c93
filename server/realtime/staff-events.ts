import type { Namespace } from 'socket.io';
import { z } from 'zod';
import { socketEvents } from '../../src/domain/contract/socket-events';
import type { StaffOrderEventPayload } from '../../src/domain/contract/staff';

/**
 * What the staff's sockets are told (issue 26), called by the order services
 * after their transaction commits: `orderChanged` emits
 * `staff_orders_{shopId}` in namespace `/staff` to that shop's room only, so
 * staff of another shop never hear it; `sessionEnded` disconnects the
 * sockets of a signed-out session. With the Redis adapter both reach the
 * sockets on every server process. Without a realtime server (tests of the
 * API alone) they are only recorded.
 */
export interface StaffEvents {
  orderChanged(shopId: string, payload: StaffOrderEventPayload): void;
  sessionEnded(sessionId: string): void;
}

/** Every staff socket is in its session's room, so a sign-out can end exactly that session's sockets. */
export const staffSessionRoom = (sessionId: string): string => `staff-session:${sessionId}`;

export interface RecordingStaffEvents extends StaffEvents {
  readonly orders: { shopId: string; payload: StaffOrderEventPayload }[];
  readonly endedSessions: string[];
}

export function createRecordingStaffEvents(): RecordingStaffEvents {
  const orders: RecordingStaffEvents['orders'] = [];
  const endedSessions: string[] = [];
  return {
    orders,
    endedSessions,
    orderChanged(shopId, payload) {
      orders.push({ shopId, payload });
    },
    sessionEnded(sessionId) {
      endedSessions.push(sessionId);
    },
  };
}

export interface PushingStaffEventsOptions {
  /** The `/staff` namespace. */
  namespace: Pick<Namespace, 'to' | 'in'>;
  log: { warn: (details: object, message: string) => void };
}

/**
 * `StaffEvents` that emit at once: a stage move or a payment is one commit,
 * and boards number what they get (`seq`), so nothing is coalesced here.
 * A payload the contract refuses is a caller's bug: logged, never thrown
 * into a request whose transaction has already committed.
 */
export function createPushingStaffEvents({ namespace, log }: PushingStaffEventsOptions): StaffEvents {
  const event = socketEvents.staffOrders;
  return {
    orderChanged(shopId, payload) {
      let wire: unknown;
      let name: string;
      let room: string;
      try {
        name = event.name(shopId);
        room = event.room(shopId);
        // Encoded by the contract (money to BYN) and so also checked against it.
        wire = z.encode(event.payload, payload);
      } catch (error) {
        log.warn({ err: error, shopId }, 'staff order event not sent: it does not match the contract');
        return;
      }
      namespace.to(room).emit(name, wire);
    },
    sessionEnded(sessionId) {
      namespace.in(staffSessionRoom(sessionId)).disconnectSockets(true);
    },
  };
}
