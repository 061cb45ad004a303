import { createElement } from 'react';
import ReceivablesIcon from '@mui/icons-material/RequestQuoteOutlined';

import type { ResourceDefinition } from '../types';
import { ReceivableList } from './ReceivableList';
import type { Receivable } from './types';

/** Accounts Receivable (designed screen, docs/DECISIONS.md) at its SPEC path. */
const receivables: ResourceDefinition = {
    name: 'receivables',
    icon: ReceivablesIcon,
    recordRepresentation: record => String((record as Partial<Receivable>).orderId ?? ''),
    routes: [{ path: '/accountsrecievable', element: createElement(ReceivableList) }],
};

export default receivables;
