/**
 * An order line as stored: the test's title, then ` + Home Sampling` and/or ` + Pathologist Consultation` for the
 * extras booked with it (server/db/seed/stages/orders.ts, the marketplace's bookings). The title is the lab's own text; the
 * extras are shown in the reader's language (`resources.invoices.detail.extras.<key>`).
 */
const EXTRAS: [suffix: string, key: string][] = [
  [' + Home Sampling', 'home_sampling'],
  [' + Pathologist Consultation', 'pathologist_consultation'],
];

export const invoiceItemLabel = (item: string, translate: (key: string) => string): string => {
  let title = item;
  const extras: string[] = [];
  for (let found = true; found;) {
    found = false;
    for (const [suffix, key] of EXTRAS)
      if (title.endsWith(suffix)) {
        title = title.slice(0, -suffix.length);
        extras.unshift(translate(`resources.invoices.detail.extras.${key}`));
        found = true;
      }
  }
  return [title, ...extras].join(' + ');
};
