import { getTableColumns, type Placeholder, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { type ReusableStatement, reusableStatement, rowFields } from '../db/reusable-statement';
import { orderLines, orders } from '../db/schema';
import type { Executor } from '../db/transaction';
import { nextEventOf, type OrderEventKind } from './order-events';
import type { NewOrderLineRow, NewOrderRow, OrderRow } from './orders';

/*
 * The order insert of `createOrdersRepository().insert`: the order, its lines and (for an order that goes to the
 * board at once) its shop's next event in one statement, whose SQL is built once per shape — which columns are
 * given, how many lines, with or without the event — and then only sent with new values (`reusable-statement.ts`).
 */

/** The given columns of a row to write, in a stable order: part of its statement's shape. */
function givenKeys(row: object): string[] {
  return Object.entries(row)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
}

const orderPlaceholder = (key: string) => `o_${key}`;
const linePlaceholder = (index: number, key: string) => `l${index}_${key}`;

function placeholdersOf(keys: readonly string[], name: (key: string) => string): Record<string, Placeholder> {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(name(key))]));
}

/** The values of the order insert's placeholders, named as `orderInsertFor` names them. */
export function orderInsertValues(
  order: NewOrderRow,
  lines: readonly NewOrderLineRow[],
  event: { kind: OrderEventKind; at: Date } | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(order)) if (value !== undefined) values[orderPlaceholder(key)] = value;
  lines.forEach((line, index) => {
    for (const [key, value] of Object.entries(line))
      if (value !== undefined) values[linePlaceholder(index, key)] = value;
  });
  if (event) Object.assign(values, { e_kind: event.kind, e_at: event.at });
  return values;
}

/** Shapes seen so far; past this many (never in practice: a handful of line counts), the SQL is built per call. */
const MAX_ORDER_INSERT_SHAPES = 200;
const orderInserts = new Map<string, ReusableStatement<OrderRow>>();
const orderRowFields = rowFields(getTableColumns(orders));

export function orderInsertFor(
  order: NewOrderRow,
  lines: readonly NewOrderLineRow[],
  withEvent: boolean,
): ReusableStatement<OrderRow> {
  const orderKeys = givenKeys(order);
  const lineKeys = lines.map(givenKeys);
  const shape = `${withEvent ? 'event' : 'none'}|${orderKeys.join()}|${lineKeys.map((keys) => keys.join()).join('|')}`;
  const known = orderInserts.get(shape);
  if (known) return known;
  const build = (db: Executor) => {
    const uid = sql.placeholder(orderPlaceholder('uid'));
    const placedLines = db.$with('placed_lines', { position: orderLines.position }).as(
      db
        .insert(orderLines)
        .values(
          lineKeys.map((keys, index) => ({
            ...placeholdersOf(keys, (key) => linePlaceholder(index, key)),
            orderUid: uid,
          })) as unknown as PgInsertValue<typeof orderLines>[],
        )
        .returning({ position: orderLines.position })
        .getSQL(),
    );
    const values = placeholdersOf(orderKeys, orderPlaceholder) as unknown as PgInsertValue<typeof orders>;
    if (!withEvent) return db.with(placedLines).insert(orders).values(values).returning();
    const { next, event } = nextEventOf(
      db,
      { uid, shopId: sql.placeholder(orderPlaceholder('shopId')) },
      sql.placeholder('e_kind'),
      sql.placeholder('e_at'),
    );
    return (
      db
        .with(placedLines, next, event)
        .insert(orders)
        // The version a change raises, as `recordChange` stamps it on a stored order.
        .values({ ...values, lastSeq: sql`(select ${next.seq} from ${next})`, version: 1 })
        .returning()
    );
  };
  // Unnamed: PostgreSQL forgets its text after the call.
  if (orderInserts.size >= MAX_ORDER_INSERT_SHAPES)
    return reusableStatement<OrderRow>(undefined, build, orderRowFields);
  const statement = reusableStatement<OrderRow>(`order_insert_${orderInserts.size + 1}`, build, orderRowFields);
  orderInserts.set(shape, statement);
  return statement;
}
