import BiotechIcon from '@mui/icons-material/BiotechOutlined';
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';

import type { Lab } from './types';

/** The lab's logo, or a placeholder icon when it has none. */
export const LabLogo = ({
  record: recordProp,
  size = 40,
}: {
  record?: Pick<Lab, 'Logo' | 'name'>;
  size?: number;
  label?: string;
}) => {
  const contextRecord = useRecordContext<Lab>();
  const record = recordProp ?? contextRecord;
  if (!record) return null;
  return record.Logo ? (
    <Avatar
      src={record.Logo}
      alt={record.name}
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: 'background.paper' }}
    />
  ) : (
    <Avatar
      variant="rounded"
      role="img"
      aria-label={record.name}
      data-testid="lab-logo-placeholder"
      sx={{ width: size, height: size, bgcolor: 'action.selected', color: 'text.secondary' }}
    >
      <BiotechIcon fontSize={size > 60 ? 'large' : 'small'} />
    </Avatar>
  );
};
