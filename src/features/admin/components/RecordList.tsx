import {
  type ColumnDef,
  type ColumnSort,
  createSortedRowModel,
  type RowData,
  rowSortingFeature,
  sortFn_alphanumeric,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useState } from 'react';

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric },
});

/** One column of a back-office list: a text to show and sort by. */
export interface RecordColumn<T> {
  id: string;
  header: string;
  text: (record: T) => string;
}

/** A sortable list of records (news, alerts); the first cell of a row is the button that opens it. */
export function RecordList<T extends RowData>({
  caption,
  records,
  columns,
  idOf,
  onOpen,
}: {
  caption: string;
  records: readonly T[];
  columns: readonly RecordColumn<T>[];
  idOf: (record: T) => string;
  onOpen: (record: T) => void;
}) {
  const [sorting, setSorting] = useState<ColumnSort[]>([]);
  const table = useTable({
    features,
    columns: columns.map(
      (column): ColumnDef<typeof features, T, unknown> => ({
        id: column.id,
        header: column.header,
        accessorFn: column.text,
        sortFn: 'alphanumeric',
      }),
    ),
    data: records as T[],
    getRowId: idOf,
    state: { sorting },
    onSortingChange: setSorting,
  });
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {table.getHeaderGroups()[0]?.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              return (
                <th key={header.id} aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : 'none'}>
                  <button type="button" className="admin-table__sort" onClick={header.column.getToggleSortingHandler()}>
                    {String(header.column.columnDef.header)}
                    <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell, index) => (
                <td key={cell.id}>
                  {index === 0 ? (
                    <button type="button" className="admin-table__sort" onClick={() => onOpen(row.original)}>
                      {String(cell.getValue())}
                    </button>
                  ) : (
                    String(cell.getValue())
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {records.length === 0 && <p>Пока ничего нет.</p>}
    </div>
  );
}
