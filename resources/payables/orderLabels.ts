import { useTranslate } from 'react-admin';

/** A server-written word ('On Hold') as the key of its label (`on_hold`). */
const keyOf = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '_');

/**
 * An order's status and payment type in the chosen language: the words the server writes (Pending, Processing, Paid,
 * On Hold; Online, Cash) by their labels (`resources.payables.statuses.*`, `payment_types.*`), any other status an
 * administrator typed (SPEC §4: free text) as written.
 */
export const useOrderLabels = () => {
  const translate = useTranslate();
  const label = (group: string) => (text: unknown) =>
    typeof text === 'string' && text ? translate(`resources.payables.${group}.${keyOf(text)}`, { _: text }) : '';
  return { status: label('statuses'), paymentType: label('payment_types') };
};
