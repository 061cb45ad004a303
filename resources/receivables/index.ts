import { createElement } from 'react';
import ReceivablesIcon from '@mui/icons-material/RequestQuoteOutlined';

import { lazyScreen } from '../lazyScreen';
import type { ResourceDefinition } from '../types';
import type { Receivable } from './types';

const ReceivableList = lazyScreen(() => import('./ReceivableList'), 'ReceivableList');

/** Accounts Receivable (designed screen, docs/DECISIONS.md) at its SPEC path. */
const receivables: ResourceDefinition = {
    name: 'receivables',
    icon: ReceivablesIcon,
    recordRepresentation: record => String((record as Partial<Receivable>).orderId ?? ''),
    routes: [{ path: '/accountsrecievable', element: createElement(ReceivableList) }],
};

export default receivables;
