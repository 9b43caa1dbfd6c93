/**
 * What changed for whom, told to the realtime layer (issue 14): every ledger
 * or profile change calls `userChanged` after its transaction commits; the
 * socket.io server (`createPushingUserEvents` in `push.ts`, made by
 * `server/main.ts`) loads the user's data and emits `user_data_{id}` to that
 * user's room only. Without a realtime server (tests of the API alone) the
 * changes are only recorded, so a test can see who was told.
 */
export interface UserEvents {
  userChanged(userId: string): void;
  /**
   * These sessions ended (sign-out, a password change, a recovery): their
   * sockets are closed on every server process, so a signed-out tab hears
   * nothing more. Called after the revocation commits.
   */
  sessionsEnded(sessionIds: readonly string[]): void;
}

export interface RecordingUserEvents extends UserEvents {
  readonly changed: string[];
  readonly ended: string[];
}

export function createRecordingUserEvents(): RecordingUserEvents {
  const changed: string[] = [];
  const ended: string[] = [];
  return {
    changed,
    ended,
    userChanged(userId) {
      changed.push(userId);
    },
    sessionsEnded(sessionIds) {
      ended.push(...sessionIds);
    },
  };
}
