import ScienceIcon from '@mui/icons-material/Science';
import { Alert, Avatar, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Form, useCheckAuth, useLocaleState, useLogin, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { LoginError, readAuthUser } from '../../../authProvider';
import { store } from '../../../authProvider/store';
import dataProvider from '../../../dataProvider';
import { useToast } from '../../../lib/useToast';
import { LanguageMenu } from '../../layout/LanguageMenu';
import { loadAppLayout } from '../../layout/loadAppLayout';
import { loadDashboardPage } from '../Dashboard/loadDashboardPage';
import { LoginField } from './LoginField';
import { PRERENDER_ID } from './signInKit';
import { type LoginValues, validateLogin } from './validateLogin';

/**
 * Where sign-in leads: the shell's and the dashboard's code (which also starts the dashboard's calls). Fetched once
 * (a dynamic import is cached: the routes' React.lazy then find them loaded); a failure here is retried by the route.
 */
const loadSignedIn = () => {
  loadAppLayout().catch(() => undefined);
  return loadDashboardPage();
};

/** What was typed into the build-time copy before the scripts ran, so taking over keeps it. */
const typedBeforeScripts = (): Partial<LoginValues> => {
  if (typeof document === 'undefined') return {};
  const copy = document.querySelector(`#${PRERENDER_ID} > div:not([hidden])`);
  const value = (name: string) => copy?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value || undefined;
  return { email: value('email'), password: value('password') };
};

/** Sign-in screen (SPEC §2 Login, §5, §8). */
export const LoginPage = () => {
  const translate = useTranslate();
  // English shows the server's own wording of a refusal it names no code for (`detail`).
  const [locale] = useLocaleState();
  const login = useLogin();
  const toast = useToast();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Local state: the error is cleared whenever the screen opens.
  const [error, setError] = useState<{ key: string; params?: Record<string, string | number> }>();
  const [submitting, setSubmitting] = useState(false);
  const [typed] = useState(typedBeforeScripts);
  // This page takes the place of its build-time copy before the browser paints again.
  useLayoutEffect(() => document.getElementById(PRERENDER_ID)?.remove(), []);
  // The signed-in code starts downloading at the first sign of a sign-in (a field focused or touched), so on a slow
  // link it arrives while the user types instead of after Log In (docs/PERFORMANCE.md); once per page.
  const warmedUp = useRef(false);
  const warmUp = () => {
    if (warmedUp.current) return;
    warmedUp.current = true;
    loadSignedIn().catch(() => undefined);
  };

  // Already signed in: go to the app.
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  const submit = async (values: Partial<LoginValues>) => {
    setError(undefined);
    setSubmitting(true);
    toast.progress('app.login.logging_in');
    // The credentials go out first; the signed-in code downloads while they are checked (the browser's six
    // connections would otherwise queue the sign-in behind it).
    const signingIn = login({ email: values.email?.trim(), password: values.password });
    const dashboard = loadSignedIn();
    try {
      await signingIn;
      toast.success('app.login.success');
      // An administrator's dashboard calls start now, in parallel with starting the app (docs/PERFORMANCE.md).
      if (readAuthUser()?.role === 'admin')
        dashboard.then(m => m.prefetchDashboard(queryClient, dataProvider, store)).catch(() => undefined);
    } catch (failure) {
      const detail = failure instanceof Error && failure.message ? failure.message : 'app.login.network_error';
      const params = failure instanceof LoginError ? failure.params : undefined;
      // `detail` is a translation key (authProvider's LoginError).
      setError({ key: detail, params });
      toast.error('app.login.failed');
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: { xs: 0, sm: 2 },
      }}
    >
      <Card sx={{ width: { xs: '100%', md: '45%' }, overflow: 'visible' }}>
        <Box
          sx={{
            bgcolor: 'rgba(85, 110, 230, 0.22)',
            px: 3,
            pt: 3,
            pb: 5,
            borderRadius: '6px 6px 0 0',
            position: 'relative',
          }}
        >
          {/* The language is chosen before signing in and kept for the app (react-admin's `locale` store key). */}
          <Box sx={{ position: 'absolute', top: 8, right: 8, color: 'primary.main' }}>
            <LanguageMenu />
          </Box>
          <Typography variant="h5" component="h1" color="primary" sx={{ fontWeight: 600, pr: { xs: 6, sm: 18 } }}>
            {translate('app.login.title')}
          </Typography>
          <Typography color="primary">{translate('app.login.subtitle')}</Typography>
        </Box>
        <CardContent sx={{ px: 3, pt: 0 }} onFocusCapture={warmUp} onPointerDownCapture={warmUp}>
          <Avatar sx={{ width: 64, height: 64, mt: -4, mb: 2, bgcolor: 'primary.main', border: '4px solid #fff' }}>
            <ScienceIcon aria-hidden />
          </Avatar>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {locale === 'en' && error.params?.detail
                ? error.params.detail
                : translate(error.key, { _: error.key, ...error.params })}
            </Alert>
          )}
          <Form<Partial<LoginValues>>
            defaultValues={typed}
            onSubmit={submit}
            validate={validateLogin}
            mode="onTouched"
            disableInvalidFormNotification
            noValidate
          >
            {/* Not react-admin's TextInput/PasswordInput: they pass MUI the `InputProps` it no longer takes, which
                lands on the field as `InputProps="[object Object]"` (in the build-time copy's HTML too). */}
            <LoginField
              source="email"
              type="email"
              label="app.login.username"
              placeholder={translate('app.login.username_placeholder')}
              autoComplete="username"
            />
            <LoginField
              source="password"
              label="app.login.password"
              placeholder={translate('app.login.password_placeholder')}
              autoComplete="current-password"
            />
            <Button type="submit" variant="contained" fullWidth loading={submitting} sx={{ mt: 2, mb: 1, py: 1 }}>
              {translate('app.login.submit')}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};
