import BlockIcon from '@mui/icons-material/BlockOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';

import type { LabActionName } from './useLabAction';

const ICONS = { verify: VerifiedIcon, reject: DeleteIcon, block: BlockIcon, unblock: LockOpenIcon };

export const LabActionIcon = ({ action }: { action: LabActionName }) => {
    const Icon = ICONS[action];
    return <Icon fontSize="small" />;
};
