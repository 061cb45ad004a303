import { createElement } from 'react';
import PayablesIcon from '@mui/icons-material/PaymentsOutlined';

import { lazyScreen } from '../lazyScreen';
import type { ResourceDefinition } from '../types';
import type { Payable } from './types';

const PayableList = lazyScreen(() => import('./PayableList'), 'PayableList');

/** Payable Amounts (SPEC §2 Complaints and payables) at its SPEC path. */
const payables: ResourceDefinition = {
    name: 'payables',
    icon: PayablesIcon,
    recordRepresentation: record => String((record as Partial<Payable>).orderId ?? ''),
    routes: [{ path: '/accountspayable', element: createElement(PayableList) }],
};

export default payables;
