import { useQueryClient } from '@tanstack/react-query';
import { createElement, useEffect, useEffectEvent, useState } from 'react';
import { useDataProvider, useLogout, useNotify } from 'react-admin';

import { refreshAccessToken } from '../../authProvider/session';
import { authHeader, readAuthUser } from '../../authProvider/storage';
import { routingAction } from '../../contracts/routing';
import type { LabHubDataProvider } from '../../dataProvider';
import { API_URL, TOAST_DURATION_MS } from '../../lib/config';
import type { AppNotificationRecord } from '../../resources/notifications/targets';
import { useNotificationText } from '../../resources/notifications/text';
import { createDeduper, notificationKey } from './dedup';
import { NotificationToast } from './NotificationToast';
import { firebaseConfigFrom, startPush } from './push';
import { openEventStream, type StreamStatus } from './sse';

/** One memory for every way a notification arrives (stream, push), so each shows one toast. */
const shownNotifications = createDeduper();

/** Shows a notification's toast once, and refreshes the unread badge and the notification lists. */
const useNotificationArrival = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const text = useNotificationText();
  return (n: {
    id?: number | string;
    Title?: string;
    Body?: string;
    Key?: string | null;
    Params?: Record<string, string | number> | null;
  }) => {
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    if (!shownNotifications.first(notificationKey(n))) return;
    // In the reader's language when the notification carries its key (./text.ts).
    const { title, body } = text({
      Title: String(n.Title ?? ''),
      Body: String(n.Body ?? ''),
      Key: n.Key,
      Params: n.Params,
    });
    notify(createElement(NotificationToast, { title, body }), {
      type: 'info',
      autoHideDuration: TOAST_DURATION_MS,
    });
  };
};

/**
 * Keeps the notification stream open while signed in: new notifications update the badge, the dropdown and the
 * page without a reload, and show a toast. Returns the stream's state (for a "reconnecting" hint).
 */
export const useLiveNotifications = (): StreamStatus => {
  const arrive = useNotificationArrival();
  const logout = useLogout();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const signedIn = readAuthUser() !== null;
  // The latest render's handler, without reopening the stream when it changes.
  const onArrival = useEffectEvent(arrive);

  useEffect(() => {
    if (!signedIn) return undefined;
    return openEventStream({
      url: `${API_URL}${routingAction('notifications', 'stream').path}`,
      headers: authHeader,
      onUnauthorized: async () => (await refreshAccessToken()) !== null,
      onStatus: setStatus,
      onDenied: status => {
        if (status === 401) void logout();
      },
      onEvent: event => {
        if (event.event !== 'notification') return;
        try {
          onArrival(JSON.parse(event.data) as AppNotificationRecord);
        } catch {
          // a malformed event is skipped
        }
      },
    });
  }, [signedIn, logout]);
  return status;
};

/** Optional Firebase push (src/notifications/push.ts): off without the VITE_FIREBASE_* config. */
export const usePushNotifications = () => {
  const arrive = useNotificationArrival();
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const onArrival = useEffectEvent(arrive);
  const email = readAuthUser()?.email;
  useEffect(() => {
    if (!email) return;
    void startPush({
      config: firebaseConfigFrom(import.meta.env),
      userEmail: email,
      registerDevice: device => dataProvider.registerDevice(device),
      onForeground: n => onArrival(n),
    });
  }, [email, dataProvider]);
};
