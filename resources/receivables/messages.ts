/** Accounts Receivable wording (designed screen; docs/DECISIONS.md). */
import type { Messages } from '../../lib/messages';

const en = {
  name: 'Receivable |||| Receivables',
  fields: {
    Lab_id: 'Lab',
    created_at_gte: 'From date',
    created_at_lte: 'To date',
    orderId: 'Order ID',
    lab_name: 'Lab',
    Total: 'Total (PKR)',
    Commission: 'Commission (PKR)',
    Status: 'Status',
    created_at: 'Date',
    actions: 'Actions',
  },
  list: { title: 'Accounts Receivable' },
  filters: { Status: { Received: 'Received', Pending: 'Pending' } },
  totals: {
    due: 'Total Commission Due',
    received: 'Commission Received',
    pending: 'Commission Pending',
    amount: 'PKR %{amount}',
  },
  mark: {
    button: 'Mark received',
    aria: 'Mark order %{id} as received',
    title: 'Mark order #%{id} as received?',
    content: 'The commission of PKR %{amount} from %{lab} is recorded as received. This cannot be undone.',
    confirm: 'Yes, mark received',
  },
  notifications: {
    marking: 'Marking as received...',
    marked: 'Commission marked as received',
    mark_error: 'Error marking as received',
  },
} as const;

export type ReceivableMessages = Messages<typeof en>;

const es: ReceivableMessages = {
  name: 'Cuenta por cobrar |||| Cuentas por cobrar',
  fields: {
    Lab_id: 'Laboratorio',
    created_at_gte: 'Desde',
    created_at_lte: 'Hasta',
    orderId: 'ID de pedido',
    lab_name: 'Laboratorio',
    Total: 'Total (PKR)',
    Commission: 'Comisión (PKR)',
    Status: 'Estado',
    created_at: 'Fecha',
    actions: 'Acciones',
  },
  list: { title: 'Cuentas por cobrar' },
  filters: { Status: { Received: 'Recibido', Pending: 'Pendiente' } },
  totals: {
    due: 'Comisión total adeudada',
    received: 'Comisión recibida',
    pending: 'Comisión pendiente',
    amount: 'PKR %{amount}',
  },
  mark: {
    button: 'Marcar como recibido',
    aria: 'Marcar el pedido %{id} como recibido',
    title: '¿Marcar el pedido #%{id} como recibido?',
    content: 'La comisión de PKR %{amount} de %{lab} se registra como recibida. No se puede deshacer.',
    confirm: 'Sí, marcar como recibido',
  },
  notifications: {
    marking: 'Marcando como recibido...',
    marked: 'Comisión marcada como recibida',
    mark_error: 'Error al marcar como recibido',
  },
};

const de: ReceivableMessages = {
  name: 'Forderung |||| Forderungen',
  fields: {
    Lab_id: 'Labor',
    created_at_gte: 'Von Datum',
    created_at_lte: 'Bis Datum',
    orderId: 'Bestell-ID',
    lab_name: 'Labor',
    Total: 'Gesamt (PKR)',
    Commission: 'Provision (PKR)',
    Status: 'Status',
    created_at: 'Datum',
    actions: 'Aktionen',
  },
  list: { title: 'Forderungen' },
  filters: { Status: { Received: 'Erhalten', Pending: 'Ausstehend' } },
  totals: {
    due: 'Fällige Provision gesamt',
    received: 'Erhaltene Provision',
    pending: 'Ausstehende Provision',
    amount: 'PKR %{amount}',
  },
  mark: {
    button: 'Als erhalten markieren',
    aria: 'Bestellung %{id} als erhalten markieren',
    title: 'Bestellung #%{id} als erhalten markieren?',
    content:
      'Die Provision von PKR %{amount} von %{lab} wird als erhalten erfasst. Dies kann nicht rückgängig gemacht werden.',
    confirm: 'Ja, als erhalten markieren',
  },
  notifications: {
    marking: 'Wird als erhalten markiert...',
    marked: 'Provision als erhalten markiert',
    mark_error: 'Fehler beim Markieren als erhalten',
  },
};

const ru: ReceivableMessages = {
  name: 'Дебиторская задолженность |||| Дебиторская задолженность',
  fields: {
    Lab_id: 'Лаборатория',
    created_at_gte: 'С даты',
    created_at_lte: 'По дату',
    orderId: 'ID заказа',
    lab_name: 'Лаборатория',
    Total: 'Сумма (PKR)',
    Commission: 'Комиссия (PKR)',
    Status: 'Статус',
    created_at: 'Дата',
    actions: 'Действия',
  },
  list: { title: 'Дебиторская задолженность' },
  filters: { Status: { Received: 'Получено', Pending: 'Ожидается' } },
  totals: {
    due: 'Всего комиссии к получению',
    received: 'Комиссия получена',
    pending: 'Комиссия ожидается',
    amount: 'PKR %{amount}',
  },
  mark: {
    button: 'Отметить получение',
    aria: 'Отметить заказ %{id} как полученный',
    title: 'Отметить заказ #%{id} как полученный?',
    content: 'Комиссия PKR %{amount} от %{lab} будет записана как полученная. Это нельзя отменить.',
    confirm: 'Да, отметить',
  },
  notifications: {
    marking: 'Отмечаем получение...',
    marked: 'Комиссия отмечена как полученная',
    mark_error: 'Ошибка при отметке получения',
  },
};

const it: ReceivableMessages = {
  name: 'Credito |||| Crediti',
  fields: {
    Lab_id: 'Laboratorio',
    created_at_gte: 'Dalla data',
    created_at_lte: 'Alla data',
    orderId: 'ID ordine',
    lab_name: 'Laboratorio',
    Total: 'Totale (PKR)',
    Commission: 'Commissione (PKR)',
    Status: 'Stato',
    created_at: 'Data',
    actions: 'Azioni',
  },
  list: { title: 'Crediti' },
  filters: { Status: { Received: 'Ricevuto', Pending: 'In attesa' } },
  totals: {
    due: 'Commissione totale dovuta',
    received: 'Commissione ricevuta',
    pending: 'Commissione in attesa',
    amount: 'PKR %{amount}',
  },
  mark: {
    button: 'Segna come ricevuto',
    aria: "Segna l'ordine %{id} come ricevuto",
    title: "Segnare l'ordine #%{id} come ricevuto?",
    content: 'La commissione di PKR %{amount} da %{lab} viene registrata come ricevuta. Non si può annullare.',
    confirm: 'Sì, segna come ricevuto',
  },
  notifications: {
    marking: 'Registrazione in corso...',
    marked: 'Commissione segnata come ricevuta',
    mark_error: 'Errore durante la registrazione',
  },
};

export { de, en, es, it, ru };
