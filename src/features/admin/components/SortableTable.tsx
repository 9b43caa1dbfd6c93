import {
  type ColumnDef,
  type ColumnSort,
  createSortedRowModel,
  type RowData,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';

export const sortableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});
export type SortableFeatures = typeof sortableFeatures;

const SORT_WORDS = { asc: 'по возрастанию', desc: 'по убыванию' } as const;

/** A column's header that sorts by it: the order said to screen readers, shown as an arrow to the eye. */
export function SortHeaderCell({
  order,
  onToggle,
  children,
}: {
  order: false | 'asc' | 'desc';
  onToggle: ((event: unknown) => void) | undefined;
  children: ReactNode;
}) {
  return (
    <th aria-sort={order ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="admin-table__sort" onClick={onToggle}>
        {children}
        {order && <span className="visually-hidden">, {SORT_WORDS[order]}</span>}
        <span aria-hidden="true">{order === 'asc' ? ' ▲' : order === 'desc' ? ' ▼' : ''}</span>
      </button>
    </th>
  );
}

/**
 * A short list (zones, staff accounts) sorted by any column, each row with an
 * «Изменить» button that opens it in the form below the table.
 */
export function SortableTable<Row extends RowData>({
  caption,
  columns,
  rows,
  rowId,
  rowLabel,
  onEdit,
}: {
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: a column's value type differs per column, as TanStack's own helpers type it
  columns: ColumnDef<SortableFeatures, Row, any>[];
  rows: Row[];
  rowId: (row: Row) => string;
  /** What the edit button says to a screen reader: «Изменить: <this>». */
  rowLabel: (row: Row) => string;
  onEdit: (row: Row) => void;
}) {
  const [sorting, setSorting] = useState<ColumnSort[]>([]);
  const table = useTable({
    features: sortableFeatures,
    columns,
    data: rows,
    getRowId: rowId,
    state: { sorting },
    onSortingChange: setSorting,
  });
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <SortHeaderCell
                  key={header.id}
                  order={header.column.getIsSorted()}
                  onToggle={header.column.getToggleSortingHandler()}
                >
                  <table.FlexRender header={header} />
                </SortHeaderCell>
              ))}
              <th>
                <span className="visually-hidden">Действия</span>
              </th>
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-row={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
              <td>
                <button
                  type="button"
                  className="button button--ghost staff-button"
                  aria-label={`Изменить: ${rowLabel(row.original)}`}
                  onClick={() => onEdit(row.original)}
                >
                  Изменить
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p>Пока ничего нет.</p>}
    </div>
  );
}
