import { GenericList } from '../generic/GenericList';
import { useOrderLabels } from '../payables/orderLabels';
import { MarkReceivedButton } from './MarkReceivedButton';
import { ReceivableTotalsCards } from './ReceivableTotalsCards';

/**
 * `/accountsrecievable` (designed, docs/DECISIONS.md): cash orders whose commission labs owe the platform. Totals row
 * over every receivable, then the contract's list (contracts/receivables.ts `view`: 10 per page, orderId descending) with
 * the status as its contract's badge and Mark received on each pending row.
 */
export const ReceivableList = () => {
  const { paymentType } = useOrderLabels();
  return (
    <>
      <ReceivableTotalsCards />
      <GenericList
        resource="receivables"
        rowActions={<MarkReceivedButton />}
        rowActionsLabel="resources.receivables.fields.actions"
        exportCells={{ PaymentType: r => paymentType(r.PaymentType) }}
      />
    </>
  );
};
