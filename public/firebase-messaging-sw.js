/* Background push messages (Firebase Cloud Messaging over the Web Push protocol), registered only when the app is
   built with the VITE_FIREBASE_* config (src/notifications/push.ts). It shows the message and opens the
   notifications page on a click. It loads no SDK and makes no request of its own. */
self.addEventListener('push', event => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { notification: { title: 'LabHub', body: event.data ? event.data.text() : '' } };
  }
  const n = payload.notification || {};
  const data = payload.data || {};
  const title = n.title || data.title || 'LabHub';
  event.waitUntil(
    self.registration.showNotification(title, { body: n.body || data.body || '', tag: data.id || undefined, data }),
  );
});

self.addEventListener('notificationclick', event => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow('/notifications'));
});
