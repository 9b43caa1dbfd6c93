/// <reference lib="webworker" />

/** What Vite replaces in the worker's build (see vite.config.ts, VitePWA `injectManifest`). */
interface ImportMetaEnv {
  /** A build id shown to support and compared by the update test; `dev` when unset. */
  readonly VITE_BUILD_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
