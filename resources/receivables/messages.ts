/** Accounts Receivable wording (designed screen; docs/DECISIONS.md). */
const en = {
    name: 'Receivable |||| Receivables',
    fields: {
        orderId: 'Order ID',
        lab_name: 'Lab',
        Total: 'Total (PKR)',
        Commission: 'Commission (PKR)',
        Status: 'Status',
        created_at: 'Date',
    },
    list: { title: 'Accounts Receivable' },
    status: { received: 'Received', pending: 'Pending' },
    totals: {
        due: 'Total Commission Due',
        received: 'Commission Received',
        pending: 'Commission Pending',
        amount: 'PKR %{amount}',
    },
} as const;

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
export type ReceivableMessages = Messages<typeof en>;

const es: ReceivableMessages = {
    name: 'Cuenta por cobrar |||| Cuentas por cobrar',
    fields: { orderId: 'ID de pedido', lab_name: 'Laboratorio', Total: 'Total (PKR)', Commission: 'Comisión (PKR)', Status: 'Estado', created_at: 'Fecha' },
    list: { title: 'Cuentas por cobrar' },
    status: { received: 'Recibido', pending: 'Pendiente' },
    totals: { due: 'Comisión total adeudada', received: 'Comisión recibida', pending: 'Comisión pendiente', amount: 'PKR %{amount}' },
};

const de: ReceivableMessages = {
    name: 'Forderung |||| Forderungen',
    fields: { orderId: 'Bestell-ID', lab_name: 'Labor', Total: 'Gesamt (PKR)', Commission: 'Provision (PKR)', Status: 'Status', created_at: 'Datum' },
    list: { title: 'Forderungen' },
    status: { received: 'Erhalten', pending: 'Ausstehend' },
    totals: { due: 'Fällige Provision gesamt', received: 'Erhaltene Provision', pending: 'Ausstehende Provision', amount: 'PKR %{amount}' },
};

const ru: ReceivableMessages = {
    name: 'Дебиторская задолженность |||| Дебиторская задолженность',
    fields: { orderId: 'ID заказа', lab_name: 'Лаборатория', Total: 'Сумма (PKR)', Commission: 'Комиссия (PKR)', Status: 'Статус', created_at: 'Дата' },
    list: { title: 'Дебиторская задолженность' },
    status: { received: 'Получено', pending: 'Ожидается' },
    totals: { due: 'Всего комиссии к получению', received: 'Комиссия получена', pending: 'Комиссия ожидается', amount: 'PKR %{amount}' },
};

const it: ReceivableMessages = {
    name: 'Credito |||| Crediti',
    fields: { orderId: 'ID ordine', lab_name: 'Laboratorio', Total: 'Totale (PKR)', Commission: 'Commissione (PKR)', Status: 'Stato', created_at: 'Data' },
    list: { title: 'Crediti' },
    status: { received: 'Ricevuto', pending: 'In attesa' },
    totals: { due: 'Commissione totale dovuta', received: 'Commissione ricevuta', pending: 'Commissione in attesa', amount: 'PKR %{amount}' },
};

export { en, es, de, ru, it };
