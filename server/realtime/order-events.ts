import type { Server } from 'socket.io';
import { z } from 'zod';
import { socketEvents } from '../../src/domain/contract/socket-events';
import type { OrderUpdatePayload } from '../../src/domain/contract/staff';

/**
 * What a shopper's tracker is told (issue 26): after a commit that moved an
 * order's stage or money, `orderChanged` emits `order_{uid}` with
 * `{uid, stage, payment, seq}` to the room of the device that placed it and
 * to its signed-in owner's room, and to nobody else. Without a realtime
 * server (tests of the API alone) the changes are only recorded.
 */
export interface OrderEvents {
  orderChanged(uid: string, deviceId: string | null, userId: string | null, payload: OrderUpdatePayload): void;
}

/** Every socket of the default namespace whose handshake carried the device cookie is in its device's room. */
export const deviceRoom = (deviceId: string): string => `device:${deviceId}`;

export interface RecordingOrderEvents extends OrderEvents {
  readonly changed: { uid: string; deviceId: string | null; userId: string | null; payload: OrderUpdatePayload }[];
}

export function createRecordingOrderEvents(): RecordingOrderEvents {
  const changed: RecordingOrderEvents['changed'] = [];
  return {
    changed,
    orderChanged(uid, deviceId, userId, payload) {
      changed.push({ uid, deviceId, userId, payload });
    },
  };
}

export interface PushingOrderEventsOptions {
  io: Pick<Server, 'to'>;
  log: { warn: (details: object, message: string) => void };
}

export function createPushingOrderEvents({ io, log }: PushingOrderEventsOptions): OrderEvents {
  const event = socketEvents.orderUpdate;
  return {
    orderChanged(uid, deviceId, userId, payload) {
      if (!deviceId && !userId) return; // nobody follows this order
      let rooms: string[];
      let name: string;
      let wire: unknown;
      try {
        rooms = [...(deviceId ? [deviceRoom(deviceId)] : []), ...(userId ? [socketEvents.userData.room(userId)] : [])];
        name = event.name(uid);
        wire = z.encode(event.payload, payload);
      } catch (error) {
        log.warn({ err: error, uid }, 'order event not sent: it does not match the contract');
        return;
      }
      // One emit to both rooms: a socket in both (a signed-in tab of the placing device) hears it once.
      io.to(rooms).emit(name, wire);
    },
  };
}
