import { useEffect, useRef, useState } from 'react';
import type { StaffOrder } from '../../domain/contract/staff';
import { type Chime, createChime } from './chime';
import { readMuted, writeMuted } from './device-hints';
import { isSignedOut, staffApi } from './staff-board.api';
import { board, signedOut, startBoard } from './staff-board.store';

/** The current time, again every `everyMs` (countdowns, highlights that fade). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The one chime of the page, unlocked by the first tap or key (browsers play sound only after one). */
export function useChime(): Chime {
  const chime = useRef<Chime | null>(null);
  chime.current ??= createChime();
  useEffect(() => {
    const unlock = () => chime.current?.unlock();
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);
  return chime.current;
}

/** The mute switch, kept on the device. */
export function useMuted(): [boolean, (muted: boolean) => void] {
  const [muted, setMuted] = useState(false);
  useEffect(() => setMuted(readMuted()), []);
  return [
    muted,
    (next) => {
      writeMuted(next);
      setMuted(next);
    },
  ];
}

export interface LiveBoardOptions {
  onNewOrder?: (order: StaffOrder) => void;
  onChange?: (before: StaffOrder | undefined, after: StaffOrder) => void;
}

/** Runs the shop's live board while the component is mounted. */
export function useLiveBoard(shopId: string, realtimeUrl: string, options: LiveBoardOptions): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(
    () =>
      startBoard(board, shopId, realtimeUrl, {
        orders: (shop, since) => staffApi.orders(shop, since),
        connect: (connectOptions) =>
          import('../../platform/staff-realtime').then((module) => module.connectStaffRealtime(connectOptions)),
        now: () => Date.now(),
        onNewOrder: (order) => latest.current.onNewOrder?.(order),
        onChange: (before, after) => latest.current.onChange?.(before, after),
        onSignedOut: () => signedOut(),
        isSignedOut,
      }),
    [shopId, realtimeUrl],
  );
}
