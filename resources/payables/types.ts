import type { Identifier } from 'react-admin';

/** A payable (docs/API.md getaccountspayable): an online order the platform owes the lab. */
export interface Payable {
    id: Identifier;
    orderId: number;
    Lab_id: number;
    lab_name: string;
    PaymentType: string;
    Total: number;
    Status: string;
    created_at: string;
}
