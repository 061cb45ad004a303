import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import { Alert, Button } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useNotify, usePermissions, useTranslate } from 'react-admin';

import { authFetch } from '../../authProvider/session';
import { API_URL } from '../../lib/config';

interface ThrottleStatus {
  email: string;
  locked: boolean;
  failures: number;
  retry_after: number;
}

const throttleUrl = (email: string) => `${API_URL}/auth/throttle/${encodeURIComponent(email)}`;

/**
 * On the lab overview, for administrators: the lab user's failed sign-ins of the last 15 minutes and, when there are
 * any, a button that unlocks its sign-in (DELETE /auth/throttle/{email}; docs/DECISIONS.md). Shows nothing otherwise.
 */
export const SignInLock = ({ email }: { email: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const isAdmin = usePermissions().permissions === 'admin';
  const key = ['auth-throttle', email];
  const { data } = useQuery({
    queryKey: key,
    enabled: isAdmin,
    queryFn: async (): Promise<ThrottleStatus | null> => {
      const response = await authFetch(throttleUrl(email), { headers: { Accept: 'application/json' } });
      return response.ok ? ((await response.json()) as ThrottleStatus) : null;
    },
  });
  const unlock = useMutation({
    mutationFn: async () => {
      const response = await authFetch(throttleUrl(email), {
        method: 'DELETE',
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw new Error(String(response.status));
    },
    onSuccess: () => {
      notify('resources.labs.overview.signin_unlocked', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: () => notify('ra.notification.http_error', { type: 'error' }),
  });
  if (!isAdmin || !data || data.failures === 0) return null;
  return (
    <Alert
      severity={data.locked ? 'warning' : 'info'}
      // The button goes below the text when both do not fit side by side (a phone, a long language).
      sx={{ mt: 2, flexWrap: 'wrap', '& .MuiAlert-message': { flex: '1 1 16rem', minWidth: 0 } }}
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<LockOpenIcon />}
          disabled={unlock.isPending}
          onClick={() => unlock.mutate()}
        >
          {translate('resources.labs.overview.signin_unlock')}
        </Button>
      }
    >
      <div>{translate('resources.labs.overview.signin_failures', { count: data.failures.toLocaleString(locale) })}</div>
      {data.locked ? <div>{translate('resources.labs.overview.signin_locked')}</div> : null}
    </Alert>
  );
};
