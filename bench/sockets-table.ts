import { endpoints } from '../src/domain/contract/endpoints';
import type { PushRound, SocketsBenchResult } from './sockets';
import { percentile, printTable } from './table';

/** Issue 31: a push heard within this, at p99, with every socket connected. */
export const PUSH_TARGET_MS = 150;
/** The earlier measurement (2,000 sockets on one node, FACTS.md), for comparison. */
const EARLIER_KB_PER_SOCKET = 23;

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const perSocket = (bytes: number, sockets: number) => (sockets > 0 ? `${(bytes / sockets / 1024).toFixed(1)} KB` : '—');
const ms = (value: number) => `${value.toFixed(1)} ms`;

function roundRows(round: PushRound, withTarget: boolean): string[][] {
  const row = (name: string, times: number[], target: boolean) => {
    const p99 = percentile(times, 99);
    return [
      `${name}, ${round.sockets} sockets`,
      ms(percentile(times, 50)),
      ms(p99),
      target ? `< ${PUSH_TARGET_MS} ms` : '',
      String(times.length),
      String(round.moved - times.length),
      target ? (times.length === round.moved && p99 < PUSH_TARGET_MS ? 'ok' : 'OVER') : '',
    ];
  };
  return [
    row('order_{uid}', round.orderMs, withTarget),
    row('user_data_{id} (waits 50 ms)', round.userDataMs, false),
    [...row("the move's HTTP answer", round.answerMs, false).slice(0, 5), '', `loop lag p99 ${ms(round.lagP99Ms)}`],
  ];
}

export function printSocketsBench(result: SocketsBenchResult | { notes: string[] }): void {
  if ('sockets' in result) {
    const { before, after, connected } = result;
    console.info(
      `\nShoppers' sockets on one node (issue 31): ${result.sockets} signed-in tabs from ${result.clients} client processes, each with a token from GET ${endpoints.userLogged.path} and the device cookie in the WebSocket handshake, on PostgreSQL; the server's memory from its /metrics before connecting and 10 s after (\`npx tsx bench/sockets.ts\`)`,
    );
    printTable(
      ['sockets', 'value', 'per socket', 'earlier', ''],
      [
        ['connected', `${connected} of ${result.sockets}`, '', '', connected === result.sockets ? 'ok' : 'MISSING'],
        ['connecting took', `${result.connectSeconds.toFixed(1)} s`, '', '', ''],
        [
          'server RSS',
          `${mb(before.rss)} → ${mb(after.rss)}`,
          perSocket(after.rss - before.rss, connected),
          `${EARLIER_KB_PER_SOCKET} KB`,
          '',
        ],
        [
          'server V8 heap used',
          `${mb(before.heapUsed)} → ${mb(after.heapUsed)}`,
          perSocket(after.heapUsed - before.heapUsed, connected),
          '',
          '',
        ],
        ['server CPU, all idle', `${(result.idleCores * 100).toFixed(1)} % of a core`, '', '', ''],
        ['server counts', `${after.sockets} sockets`, '', '', after.sockets === connected ? 'ok' : 'DIFFERS'],
        [
          'still up after pushes',
          String(result.stillConnected),
          '',
          '',
          result.stillConnected === connected ? 'ok' : 'DROPPED',
        ],
      ],
    );
    const [alone, crowded] = result.rounds;
    console.info(
      `\nPushes to ${alone.moved + crowded.moved} of those shoppers: the demo admin moves each one's order accepted → baking (${result.movesPerSecond} a second), from sending the move to the shopper's socket hearing it; half of them with only their own sockets up, the other half with every socket`,
    );
    printTable(
      ['push', 'p50', 'p99', 'target', 'heard', 'missed', ''],
      [...roundRows(alone, false), ...roundRows(crowded, true)],
    );
  }
  for (const note of result.notes) console.info(note);
}
