import type { Socket } from 'socket.io-client';

/** Whether to open the socket now: not while the browser says it has no network (always, outside a browser). */
export function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/**
 * Holds a socket's reconnection while the browser is offline and reconnects the moment it is back. Offline,
 * socket.io's own retries (every 1 to 5 s) are each a WebSocket the browser refuses, with a console error
 * («ERR_INTERNET_DISCONNECTED») every time, and the first retry once online waits for the next backoff step.
 *
 * Going offline stops the retries and closes a connected socket (or one waiting to retry), so its owner hears
 * `disconnect` at once. One still opening is left to finish or fail on its own: closing a WebSocket before it is
 * established is a console warning of its own. Closed by the client, a socket's state is not kept for recovery:
 * the next `connect` is not `recovered`, and each owner's resync (the refetch of what it missed) runs, as after
 * any outage. `reconnect` opens it again once online (by default at once; a socket that needs a fresh token
 * first asks for it). Returns the unsubscribe.
 */
export function pauseWhileOffline(socket: Socket, reconnect: () => void = () => socket.connect()): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const offline = () => {
    socket.io.reconnection(false);
    if (socket.io.engine?.readyState !== 'opening') socket.disconnect();
  };
  const online = () => {
    socket.io.reconnection(true);
    if (!socket.connected) reconnect();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}
