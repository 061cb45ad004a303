import HistoryIcon from '@mui/icons-material/HistoryOutlined';

import type { ResourceOverride } from '../types';

/** History's own icon; its screens are the generic read-only ones, from contracts/history.ts (`view`). */
export default { icon: HistoryIcon } satisfies ResourceOverride;
