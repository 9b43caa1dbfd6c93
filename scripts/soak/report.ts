import type { CheckResult } from './checks';
import type { Stats } from './client';

/** The p-th percentile (0–100) of the sorted durations, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

/** p50/p99 per request kind, with how many and which statuses, as a fixed-width table. */
export function latencyTable(stats: Stats): string {
  const header = ['kind', 'count', 'p50 ms', 'p99 ms', 'max ms', 'statuses'];
  const lines = [...stats.durations.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, durations]) => {
      const sorted = [...durations].sort((a, b) => a - b);
      const statuses = [...(stats.statuses.get(kind) ?? new Map<number, number>()).entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      return [
        kind,
        String(sorted.length),
        String(percentile(sorted, 50)),
        String(percentile(sorted, 99)),
        String(sorted.at(-1) ?? 0),
        statuses,
      ];
    });
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => line[column]?.length ?? 0)));
  const format = (line: string[]) =>
    line
      .map((cell, column) =>
        column === 0 || column === 5 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

/** Why each kind was refused: `kind  count× status message`, most frequent first. */
export function refusalsReport(stats: Stats): string {
  const lines = [...stats.refusals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([kind, reasons]) =>
      [...reasons.values()]
        .sort((a, b) => b.count - a.count)
        .map(({ status, message, count }) => `  ${kind}  ${count}× ${status} ${message}`),
    );
  return lines.length ? lines.join('\n') : '  none';
}

/** The checks' verdicts, a few violations of each at most. */
export function checksReport(results: CheckResult[]): string {
  return results
    .map((result) => {
      const verdict = result.violations.length === 0 ? 'ok  ' : 'FAIL';
      const note = result.note ? ` (${result.note})` : '';
      const shown = result.violations.slice(0, 8).map((violation) => `      - ${violation}`);
      const more = result.violations.length > 8 ? [`      … and ${result.violations.length - 8} more`] : [];
      return [`  ${verdict} ${result.name}${note}`, ...shown, ...more].join('\n');
    })
    .join('\n');
}
