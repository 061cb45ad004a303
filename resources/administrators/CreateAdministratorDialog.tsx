/**
 * Adding an administrator: their email, an optional name and a first password the adding administrator types twice
 * (the same rule as everywhere: letters and digits, at least 12), checked by the contract's schema here and on the
 * server; a taken email or a guessable password comes back onto its field with the typed values kept.
 */
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { Button as MuiButton, Dialog, DialogActions, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import {
  type HttpError,
  SaveButton,
  SaveContextProvider,
  useDataProvider,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';

import { typedTwice } from '../../contracts/account';
import { administratorCreate, administratorsContract } from '../../contracts/administrators';
import type { LabHubDataProvider } from '../../dataProvider';
import { useToast } from '../../lib/useToast';
import { ContractForm, serverFieldErrors } from '../common/ContractForm';
import { inputsOf } from '../generic/contractParts';
import { DialogBody } from './AdministratorActions';

const R = 'resources.administrators.';

/** The contract's body (the API's rules) with the first password typed twice. */
const createForm = typedTwice(administratorCreate);

/** The contract's inputs, the passwords in this form's words. */
const inputs = inputsOf(administratorsContract, createForm, undefined, {
  parts: {
    name: { autoComplete: 'off' },
    password: { label: `${R}create.password`, helperText: 'app.account.password.hint' },
    confirm_password: { label: `${R}create.confirm` },
  },
});

export const CreateAdministratorDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const toast = useToast();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);
  if (!open) return null;
  const save = async (values: z.output<typeof createForm>) => {
    setSaving(true);
    try {
      await dataProvider.create('administrators', { data: values });
      toast.success(`${R}notifications.created`);
      refresh();
      onClose();
      return undefined;
    } catch (error) {
      const errors = ((error as HttpError).body as { errors?: Record<string, string> } | undefined)?.errors;
      if (errors && Object.keys(errors).length) return serverFieldErrors(errors, 'administrator');
      toast.error(`${R}notifications.create_error`, undefined, error);
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(`${R}create.title`)}</DialogTitle>
      <SaveContextProvider value={{ save: save as never, saving, mutationMode: 'pessimistic' }}>
        <ContractForm
          schema={createForm}
          rules="administrator"
          progress={`${R}notifications.creating`}
          component={DialogBody}
          toolbar={
            <DialogActions>
              <MuiButton color="inherit" onClick={onClose} disabled={saving}>
                {translate(`${R}create.cancel`)}
              </MuiButton>
              <SaveButton label={`${R}create.submit`} icon={<PersonAddIcon />} alwaysEnable />
            </DialogActions>
          }
        >
          <DialogContentText sx={{ mb: 2 }}>{translate(`${R}create.intro`)}</DialogContentText>
          {inputs}
        </ContractForm>
      </SaveContextProvider>
    </Dialog>
  );
};
