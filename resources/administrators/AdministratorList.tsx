/**
 * `/administrators`: the administrators' accounts — the contract's list (contracts/administrators.ts `view`: email,
 * name, status, latest sign-in, live sessions; the status filter beside the search) with "You" beside your own email,
 * the status badge, adding one, and each row's block / unblock, password reset and ending their sessions. An action
 * that does not apply to a row (the contract's `when`: yourself, the last active administrator) is disabled and says
 * why.
 */
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';

import type { AdministratorRecord } from '../../contracts/administrators';
import { ExportToolbar } from '../common/ResourceList';
import { StatusBadge } from '../common/StatusBadge';
import { GenericList } from '../generic/GenericList';
import { AdministratorActions, ResetPasswordDialog } from './AdministratorActions';
import { CreateAdministratorDialog } from './CreateAdministratorDialog';

const R = 'resources.administrators.';

/** Active or Blocked, in the status filter's words. */
const STATUS_LOOKS = {
  true: { color: 'success', label: `${R}filters.is_active.true`, data: 'active' },
  false: { color: 'error', label: `${R}filters.is_active.false`, data: 'blocked' },
} as const;

/** The email, and "You" beside the administrator who looks. */
const EmailCell = () => {
  const record = useRecordContext<AdministratorRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {record.email}
      </Typography>
      {record.is_you && <Chip size="small" variant="outlined" label={translate(`${R}list.you`)} sx={{ ml: 1 }} />}
    </>
  );
};

const cells = {
  email: <EmailCell />,
  is_active: <StatusBadge source="is_active" looks={STATUS_LOOKS} otherwise={STATUS_LOOKS.false} />,
};

export const AdministratorList = () => {
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<AdministratorRecord>();
  return (
    <>
      <GenericList
        resource="administrators"
        cells={cells}
        actions={
          <ExportToolbar>
            <Button label={`${R}list.add`} variant="contained" onClick={() => setAdding(true)}>
              <PersonAddIcon />
            </Button>
          </ExportToolbar>
        }
        rowActions={<AdministratorActions onResetPassword={setResetting} />}
        empty={<NoMatch />}
      />
      <CreateAdministratorDialog open={adding} onClose={() => setAdding(false)} />
      <ResetPasswordDialog record={resetting} onClose={() => setResetting(undefined)} />
    </>
  );
};

/** A search or filter that matches nobody (the list itself always holds the administrator who looks). */
const NoMatch = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate(`${R}list.empty`)}
    </Typography>
  );
};
