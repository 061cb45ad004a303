import { createElement } from 'react';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';

import { lazyScreen } from '../lazyScreen';
import type { ResourceDefinition } from '../types';

const HistoryList = lazyScreen(() => import('./HistoryList'), 'HistoryList');
const HistoryShow = lazyScreen(() => import('./HistoryShow'), 'HistoryShow');

/** History: the audit log (who did what to which record, when), for administrators (contracts/history.ts). */
const history: ResourceDefinition = {
    name: 'history',
    icon: HistoryIcon,
    recordRepresentation: record => `${String(record.action ?? '')} ${String(record.entity_id ?? '')}`.trim(),
    routes: [
        { path: '/history', element: createElement(HistoryList) },
        { path: '/history/:id', element: createElement(HistoryShow) },
    ],
    menu: '/history',
};

export default history;
