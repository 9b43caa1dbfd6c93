import { asc } from 'drizzle-orm';
import type { Shop } from '../../src/domain/contract/index';
import { shops } from '../db/schema';
import type { Executor } from '../db/transaction';
import { shopFromRow } from './rows';

export function createShopsRepository(db: Executor) {
  return {
    async listShops(): Promise<Shop[]> {
      const rows = await db.select().from(shops).orderBy(asc(shops.sortOrder), asc(shops.id));
      return rows.map(shopFromRow);
    },
  };
}

export type ShopsRepository = ReturnType<typeof createShopsRepository>;
