import HistoryIcon from '@mui/icons-material/HistoryOutlined';

import type { ResourceOverride } from '../types';

/**
 * History's icon; its list and entry are the generic screens of contracts/history.ts: the actions as translated labels
 * (`labelled`), each record by its name linking to it (`anyReference`), the details before → after (`changeList`).
 */
export default { icon: HistoryIcon } satisfies ResourceOverride;
