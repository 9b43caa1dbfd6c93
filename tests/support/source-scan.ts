import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Walks the shop's own source for rule checks that grep the code ("paths only
 * in the contract", "money formatted only by the money module"). Tests are
 * left out: they pin the wire and the texts on purpose.
 */
export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SOURCE = /\.(ts|tsx|mts|js)$/;
const TEST = /\.test\.(ts|tsx)$/;

export function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(name) && !TEST.test(name) && !name.endsWith('.gen.ts')) yield full;
  }
}

/** A line without comments and module names, so only code is checked. */
export function codeOf(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('//')) return '';
  // A trailing comment (not the `//` of a URL scheme), and module names (`from '../contract/api'`).
  return line.replace(/(^|[^:])\/\/ .*$/, '$1').replace(/\b(from|import)\s*\(?\s*(['"`])[^'"`]*\2/g, '');
}

/** `file:line: text` for every code line of the scanned folders that matches, outside the allowed prefixes. */
export function offendingLines(folders: readonly string[], allowed: readonly string[], pattern: RegExp): string[] {
  const offenders: string[] = [];
  for (const top of folders) {
    for (const file of sourceFiles(path.join(ROOT, top))) {
      const relative = path.relative(ROOT, file);
      if (allowed.some((prefix) => relative.startsWith(prefix))) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (pattern.test(codeOf(line))) offenders.push(`${relative}:${index + 1}: ${line.trim()}`);
        });
    }
  }
  return offenders;
}
