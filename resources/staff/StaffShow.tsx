import { Avatar, Box, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';

import { DetailShow } from '../common/DetailShow';
import { DateField } from '../common/fields';
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
      rows={[
        { field: 'email', render: member => member.email },
        { field: 'contact_number', render: member => member.contact_number },
        { field: 'CNIC', render: member => member.CNIC },
        { field: 'date_joined', render: () => <DateField source="date_joined" component="span" /> },
      ]}
    />
  );
};
