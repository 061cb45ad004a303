/** Notifications (SPEC §2 Notifications) wording. Every language must match the English keys (type-checked). */
const en = {
    name: 'Notification |||| Notifications',
} as const;

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
export type NotificationMessages = Messages<typeof en>;

const es: NotificationMessages = { name: 'Notificación |||| Notificaciones' };
const de: NotificationMessages = { name: 'Benachrichtigung |||| Benachrichtigungen' };
const ru: NotificationMessages = { name: 'Уведомление |||| Уведомления' };
const it: NotificationMessages = { name: 'Notifica |||| Notifiche' };

export { en, es, de, ru, it };
