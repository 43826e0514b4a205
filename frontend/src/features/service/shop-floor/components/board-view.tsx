import { REPAIR_ORDER_DASHBOARD_STATUSES } from '@shared/documents/statuses';
import { statusLabel } from '@shared/documents/status-labels';
import { boardColumns, type ShopFloorBoard } from '@shared/service/shop-floor-board';
import { formatDate } from '../../../../lib/format';
import './board-view.css';

export const BoardTexts = {
  empty: 'No vehicles in the shop.',
  late: 'Late',
  notPromised: 'No promised time',
  more: 'More vehicles are in the shop than this board shows (the newest are shown).',
} as const;

const promised = (date: string | undefined, time: string | undefined): string =>
  date ? `${formatDate(date)} ${time ?? ''}`.trim() : BoardTexts.notPromised;

/**
 * Every vehicle in the shop by status and promised time, late ones marked (in words and
 * colour, never colour alone). Plain markup, no kit: the wall display loads it without
 * the app's shell. `size="large"` is the wall's type, readable across a workshop.
 */
export function BoardView({ board, size = 'normal' }: { board: ShopFloorBoard; size?: 'normal' | 'large' }) {
  const columns = boardColumns(board, REPAIR_ORDER_DASHBOARD_STATUSES);
  return (
    <div className={`kk-board kk-board--${size}`}>
      {columns.length === 0 ? <p className="kk-board__empty">{BoardTexts.empty}</p> : null}
      <div className="kk-board__columns">
        {columns.map((column) => (
          <section key={column.status} className="kk-board__column" aria-label={statusLabel(column.status)}>
            <h2 className="kk-board__status">
              {statusLabel(column.status)} <span className="kk-board__count">{column.vehicles.length}</span>
            </h2>
            <ul className="kk-board__cards">
              {column.vehicles.map((v) => (
                <li key={v.Id} className={v.late ? 'kk-board__card kk-board__card--late' : 'kk-board__card'}>
                  <span className="kk-board__reg">{v.RegNo ?? v.Num}</span>
                  <span className="kk-board__promised">
                    {v.late ? <strong className="kk-board__late">{BoardTexts.late} · </strong> : null}
                    {promised(v.PrDate, v.PrTime)}
                  </span>
                  <span className="kk-board__meta">
                    {v.Num}
                    {v.SAName ? ` · ${v.SAName}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {board.More ? <p className="kk-board__more">{BoardTexts.more}</p> : null}
    </div>
  );
}
