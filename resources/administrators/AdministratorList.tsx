/**
 * `/administrators`: the administrators' accounts (contracts/administrators.ts) — who they are, whether they may sign
 * in, their latest sign-in and live sessions — with adding one, block / unblock, a password reset and ending their
 * sessions. An action that does not apply to a row (the contract's `when`: yourself, the last active administrator)
 * is disabled and says why.
 */
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, SelectInput, useRecordContext, useTranslate } from 'react-admin';

import { type AdministratorRecord, administratorsContract } from '../../contracts/administrators';
import { DateField } from '../common/fields';
import { ExportToolbar, ResourceList } from '../common/ResourceList';
import { StatusBadge } from '../common/StatusBadge';
import { AdministratorActions, ResetPasswordDialog } from './AdministratorActions';
import { CreateAdministratorDialog } from './CreateAdministratorDialog';

const R = 'resources.administrators.';

const filters = [
  <SelectInput
    key="is_active"
    source="is_active"
    label={`${R}fields.is_active`}
    alwaysOn
    choices={[
      { id: 'true', name: `${R}status.active` },
      { id: 'false', name: `${R}status.blocked` },
    ]}
  />,
];

const STATUS_LOOKS = {
  true: { color: 'success', label: `${R}status.active`, data: 'active' },
  false: { color: 'error', label: `${R}status.blocked`, data: 'blocked' },
} as const;

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

const LastSignIn = () => {
  const record = useRecordContext<AdministratorRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return record.last_login_at ? (
    <DateField source="last_login_at" showTime />
  ) : (
    <Typography component="span" variant="body2" color="text.secondary">
      {translate(`${R}list.never`)}
    </Typography>
  );
};

export const AdministratorList = () => {
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<AdministratorRecord>();
  return (
    <>
      <ResourceList<AdministratorRecord>
        contract={administratorsContract}
        filters={filters}
        actions={
          <ExportToolbar>
            <Button label={`${R}list.add`} variant="contained" onClick={() => setAdding(true)}>
              <PersonAddIcon />
            </Button>
          </ExportToolbar>
        }
        rowActions={<AdministratorActions onResetPassword={setResetting} />}
        empty={<NoMatch />}
      >
        <DataTable.Col source="email">
          <EmailCell />
        </DataTable.Col>
        <DataTable.Col source="name" render={(record: AdministratorRecord) => record.name ?? '—'} />
        <DataTable.Col source="is_active">
          <StatusBadge source="is_active" looks={STATUS_LOOKS} otherwise={STATUS_LOOKS.false} />
        </DataTable.Col>
        <DataTable.Col source="last_login_at">
          <LastSignIn />
        </DataTable.Col>
        <DataTable.NumberCol source="sessions" disableSort />
      </ResourceList>
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
