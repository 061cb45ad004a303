/** Payable Amounts wording (SPEC §2, §8 'Update payable status'). */
import type { Messages } from '../../lib/messages';

const en = {
  name: 'Payable |||| Payables',
  fields: {
    Lab_id: 'Lab',
    created_at_gte: 'From date',
    created_at_lte: 'To date',
    orderId: 'Order ID',
    lab_name: 'Lab',
    PaymentType: 'Payment Type',
    Total: 'Lab Payout (PKR)',
    Status: 'Status',
    created_at: 'Date',
  },
  /** The statuses and payment types the server writes (orderLabels.ts, the list cells in orderFields.tsx); a typed status shows as written. */
  statuses: { pending: 'Pending', processing: 'Processing', paid: 'Paid', on_hold: 'On Hold' },
  payment_types: { online: 'Online', cash: 'Cash' },
  list: {
    title: 'Payable Amounts',
    actions: 'Actions',
    update: 'Update Status',
    update_order: 'Update status of order %{orderId}',
  },
  update: {
    title: 'Update Status',
    submit: 'Update',
    cancel: 'Cancel',
    required: 'Please enter a status',
  },
  notifications: {
    updating: 'Updating status..',
    updated: 'Payment status updated successfully',
    update_error: 'Error updating status',
  },
} as const;

export type PayableMessages = Messages<typeof en>;

const es: PayableMessages = {
  name: 'Cuenta por pagar |||| Cuentas por pagar',
  fields: {
    Lab_id: 'Laboratorio',
    created_at_gte: 'Desde',
    created_at_lte: 'Hasta',
    orderId: 'ID de pedido',
    lab_name: 'Laboratorio',
    PaymentType: 'Tipo de pago',
    Total: 'Pago al laboratorio (PKR)',
    Status: 'Estado',
    created_at: 'Fecha',
  },
  statuses: { pending: 'Pendiente', processing: 'En proceso', paid: 'Pagado', on_hold: 'En espera' },
  payment_types: { online: 'En línea', cash: 'Efectivo' },
  list: {
    title: 'Importes por pagar',
    actions: 'Acciones',
    update: 'Actualizar estado',
    update_order: 'Actualizar el estado del pedido %{orderId}',
  },
  update: { title: 'Actualizar estado', submit: 'Actualizar', cancel: 'Cancelar', required: 'Introduzca un estado' },
  notifications: {
    updating: 'Actualizando estado..',
    updated: 'Estado del pago actualizado correctamente',
    update_error: 'Error al actualizar el estado',
  },
};

const de: PayableMessages = {
  name: 'Verbindlichkeit |||| Verbindlichkeiten',
  fields: {
    Lab_id: 'Labor',
    created_at_gte: 'Von Datum',
    created_at_lte: 'Bis Datum',
    orderId: 'Bestell-ID',
    lab_name: 'Labor',
    PaymentType: 'Zahlungsart',
    Total: 'Auszahlung an Labor (PKR)',
    Status: 'Status',
    created_at: 'Datum',
  },
  statuses: { pending: 'Ausstehend', processing: 'In Bearbeitung', paid: 'Bezahlt', on_hold: 'Zurückgestellt' },
  payment_types: { online: 'Online', cash: 'Bar' },
  list: {
    title: 'Zu zahlende Beträge',
    actions: 'Aktionen',
    update: 'Status aktualisieren',
    update_order: 'Status der Bestellung %{orderId} aktualisieren',
  },
  update: {
    title: 'Status aktualisieren',
    submit: 'Aktualisieren',
    cancel: 'Abbrechen',
    required: 'Bitte geben Sie einen Status ein',
  },
  notifications: {
    updating: 'Status wird aktualisiert..',
    updated: 'Zahlungsstatus erfolgreich aktualisiert',
    update_error: 'Fehler beim Aktualisieren des Status',
  },
};

const ru: PayableMessages = {
  name: 'Задолженность |||| Задолженности',
  fields: {
    Lab_id: 'Лаборатория',
    created_at_gte: 'С даты',
    created_at_lte: 'По дату',
    orderId: 'ID заказа',
    lab_name: 'Лаборатория',
    PaymentType: 'Способ оплаты',
    Total: 'Выплата лаборатории (PKR)',
    Status: 'Статус',
    created_at: 'Дата',
  },
  statuses: { pending: 'Ожидает', processing: 'В обработке', paid: 'Оплачено', on_hold: 'Приостановлено' },
  payment_types: { online: 'Онлайн', cash: 'Наличные' },
  list: {
    title: 'Суммы к выплате',
    actions: 'Действия',
    update: 'Изменить статус',
    update_order: 'Изменить статус заказа %{orderId}',
  },
  update: { title: 'Изменить статус', submit: 'Обновить', cancel: 'Отмена', required: 'Введите статус' },
  notifications: {
    updating: 'Обновление статуса..',
    updated: 'Статус оплаты успешно обновлён',
    update_error: 'Ошибка при обновлении статуса',
  },
};

const it: PayableMessages = {
  name: 'Debito |||| Debiti',
  fields: {
    Lab_id: 'Laboratorio',
    created_at_gte: 'Dalla data',
    created_at_lte: 'Alla data',
    orderId: 'ID ordine',
    lab_name: 'Laboratorio',
    PaymentType: 'Tipo di pagamento',
    Total: 'Pagamento al laboratorio (PKR)',
    Status: 'Stato',
    created_at: 'Data',
  },
  statuses: { pending: 'In attesa', processing: 'In lavorazione', paid: 'Pagato', on_hold: 'In sospeso' },
  payment_types: { online: 'Online', cash: 'Contanti' },
  list: {
    title: 'Importi da pagare',
    actions: 'Azioni',
    update: 'Aggiorna stato',
    update_order: "Aggiorna lo stato dell'ordine %{orderId}",
  },
  update: { title: 'Aggiorna stato', submit: 'Aggiorna', cancel: 'Annulla', required: 'Inserisci uno stato' },
  notifications: {
    updating: 'Aggiornamento stato..',
    updated: 'Stato del pagamento aggiornato correttamente',
    update_error: "Errore durante l'aggiornamento dello stato",
  },
};

export { de, en, es, it, ru };
