/**
 * An administrator row's actions — block or unblock, reset the password, end the sessions — each behind a
 * confirmation (the reset: a dialog where the new password is typed twice), with progress, success and error toasts.
 * Whether an action applies is the contract's `when` (contracts/administrators.ts), the rule of the API's 409 too;
 * one that does not is disabled and says why (a tooltip that focus and a tap also open, and the button's description).
 */
import BlockIcon from '@mui/icons-material/BlockOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import LogoutIcon from '@mui/icons-material/LogoutOutlined';
import PasswordIcon from '@mui/icons-material/PasswordOutlined';
import {
  Box,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import {
  Confirm,
  HttpError,
  SaveButton,
  SaveContextProvider,
  useDataProvider,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';

import { typedTwice } from '../../contracts/account';
import {
  administratorPassword,
  type AdministratorRecord,
  administratorsContract,
} from '../../contracts/administrators';
import { unmetCondition } from '../../contracts/defineResource';
import type { LabHubDataProvider } from '../../dataProvider';
import { useToast } from '../../lib/useToast';
import { ContractForm, serverFieldErrors } from '../common/ContractForm';
import { inputsOf } from '../generic/contractParts';

const R = 'resources.administrators.';
const actions = administratorsContract.actions;

type ActionName = keyof typeof actions;

/**
 * Why an action does not apply to an administrator: `reasons.<action>.<field>` of the first field of its `when`
 * (the API's 409 rule) they do not hold; ending the sessions of one who has none is not offered either.
 */
function reasonAgainst(action: ActionName, admin: AdministratorRecord): string | undefined {
  const field =
    unmetCondition(actions[action], admin) ??
    (action === 'endSessions' && admin.sessions === 0 ? 'sessions' : undefined);
  return field ? `${R}reasons.${action}.${field}` : undefined;
}

/** Runs an action on one administrator with its toasts, then reloads the list. */
const useAdministratorAction = () => {
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const toast = useToast();
  const refresh = useRefresh();
  return async (
    action: ActionName,
    admin: AdministratorRecord,
    wording: { doing: string; done: string; error: string },
    data?: Record<string, unknown>,
  ) => {
    toast.progress(`${R}notifications.${wording.doing}`);
    try {
      const { data: reply } = await dataProvider.action<{ ended_sessions?: number }>('administrators', action, {
        id: admin.id,
        ...(data ? { data } : {}),
      });
      toast.success(`${R}notifications.${wording.done}`, { smart_count: reply.ended_sessions ?? 0 });
      refresh();
      return reply;
    } catch (error) {
      toast.error(`${R}notifications.${wording.error}`, undefined, error);
      refresh();
      throw error;
    }
  };
};

/** An icon button with its label; disabled with the reason as its tooltip and description when `reason` is given. */
const ActionIcon = ({
  label,
  reason,
  color,
  onClick,
  children,
}: {
  label: string;
  reason?: string;
  color: 'primary' | 'warning' | 'error';
  onClick: () => void;
  children: ReactNode;
}) => {
  const reasonId = useId();
  const button = (
    <IconButton
      aria-label={label}
      aria-describedby={reason ? reasonId : undefined}
      size="small"
      color={color}
      disabled={Boolean(reason)}
      onClick={event => {
        event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </IconButton>
  );
  if (!reason)
    return (
      <Tooltip title={label}>
        <span>{button}</span>
      </Tooltip>
    );
  return (
    <Tooltip title={reason} enterTouchDelay={0} describeChild>
      {/* Focusable, so the keyboard reaches the reason of a disabled action. */}
      <span tabIndex={0} data-disabled-reason={reason} onClick={event => event.stopPropagation()}>
        {button}
        <Box component="span" id={reasonId} sx={{ display: 'none' }}>
          {reason}
        </Box>
      </span>
    </Tooltip>
  );
};

export const AdministratorActions = ({
  onResetPassword,
}: {
  label?: string;
  onResetPassword: (admin: AdministratorRecord) => void;
}) => {
  const record = useRecordContext<AdministratorRecord>();
  const translate = useTranslate();
  const run = useAdministratorAction();
  const [confirming, setConfirming] = useState<'block' | 'unblock' | 'endSessions'>();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const args = { email: record.email };
  const reason = (action: ActionName) => {
    const key = reasonAgainst(action, record);
    return key ? translate(key) : undefined;
  };
  const toggle = record.is_active ? 'block' : 'unblock';
  const confirmKey = confirming === 'endSessions' ? 'end_sessions' : confirming;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      <ActionIcon
        label={translate(`${R}actions.${toggle}`, args)}
        reason={reason(toggle)}
        color={toggle === 'block' ? 'warning' : 'primary'}
        onClick={() => setConfirming(toggle)}
      >
        {toggle === 'block' ? <BlockIcon fontSize="small" /> : <LockOpenIcon fontSize="small" />}
      </ActionIcon>
      <ActionIcon
        label={translate(`${R}actions.reset_password`, args)}
        reason={reason('resetPassword')}
        color="primary"
        onClick={() => onResetPassword(record)}
      >
        <PasswordIcon fontSize="small" />
      </ActionIcon>
      <ActionIcon
        label={translate(`${R}actions.end_sessions`, args)}
        reason={reason('endSessions')}
        color="error"
        onClick={() => setConfirming('endSessions')}
      >
        <LogoutIcon fontSize="small" />
      </ActionIcon>
      <Confirm
        isOpen={Boolean(confirming)}
        loading={busy}
        title={`${R}confirm.${confirmKey}_title`}
        translateOptions={args}
        content={`${R}confirm.${confirmKey}_content`}
        confirm={`${R}confirm.yes_${confirmKey}`}
        confirmColor={confirming === 'unblock' ? 'primary' : 'warning'}
        onClose={() => setConfirming(undefined)}
        onConfirm={() => {
          const action = confirming!;
          setConfirming(undefined);
          setBusy(true);
          const wording =
            action === 'endSessions'
              ? { doing: 'ending', done: 'ended', error: 'end_error' }
              : action === 'block'
                ? { doing: 'blocking', done: 'blocked', error: 'block_error' }
                : { doing: 'unblocking', done: 'unblocked', error: 'unblock_error' };
          run(action, record, wording)
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }}
      />
    </Box>
  );
};

/** The reset form: the new password twice (the same rule as everywhere: letters and digits, at least 12). */
const resetForm = typedTwice(administratorPassword);
const resetInputs = inputsOf(administratorsContract, resetForm, undefined, {
  parts: {
    password: { label: `${R}reset.password`, helperText: 'app.account.password.hint' },
    confirm_password: { label: `${R}reset.confirm` },
  },
});

export const ResetPasswordDialog = ({ record, onClose }: { record?: AdministratorRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const run = useAdministratorAction();
  const [saving, setSaving] = useState(false);
  if (!record) return null;
  const save = async (values: { password: string }) => {
    setSaving(true);
    try {
      await run(
        'resetPassword',
        record,
        { doing: 'resetting', done: 'reset', error: 'reset_error' },
        {
          password: values.password,
        },
      );
      onClose();
      return undefined;
    } catch (error) {
      const errors = ((error as HttpError).body as { errors?: Record<string, string> } | undefined)?.errors;
      return serverFieldErrors(errors, 'administrator');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate(`${R}reset.title`, { email: record.email })}</DialogTitle>
      <SaveContextProvider value={{ save: save as never, saving, mutationMode: 'pessimistic' }}>
        <ContractForm
          schema={resetForm}
          rules="administrator"
          progress={`${R}notifications.resetting`}
          component={DialogBody}
          toolbar={
            <DialogActions>
              <MuiButton color="inherit" onClick={onClose} disabled={saving}>
                {translate(`${R}reset.cancel`)}
              </MuiButton>
              <SaveButton label={`${R}reset.submit`} icon={<PasswordIcon />} alwaysEnable />
            </DialogActions>
          }
        >
          <DialogContentText sx={{ mb: 2 }}>{translate(`${R}reset.intro`)}</DialogContentText>
          {resetInputs}
        </ContractForm>
      </SaveContextProvider>
    </Dialog>
  );
};

/** The dialog's content area around the form's inputs. */
export const DialogBody = ({ children }: { children: ReactNode }) => <DialogContent dividers>{children}</DialogContent>;
