import type { Identifier } from 'react-admin';

/** An invoice card (docs/API.md `GET /invoices`): one per order. */
export interface InvoiceCard {
    id: Identifier;
    invoiceID: string;
    founder: string;
    image: string | null;
    color: 'primary' | 'success' | 'info' | 'warning' | 'danger' | string;
    company: string;
    invoicePrice: number;
    date: string;
}

/** An invoice (docs/API.md `GET /invoice/{id}`). */
export interface InvoiceDetail {
    id: Identifier;
    orderId: string;
    company: string;
    shippingAddress: string;
    card: string;
    /** `card` as a translation key (`resources.invoices.payment.<key>`) and the card's last digits. */
    card_key?: 'card_ending' | 'cash_at_lab';
    card_last4?: string | null;
    email: string;
    orderDate: string;
    orderSummary: { items: { id: number; item: string; price: number }[]; subTotal: number; shipping: number; total: number };
}
