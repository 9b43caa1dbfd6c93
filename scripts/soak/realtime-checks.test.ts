import { describe, expect, it } from 'vitest';
import { movedByKill } from './realtime-checks';
import type { FrontConnection } from './realtime-front';

const kill = { node: 1, at: 10_000 };
const connection = (node: number, openedAt: number, cutAt?: number): FrontConnection => ({ node, openedAt, cutAt });

describe('movedByKill()', () => {
  it('finds the connection the kill cut off and the one that replaced it', () => {
    const cut = connection(1, 1_000, 10_020);
    const next = connection(0, 11_000);
    expect(movedByKill({ connections: [connection(0, 0, 900), cut, next] }, kill)).toEqual({ cut, next });
  });

  it('says when a cut-off socket never came back', () => {
    const cut = connection(1, 1_000, 10_020);
    expect(movedByKill({ connections: [cut] }, kill)).toEqual({ cut, next: undefined });
  });

  it('ignores sockets on other nodes, and cuts long before or after the kill', () => {
    expect(movedByKill({ connections: [connection(0, 1_000, 10_020), connection(1, 11_000)] }, kill)).toBeUndefined();
    expect(movedByKill({ connections: [connection(1, 1_000, 5_000), connection(0, 6_000)] }, kill)).toBeUndefined();
    expect(movedByKill({ connections: [connection(1, 1_000, 30_000), connection(0, 31_000)] }, kill)).toBeUndefined();
  });
});
