import { useNavigate } from '@tanstack/react-router';
import {
  type ColumnSort,
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  type PaginationState,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import type { AdminProduct } from '../../../domain/contract/admin';
import { formatMoney } from '../../../domain/money';
import { adminApi, messageOf } from '../admin.api';
import { SortHeaderCell } from './SortableTable';
import { type CategoryTitles, useCategoryTitles } from './useCategoryTitles';

const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  filterFns: { includesString: filterFn_includesString },
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});

const helper = createColumnHelper<typeof features, AdminProduct>();
const yesNo = (value: boolean) => (value ? 'да' : 'нет');
const columnsFor = (categoryTitles: CategoryTitles) =>
  helper.columns([
    helper.accessor('title', { header: 'Название', sortFn: 'alphanumeric' }),
    helper.accessor((product) => categoryTitles[product.category], {
      id: 'category',
      header: 'Категория',
      sortFn: 'alphanumeric',
    }),
    helper.accessor('cost', {
      header: 'Цена',
      sortFn: 'basic',
      enableGlobalFilter: false,
      cell: (info) => formatMoney(info.getValue()),
    }),
    helper.accessor('visible', { header: 'Виден', enableGlobalFilter: false, cell: (info) => yesNo(info.getValue()) }),
    helper.accessor('popular', {
      header: 'Популярный',
      enableGlobalFilter: false,
      cell: (info) => yesNo(info.getValue()),
    }),
  ]);

const PAGE_SIZE = 20;

/** «Товары»: every product (hidden ones too), sorted, filtered by text, paged; a row opens its form. */
export function ProductsTable() {
  const navigate = useNavigate();
  const categoryTitles = useCategoryTitles();
  const columns = useMemo(() => columnsFor(categoryTitles), [categoryTitles]);
  const [products, setProducts] = useState<AdminProduct[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [globalFilter, setGlobalFilter] = useState('');
  const [sorting, setSorting] = useState<ColumnSort[]>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE });
  useEffect(() => {
    adminApi.products().then(
      (answer) => setProducts(answer.products.map((entry) => entry.product)),
      (error: unknown) => setFailure(messageOf(error)),
    );
  }, []);
  const table = useTable({
    features,
    columns,
    data: products ?? EMPTY,
    getRowId: (product) => product._id,
    globalFilterFn: 'includesString',
    state: { globalFilter, sorting, pagination },
    onGlobalFilterChange: (updater) => {
      setGlobalFilter((old) => (typeof updater === 'function' ? updater(old) : updater) as string);
      setPagination((old) => ({ ...old, pageIndex: 0 }));
    },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
  });
  const open = (id: string) => void navigate({ to: '/admin/products/$id', params: { id } });

  if (failure) return <p role="alert">{failure}</p>;
  if (!products) return <p role="status">Загружаем товары…</p>;
  return (
    <section className="admin-card">
      <h1>Товары</h1>
      <div className="form-field">
        <label htmlFor="admin-products-filter" className="form-field__label">
          Поиск по названию или категории
        </label>
        <input
          id="admin-products-filter"
          type="search"
          className="form-field__input staff-input"
          value={globalFilter}
          onChange={(event) => table.setGlobalFilter(event.target.value)}
        />
      </div>
      <div className="admin-table-wrap">
        <table className="admin-table">
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
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="admin-table__row" onClick={() => open(row.original._id)}>
                {row.getAllCells().map((cell, index) => (
                  <td key={cell.id}>
                    {index === 0 ? (
                      <a
                        href={`/admin/products/${encodeURIComponent(row.original._id)}`}
                        onClick={(event) => {
                          event.preventDefault();
                          event.stopPropagation();
                          open(row.original._id);
                        }}
                      >
                        <table.FlexRender cell={cell} />
                      </a>
                    ) : (
                      <table.FlexRender cell={cell} />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.getRowModel().rows.length === 0 && <p>Ничего не найдено.</p>}
      <nav className="admin-pager" aria-label="Страницы">
        <button
          type="button"
          className="button button--ghost staff-button"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
        >
          Назад
        </button>
        <span>
          Страница {pagination.pageIndex + 1} из {Math.max(table.getPageCount(), 1)}
        </span>
        <button
          type="button"
          className="button button--ghost staff-button"
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
        >
          Дальше
        </button>
      </nav>
    </section>
  );
}

const EMPTY: AdminProduct[] = [];
