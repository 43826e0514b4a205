import { Alert, Radio, RadioGroupField } from '@aws-amplify/ui-react';
import type { ProfitAndLossAnswer } from '@shared/books/books-schemas';
import { unitCostText } from '@shared/books/unit-cost';

/** What the profit and loss screen shows: the statement (cost of goods as posted, by FIFO or at unit cost) or the margins. */
export type ProfitView = { View: 'Statement' | 'Margin'; Cost: 'Posted' | 'FIFO' | 'Unit' };

/**
 * What the FIFO choice says above the statement (docs/books.md §6.11): cost of goods is posted at the branch's
 * valuation, and a branch on the moving average keeps no FIFO layers, so its FIFO cost is not shown as a figure
 * the books do not hold: the line names the method instead.
 */
export const costBasisText = (valuation: ProfitAndLossAnswer['Valuation']): string =>
  valuation === 'FIFO'
    ? 'This branch values its stock by FIFO: cost of goods below is the FIFO cost, as posted.'
    : 'This branch values its stock by moving average (Inventory settings, Stock valuation): cost of goods below is at the ' +
      'moving average, as posted. A FIFO cost is not kept for stock valued by moving average.';

export function CostBasisNote({ valuation }: { valuation: ProfitAndLossAnswer['Valuation'] }) {
  return (
    <Alert variation={valuation === 'FIFO' ? 'info' : 'warning'} role="status">
      {costBasisText(valuation)}
    </Alert>
  );
}

/** What the unit-cost choice says above the statement: what the difference is, and the part without a unit cost. */
export function UnitCostNote({ noUnitP }: { noUnitP: number }) {
  return (
    <Alert variation={noUnitP !== 0 ? 'warning' : 'info'} role="status">
      {unitCostText(noUnitP)}
    </Alert>
  );
}

/**
 * The two choices, as radio rows a keyboard moves through; Margin only for whoever holds report 503, Unit cost
 * only for whoever holds report 502.
 */
export function ProfitViewFields({
  view,
  canMargin,
  canUnitCost,
  onChange,
}: {
  view: ProfitView;
  canMargin: boolean;
  canUnitCost: boolean;
  onChange: (view: ProfitView) => void;
}) {
  return (
    <div className="kk-list-filters">
      {canMargin ? (
        <RadioGroupField
          legend="Show"
          name="View"
          direction="row"
          size="small"
          value={view.View}
          onChange={(e) => onChange({ ...view, View: e.target.value as ProfitView['View'] })}
        >
          <Radio value="Statement">Statement</Radio>
          <Radio value="Margin">Margin</Radio>
        </RadioGroupField>
      ) : null}
      {view.View === 'Statement' ? (
        <RadioGroupField
          legend="Cost of goods"
          name="Cost"
          direction="row"
          size="small"
          value={view.Cost}
          onChange={(e) => onChange({ ...view, Cost: e.target.value as ProfitView['Cost'] })}
        >
          <Radio value="Posted">As posted</Radio>
          <Radio value="FIFO">FIFO</Radio>
          {canUnitCost ? <Radio value="Unit">Unit cost</Radio> : null}
        </RadioGroupField>
      ) : null}
    </div>
  );
}
