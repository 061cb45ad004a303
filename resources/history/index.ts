import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import { createElement } from 'react';

import { lazyScreen } from '../lazyScreen';
import type { ResourceOverride } from '../types';

const HistoryList = lazyScreen(() => import('./HistoryScreens'), 'HistoryList');
const HistoryShow = lazyScreen(() => import('./HistoryScreens'), 'HistoryShow');

/**
 * History's icon and screens of its own over the read-only resource of contracts/history.ts, at the generic paths: the
 * actions as translated labels, each record by its name linking to it, the details as before → after.
 */
export default {
  icon: HistoryIcon,
  routes: [
    { path: '/history', element: createElement(HistoryList) },
    { path: '/history/:id', element: createElement(HistoryShow) },
  ],
} satisfies ResourceOverride;
