import { FunctionField, type RaRecord } from 'react-admin';

import { useOrderLabels } from './orderLabels';

// The list's cells, apart from the hook: the dashboard's payables card uses the hook alone, and FunctionField would
// otherwise join the signed-in code /login fetches (tests/e2e/loading.spec.ts).
/** The payables list's Status cell (table and phone card). */
export const PayableStatusField = ({ source = 'Status' }: { source?: string }) => {
  const { status } = useOrderLabels();
  return <FunctionField source={source} render={(record: RaRecord) => status(record[source])} />;
};

/** The payables list's Payment Type cell (table and phone card). */
export const PaymentTypeField = ({ source = 'PaymentType' }: { source?: string }) => {
  const { paymentType } = useOrderLabels();
  return <FunctionField source={source} render={(record: RaRecord) => paymentType(record[source])} />;
};
