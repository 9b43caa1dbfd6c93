import type { AppConfig } from '../../config';
import { createLocalBus, type InvalidationBus } from './bus';
import { createPostgresBus } from './postgres-bus';

export type { InvalidationBus, ReadModelKind } from './bus';

/**
 * With a shared PostgreSQL (DATABASE_URL) several servers may run at once, so
 * writes are announced through it; the embedded database has one server only.
 */
export function createInvalidationBus(config: AppConfig, onError: (error: Error) => void): Promise<InvalidationBus> {
  if (!config.databaseUrl) return Promise.resolve(createLocalBus());
  return createPostgresBus({ url: config.databaseUrl, onError });
}
