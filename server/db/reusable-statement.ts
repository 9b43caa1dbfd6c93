import { is, Param, Placeholder, type Query, type SQL } from 'drizzle-orm';
import type { PgColumn, SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Executor } from './transaction';

/**
 * A statement of the order path whose SQL is built once and then only sent
 * again with new values. Drizzle builds a query's text from its builder on
 * every call — for the order insert (order, lines and event as CTEs) a fifth
 * of the server's CPU per order — although the text never changes for
 * statements of one shape. Here the builder runs once per shape with
 * placeholders (`sql.placeholder(name)`) where the values go; each call
 * prepares the cached text on the caller's executor (the transaction's
 * connection) and fills the placeholders, through the same column encoders as
 * a built query. Under its `name`, PostgreSQL also parses and plans it once
 * per connection.
 *
 * `name` must differ between shapes: PostgreSQL keeps one text per statement
 * name and connection. A column left out of the built values takes its SQL
 * default, never a default computed in JavaScript (none of the order tables
 * has one: `reusable-statement.test.ts` checks).
 */
export interface ReusableStatement<TRow> {
  run(executor: Executor, values: Record<string, unknown>): Promise<TRow[]>;
}

/** What the statement's builder gives: its query (Drizzle's `toSQL()`). */
interface BuiltQuery {
  toSQL(): Query;
}

export function reusableStatement<TRow>(
  /** The statement's name on each connection; unnamed (`undefined`), PostgreSQL parses it at every call. */
  name: string | undefined,
  build: (executor: Executor) => BuiltQuery,
  /** What it returns, as `.returning(…)` names it: `rowFields(getTableColumns(table))` for a whole row. */
  fields: SelectedFieldsOrdered,
): ReusableStatement<TRow> {
  let query: Query | undefined;
  return {
    async run(executor, values) {
      query ??= build(executor).toSQL();
      const filled = { sql: query.sql, params: query.params.map((param) => filledParam(param, values)) };
      return (await executor._.session.prepareQuery(filled, fields, name, false).execute()) as TRow[];
    },
  };
}

/**
 * A parameter of the cached query with its placeholder filled: through its column's encoder, as a built query
 * encodes a value, and null as null (Drizzle's own `fillPlaceholders` hands null to the encoder, which throws).
 */
function filledParam(param: unknown, values: Record<string, unknown>): unknown {
  const placeholder = is(param, Param) ? param.value : param;
  if (!is(placeholder, Placeholder)) return param;
  if (!(placeholder.name in values)) throw new Error(`No value for the placeholder "${placeholder.name}"`);
  const value = values[placeholder.name];
  if (value === null || value === undefined || !is(param, Param)) return value ?? null;
  return param.encoder.mapToDriverValue(value);
}

/** The fields of `.returning(columns)`, in order (with a table's columns, those of `.returning()`). */
export function rowFields(columns: Record<string, PgColumn | SQL>): SelectedFieldsOrdered {
  return Object.entries(columns).map(([key, field]) => ({ path: [key], field }));
}
