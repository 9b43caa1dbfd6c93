import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pauseWhileOffline } from './socket-offline';

function fakeSocket(engineState = 'open') {
  const manager = { reconnection: vi.fn(), engine: { readyState: engineState } };
  const socket = {
    io: manager,
    connected: engineState === 'open',
    connect: vi.fn(() => {
      socket.connected = true;
    }),
    disconnect: vi.fn(() => {
      socket.connected = false;
    }),
  };
  return socket;
}

describe('pauseWhileOffline', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('closes the socket when the browser goes offline and opens it at once when it is back', () => {
    const browser = new EventTarget();
    vi.stubGlobal('window', browser);
    const socket = fakeSocket();
    const stop = pauseWhileOffline(socket as unknown as Socket);

    browser.dispatchEvent(new Event('offline'));
    expect(socket.io.reconnection).toHaveBeenLastCalledWith(false);
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    browser.dispatchEvent(new Event('online'));
    expect(socket.io.reconnection).toHaveBeenLastCalledWith(true);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    // Already connected: an extra `online` opens nothing twice.
    browser.dispatchEvent(new Event('online'));
    expect(socket.connect).toHaveBeenCalledTimes(1);

    // Once the caller has closed its connection, the network's events no longer touch the socket.
    stop();
    browser.dispatchEvent(new Event('offline'));
    browser.dispatchEvent(new Event('online'));
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('leaves a socket still opening to finish on its own, with no retry after it while offline', () => {
    const browser = new EventTarget();
    vi.stubGlobal('window', browser);
    const socket = fakeSocket('opening');
    pauseWhileOffline(socket as unknown as Socket);
    browser.dispatchEvent(new Event('offline'));
    expect(socket.io.reconnection).toHaveBeenLastCalledWith(false);
    expect(socket.disconnect).not.toHaveBeenCalled();
  });

  it('does nothing outside a browser (the server suite drives staff sockets from Node)', () => {
    const socket = fakeSocket();
    pauseWhileOffline(socket as unknown as Socket)();
    expect(socket.disconnect).not.toHaveBeenCalled();
  });
});
