import { Link, useNavigate } from '@tanstack/react-router';
import {
  type ColumnSort,
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { type AdminPromoAnswer, PROMO_STAGE_TITLES, promoStage } from '../../../domain/contract/admin-promos';
import { adminApi, messageOf } from '../admin.api';
import { PromoStageBadge, promoWindowText } from './PromoStageBadge';

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic },
});
const helper = createColumnHelper<typeof features, AdminPromoAnswer>();

/** «Акции»: every promotion with its state now (drafts, scheduled, running, ended, archived); a row opens it. */
export function PromosPage() {
  const navigate = useNavigate();
  const [promos, setPromos] = useState<AdminPromoAnswer[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sorting, setSorting] = useState<ColumnSort[]>([{ id: 'from', desc: true }]);
  const [now] = useState(() => new Date());
  useEffect(() => {
    adminApi.promos().then(
      (answer) => setPromos(answer.promos),
      (error: unknown) => setFailure(messageOf(error)),
    );
  }, []);
  const columns = helper.columns([
    helper.accessor((entry) => entry.promo.title, {
      id: 'title',
      header: 'Название',
      enableSorting: false,
      cell: (info) => (
        <Link to="/admin/promos/$id" params={{ id: info.row.original.promo._id }}>
          {info.getValue()}
        </Link>
      ),
    }),
    helper.accessor((entry) => PROMO_STAGE_TITLES[promoStage(entry.promo, now)], {
      id: 'stage',
      header: 'Состояние',
      sortFn: 'basic',
      cell: (info) => <PromoStageBadge promo={info.row.original.promo} now={now} />,
    }),
    helper.accessor((entry) => Date.parse(entry.promo.dateTimeFrom), {
      id: 'from',
      header: 'Когда',
      sortFn: 'basic',
      cell: (info) => promoWindowText(info.row.original.promo),
    }),
  ]);
  const table = useTable({
    features,
    columns,
    data: promos ?? EMPTY,
    getRowId: (entry) => entry.promo._id,
    state: { sorting },
    onSortingChange: setSorting,
  });

  if (failure) return <p role="alert">{failure}</p>;
  if (!promos) return <p role="status">Загружаем акции…</p>;
  return (
    <section className="admin-card">
      <h1>Акции</h1>
      <p>
        <Link to="/admin/promos/$id" params={{ id: 'new' }} className="button button--primary staff-button">
          Новая акция
        </Link>
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              {table.getFlatHeaders().map((header) => (
                <th key={header.id} scope="col">
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      className="admin-table__sort"
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      <table.FlexRender header={header} />
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className="admin-table__row"
                onClick={() => void navigate({ to: '/admin/promos/$id', params: { id: row.id } })}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {promos.length === 0 && <p>Акций пока нет.</p>}
    </section>
  );
}

const EMPTY: AdminPromoAnswer[] = [];
