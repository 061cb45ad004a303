import { afterEach, describe, expect, it, vi } from 'vitest';

import { firebaseConfigFrom, type FirebaseMessagingApi, startPush } from './push';

const ENV = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_PROJECT_ID: 'labhub',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_VAPID_KEY: 'vapid',
};

const fakeFirebase = () => {
  let handler: ((p: object) => void) | undefined;
  const api = {
    initializeApp: vi.fn(config => ({ config })),
    getMessaging: vi.fn(() => 'messaging'),
    getToken: vi.fn(async () => 'fcm-token-1'),
    onMessage: vi.fn((_m, next) => {
      handler = next as (p: object) => void;
    }),
    push: p => handler?.(p),
  } satisfies FirebaseMessagingApi & { push(p: object): void };
  return api;
};

describe('optional Firebase push', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is off without the full config: nothing loaded, no request', async () => {
    expect(firebaseConfigFrom({})).toBeNull();
    expect(firebaseConfigFrom({ ...ENV, VITE_FIREBASE_VAPID_KEY: ' ' })).toBeNull();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const load = vi.fn();
    const registerDevice = vi.fn();
    const state = await startPush({
      config: firebaseConfigFrom({}),
      userEmail: 'admin@labhub.pk',
      registerDevice,
      onForeground: vi.fn(),
      load,
    });
    expect(state).toBe('disabled');
    expect(load).not.toHaveBeenCalled();
    expect(registerDevice).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('with the config: permission, token, POST /devices {registration_id, user, type: web}, foreground messages', async () => {
    const firebase = fakeFirebase();
    const registerDevice = vi.fn(async () => ({}));
    const onForeground = vi.fn();
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    const state = await startPush({
      config: firebaseConfigFrom(ENV),
      userEmail: 'admin@labhub.pk',
      registerDevice,
      onForeground,
      load: async () => firebase,
      notificationApi: { requestPermission: async () => 'granted' },
      serviceWorker: { register },
    });
    expect(state).toBe('registered');
    expect(firebase.initializeApp).toHaveBeenCalledWith({
      apiKey: 'key',
      authDomain: undefined,
      projectId: 'labhub',
      storageBucket: undefined,
      messagingSenderId: '123',
      appId: '1:123:web:abc',
    });
    expect(register).toHaveBeenCalledWith('/firebase-messaging-sw.js');
    expect(firebase.getToken).toHaveBeenCalledWith('messaging', expect.objectContaining({ vapidKey: 'vapid' }));
    expect(registerDevice).toHaveBeenCalledWith({
      registration_id: 'fcm-token-1',
      user: 'admin@labhub.pk',
      type: 'web',
    });
    firebase.push({
      messageId: 'm1',
      notification: { title: 'New Complaint', body: 'Ali filed one.' },
      data: { id: '41' },
    });
    expect(onForeground).toHaveBeenCalledWith({ id: '41', Title: 'New Complaint', Body: 'Ali filed one.' });
  });

  it('denied permission: no token, no device', async () => {
    const firebase = fakeFirebase();
    const registerDevice = vi.fn();
    const state = await startPush({
      config: firebaseConfigFrom(ENV),
      userEmail: 'a@b.pk',
      registerDevice,
      onForeground: vi.fn(),
      load: async () => firebase,
      notificationApi: { requestPermission: async () => 'denied' },
      serviceWorker: { register: vi.fn() },
    });
    expect(state).toBe('denied');
    expect(firebase.getToken).not.toHaveBeenCalled();
    expect(registerDevice).not.toHaveBeenCalled();
  });

  it('token errors are only logged', async () => {
    const firebase = fakeFirebase();
    firebase.getToken = vi.fn(async () => {
      throw new Error('messaging/token-subscribe-failed');
    });
    const log = vi.fn();
    const state = await startPush({
      config: firebaseConfigFrom(ENV),
      userEmail: 'a@b.pk',
      registerDevice: vi.fn(),
      onForeground: vi.fn(),
      load: async () => firebase,
      notificationApi: { requestPermission: async () => 'granted' },
      serviceWorker: { register: vi.fn(async () => ({}) as ServiceWorkerRegistration) },
      log,
    });
    expect(state).toBe('error');
    expect(log).toHaveBeenCalledWith('Push notifications are off:', expect.any(Error));
  });

  it('unsupported browser: no service worker', async () => {
    const state = await startPush({
      config: firebaseConfigFrom(ENV),
      userEmail: 'a@b.pk',
      registerDevice: vi.fn(),
      onForeground: vi.fn(),
      notificationApi: undefined,
      serviceWorker: undefined,
    });
    expect(state).toBe('unsupported');
  });
});
