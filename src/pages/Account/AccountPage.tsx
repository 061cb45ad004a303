import LogoutIcon from '@mui/icons-material/Logout';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  Confirm,
  type HttpError,
  PasswordInput,
  SaveButton,
  SaveContextProvider,
  Title,
  useDataProvider,
  useLogout,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';

import { passwordChangeForm, type SessionRecord } from '../../../contracts/account';
import type { LabHubDataProvider } from '../../../dataProvider';
import { useFormatters } from '../../../lib/format';
import { useToast } from '../../../lib/useToast';
import { ContractForm } from '../../../resources/common/ContractForm';
import { LoadError } from '../../../resources/common/LoadError';
import { describeUserAgent } from './userAgent';

const A = 'app.account.';
const SESSIONS_QUERY = ['account', 'sessions'];

const FormContent = ({ children }: { children: ReactNode }) => (
  <CardContent sx={{ pt: 0, maxWidth: 480 }}>{children}</CardContent>
);

/** Change my password: the contract's form (contracts/account.ts), the API's field errors on their inputs. */
const PasswordCard = () => {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  // A new form after a change: the three fields empty again.
  const [generation, setGeneration] = useState(0);

  const save = async (values: FieldValues) => {
    setSaving(true);
    try {
      const { data } = await dataProvider.call<{ ended_sessions: number }>('changePassword', {
        data: { current_password: values.current_password, new_password: values.new_password },
      });
      toast.success(`${A}password.changed`, { smart_count: data.ended_sessions });
      setGeneration(g => g + 1);
      // The other sessions have ended: the list below shows it.
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY });
      return undefined;
    } catch (error) {
      const errors = ((error as HttpError).body as { errors?: Record<string, string> } | undefined)?.errors;
      if (errors && Object.keys(errors).length) return errors;
      toast.error(`${A}password.error`, undefined, error);
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="account-password-title">
      <CardHeader
        id="account-password-title"
        title={translate(`${A}password.title`)}
        subheader={translate(`${A}password.intro`)}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <SaveContextProvider value={{ save: save as never, saving, mutationMode: 'pessimistic' }}>
        <ContractForm
          key={generation}
          schema={passwordChangeForm}
          rules="account"
          progress={`${A}password.changing`}
          component={FormContent}
          toolbar={
            <CardActions sx={{ px: 2, pb: 2 }}>
              <SaveButton label={`${A}password.submit`} alwaysEnable />
            </CardActions>
          }
        >
          <PasswordInput
            source="current_password"
            label={`${A}password.current`}
            autoComplete="current-password"
            fullWidth
          />
          <PasswordInput
            source="new_password"
            label={`${A}password.new`}
            helperText={`${A}password.hint`}
            autoComplete="new-password"
            fullWidth
          />
          <PasswordInput
            source="confirm_password"
            label={`${A}password.confirm`}
            autoComplete="new-password"
            fullWidth
          />
        </ContractForm>
      </SaveContextProvider>
    </Card>
  );
};

/** My sessions: where I am signed in, ending one, and signing out everywhere. */
const SessionsCard = () => {
  const translate = useTranslate();
  const toast = useToast();
  const logout = useLogout();
  const { dateTime } = useFormatters();
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const [confirmAll, setConfirmAll] = useState(false);
  const sessions = useQuery({
    queryKey: SESSIONS_QUERY,
    queryFn: async () => (await dataProvider.call<SessionRecord[]>('mySessions')).data,
  });
  const end = useMutation({
    mutationFn: (id: string) => dataProvider.call('endMySession', { params: { id } }),
    onSuccess: () => {
      toast.success(`${A}sessions.ended`);
      void sessions.refetch();
    },
    onError: error => toast.error(`${A}sessions.end_error`, undefined, error),
  });
  const endAll = useMutation({
    mutationFn: () => dataProvider.call('endAllMySessions'),
    onSuccess: () => void logout(),
    onError: error => toast.error(`${A}sessions.end_error`, undefined, error),
  });

  return (
    <Card component="section" aria-labelledby="account-sessions-title">
      <CardHeader
        id="account-sessions-title"
        title={translate(`${A}sessions.title`)}
        subheader={translate(`${A}sessions.intro`)}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {sessions.error ? (
          <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : sessions.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        ) : (
          <List disablePadding data-testid="account-sessions">
            {sessions.data.map(session => (
              <ListItem
                key={session.id}
                divider
                disableGutters
                sx={{ flexWrap: 'wrap', gap: 1 }}
                secondaryAction={
                  session.current ? undefined : (
                    <Button
                      size="small"
                      onClick={() => end.mutate(session.id)}
                      disabled={end.isPending}
                      aria-label={`${translate(`${A}sessions.end`)}: ${describeUserAgent(session.user_agent) ?? translate(`${A}sessions.unknown_device`)}`}
                    >
                      {translate(`${A}sessions.end`)}
                    </Button>
                  )
                }
              >
                <ListItemText
                  sx={{ pr: session.current ? 0 : 12 }}
                  primary={
                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <span>{describeUserAgent(session.user_agent) ?? translate(`${A}sessions.unknown_device`)}</span>
                      {session.current && (
                        <Chip size="small" color="primary" label={translate(`${A}sessions.this_device`)} />
                      )}
                    </Box>
                  }
                  secondary={[
                    translate(`${A}sessions.last_used`, { date: dateTime(session.last_used_at) }),
                    translate(`${A}sessions.started`, { date: dateTime(session.created_at) }),
                    session.ip ? translate(`${A}sessions.from`, { ip: session.ip }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button color="error" variant="outlined" startIcon={<LogoutIcon />} onClick={() => setConfirmAll(true)}>
          {translate(`${A}sessions.end_all`)}
        </Button>
      </CardActions>
      <Confirm
        isOpen={confirmAll}
        loading={endAll.isPending}
        title={`${A}sessions.end_all_title`}
        content={`${A}sessions.end_all_content`}
        confirm={`${A}sessions.end_all_confirm`}
        confirmColor="warning"
        onClose={() => setConfirmAll(false)}
        onConfirm={() => endAll.mutate()}
      />
    </Card>
  );
};

/** My account: change my password, see where I am signed in and end those sessions. */
export const AccountPage = () => {
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
      <Title title={`${A}title`} />
      <PasswordCard />
      <SessionsCard />
    </Box>
  );
};
