import path from 'node:path';
import type { Plugin } from 'vite';

/** Beside Vite's own manifest in the client build: which source modules went into each script. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** Script file (`assets/x-hash.js`) → the modules bundled into it, as project-relative ids (`src/…`, `node_modules/…`). */
export type ChunkModules = Record<string, string[]>;

/** A module id as written into the list: relative to the project, `/` separated, virtual ids without their `\0`. */
export function projectModuleId(root: string, id: string): string {
  const plain = id.replace(/^\0/, '');
  if (!path.isAbsolute(plain)) return plain;
  return path.relative(root, plain).split(path.sep).join('/');
}

/**
 * Vite's manifest names a chunk by the module it was made for, and the first page's scripts are merged into one
 * `app-initial` chunk (vite.config.ts), so it cannot say what code a shopper's first load carries. This writes the
 * bundler's own list, read by scripts/bundle-size.ts to keep staff and kiosk code out of it.
 */
export function chunkModulesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'teply-pirog:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modules[output.fileName] = output.moduleIds.map((id) => projectModuleId(root, id));
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(modules, null, 1)}\n` });
    },
  };
}
