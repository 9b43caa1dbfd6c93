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
}

export interface RecordingUserEvents extends UserEvents {
  readonly changed: string[];
}

export function createRecordingUserEvents(): RecordingUserEvents {
  const changed: string[] = [];
  return {
    changed,
    userChanged(userId) {
      changed.push(userId);
    },
  };
}
