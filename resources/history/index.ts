import HistoryIcon from '@mui/icons-material/HistoryOutlined';

import { defineScreens, lazyScreen } from '../lazyScreen';

/** History: the audit log (who did what to which record, when), for administrators (contracts/history.ts). */
export default defineScreens({
    name: 'history',
    icon: HistoryIcon,
    recordRepresentation: record => `${String(record.action ?? '')} ${String(record.entity_id ?? '')}`.trim(),
    screens: {
        '/history': lazyScreen(() => import('./HistoryList'), 'HistoryList'),
        '/history/:id': lazyScreen(() => import('./HistoryShow'), 'HistoryShow'),
    },
    menu: '/history',
});
