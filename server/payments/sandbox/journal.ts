import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Records kept in memory and in an append-only journal file: one JSON line per
 * change, the last line of a token wins, so a restart (even after `kill -9`)
 * finds every record it ever acknowledged. Appends are synchronous: a record is
 * on disk before the answer that tells anyone about it. A line torn by a kill
 * mid-append held a change nobody was told about, and is skipped.
 */
export interface Journal<T extends { token: string }> {
  /** Every record by its token, as the journal left it. */
  readonly records: Map<string, T>;
  /** Keeps a new or changed record, on disk first. */
  append(record: T): void;
  /** Rewrites the file with only the records now in `records`, atomically (a compaction at start). */
  compact(): void;
}

export function openJournal<T extends { token: string }>(dir: string, fileName: string): Journal<T> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, fileName);
  const records = new Map<string, T>();
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const record = JSON.parse(line) as T;
      if (typeof record.token === 'string') records.set(record.token, record);
    } catch {
      // A line torn by a kill mid-append: the change it held was never acknowledged.
    }
  }
  return {
    records,
    append(record) {
      appendFileSync(file, `${JSON.stringify(record)}\n`, { mode: 0o600 });
      records.set(record.token, record);
    },
    compact() {
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, [...records.values()].map((record) => `${JSON.stringify(record)}\n`).join(''), {
        mode: 0o600,
      });
      renameSync(temporary, file);
    },
  };
}
