import { Avatar, Box, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';

import { staffContract } from '../../contracts/staff';
import { DetailShow } from '../common/DetailShow';
import { detailRowsOf } from '../generic/contractParts';
import { STAFF_PATHS } from './paths';
import type { Staff } from './types';

/** `/staffdetails/:id` (SPEC §2 Staff): one staff member, by email or numeric id (the API accepts both). */
export const StaffShow = () => {
  const { id } = useParams<'id'>();
  return (
    <DetailShow<Staff>
      resource="staff"
      id={id!}
      listPath={STAFF_PATHS.list}
      maxWidth={800}
      heading={member => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>{member.name.charAt(0).toUpperCase()}</Avatar>
          <Typography variant="h5" component="h2">
            {member.name}
          </Typography>
        </Box>
      )}
      rows={detailRowsOf(staffContract)}
    />
  );
};
