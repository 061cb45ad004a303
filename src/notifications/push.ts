/**
 * Optional Firebase Cloud Messaging (SPEC §4 Push, §7 Devices). With every `VITE_FIREBASE_*` value set, the app
 * asks for permission, gets the registration token, sends `POST /devices {registration_id, user, type: 'web'}` and
 * shows foreground messages as the same de-duplicated toast as the live stream. Without the config nothing is
 * loaded and no request is made. Errors are only logged (SPEC §8).
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

type Env = Record<string, string | boolean | undefined>;

/** The config from the build's environment, or null when any required value is missing (push off). */
export const firebaseConfigFrom = (env: Env): FirebaseWebConfig | null => {
  const get = (key: string) => {
    const value = env[`VITE_FIREBASE_${key}`];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const apiKey = get('API_KEY');
  const projectId = get('PROJECT_ID');
  const messagingSenderId = get('MESSAGING_SENDER_ID');
  const appId = get('APP_ID');
  const vapidKey = get('VAPID_KEY');
  if (!apiKey || !projectId || !messagingSenderId || !appId || !vapidKey) return null;
  return {
    apiKey,
    authDomain: get('AUTH_DOMAIN'),
    projectId,
    storageBucket: get('STORAGE_BUCKET'),
    messagingSenderId,
    appId,
    vapidKey,
  };
};

/** What the foreground handler receives: the same shape as a streamed notification, as far as a push carries it. */
interface PushedNotification {
  id?: string;
  Title: string;
  Body: string;
}

/** The parts of the Firebase SDK used here (loaded on demand). */
export interface FirebaseMessagingApi {
  initializeApp(config: object): unknown;
  getMessaging(app: unknown): unknown;
  getToken(
    messaging: unknown,
    options: { vapidKey: string; serviceWorkerRegistration?: ServiceWorkerRegistration },
  ): Promise<string>;
  onMessage(
    messaging: unknown,
    next: (payload: {
      messageId?: string;
      notification?: { title?: string; body?: string };
      data?: Record<string, string>;
    }) => void,
  ): unknown;
}

const loadFirebase = async (): Promise<FirebaseMessagingApi> => {
  const [app, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  return {
    initializeApp: config => app.initializeApp(config),
    getMessaging: instance => messaging.getMessaging(instance as never),
    getToken: (m, options) => messaging.getToken(m as never, options),
    onMessage: (m, next) => messaging.onMessage(m as never, next),
  };
};

export type PushState = 'disabled' | 'unsupported' | 'denied' | 'registered' | 'error';

export interface StartPushOptions {
  config: FirebaseWebConfig | null;
  userEmail: string;
  registerDevice: (device: { registration_id: string; user: string; type: 'web' }) => Promise<unknown>;
  onForeground: (n: PushedNotification) => void;
  load?: () => Promise<FirebaseMessagingApi>;
  notificationApi?: { requestPermission(): Promise<NotificationPermission> } | undefined;
  serviceWorker?: Pick<ServiceWorkerContainer, 'register'> | undefined;
  log?: (...args: unknown[]) => void;
}

const SERVICE_WORKER_PATH = '/firebase-messaging-sw.js';

export const startPush = async (options: StartPushOptions): Promise<PushState> => {
  const { config } = options;
  if (!config) return 'disabled';
  const log = options.log ?? ((...args: unknown[]) => console.warn(...args));
  const notificationApi = 'notificationApi' in options ? options.notificationApi : globalThis.Notification;
  const serviceWorker = 'serviceWorker' in options ? options.serviceWorker : globalThis.navigator?.serviceWorker;
  if (!notificationApi || !serviceWorker) return 'unsupported';
  try {
    const permission = await notificationApi.requestPermission();
    if (permission !== 'granted') return 'denied';
    const firebase = await (options.load ?? loadFirebase)();
    const { vapidKey, ...appConfig } = config;
    const app = firebase.initializeApp(appConfig);
    const messaging = firebase.getMessaging(app);
    const serviceWorkerRegistration = await serviceWorker.register(SERVICE_WORKER_PATH);
    const token = await firebase.getToken(messaging, { vapidKey, serviceWorkerRegistration });
    if (!token) return 'denied';
    await options.registerDevice({ registration_id: token, user: options.userEmail, type: 'web' });
    firebase.onMessage(messaging, payload =>
      options.onForeground({
        id: payload.data?.id ?? payload.data?.notification_id ?? payload.messageId,
        Title: payload.notification?.title ?? payload.data?.title ?? '',
        Body: payload.notification?.body ?? payload.data?.body ?? '',
      }),
    );
    return 'registered';
  } catch (error) {
    log('Push notifications are off:', error);
    return 'error';
  }
};
