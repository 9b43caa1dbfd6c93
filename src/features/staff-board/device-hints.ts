/*
 * What a staff device remembers in localStorage (nothing secret): the mute
 * switch, and whether it has signed in before. The session cookie itself is
 * HttpOnly, so the page cannot see it; without the hint a fresh device would
 * ask /api/staff/me, get a 401 and have the browser log it as an error.
 */

const MUTE_KEY = 'tp-staff-muted';

/** The mute switch, kept on the device (a kitchen tablet stays quiet after a reload if it was set so). */
export function readMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeMuted(muted: boolean): void {
  try {
    if (muted) window.localStorage.setItem(MUTE_KEY, '1');
    else window.localStorage.removeItem(MUTE_KEY);
  } catch {
    // Storage refused (private mode): the switch holds for this visit only.
  }
}

const SIGNED_IN_KEY = 'tp-staff-signed-in';

/** Whether this device has a staff session to check (it signed in and did not sign out). */
export function readSignedInHint(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_KEY) === '1';
  } catch {
    return true;
  }
}

export function writeSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Storage refused: the next visit asks the server, as without the hint.
  }
}
