import { describe, expect, it } from 'vitest';

import { COMPLAINT_TYPES } from '../../contracts/feedbacks';
import * as complaintMessages from '../complaints/messages';
import { invoiceItemLabel } from './itemLabel';
import * as invoiceMessages from './messages';

const translator = (messages: invoiceMessages.InvoiceMessages) => (key: string) => {
  const extra = key.replace('resources.invoices.detail.extras.', '') as keyof typeof messages.detail.extras;
  return messages.detail.extras[extra];
};

describe('invoice lines', () => {
  it('show the extras in the reader’s language and keep the test title as the lab wrote it', () => {
    expect(invoiceItemLabel('Lipid Profile + Home Sampling', translator(invoiceMessages.de))).toBe(
      'Lipid Profile + Hausprobenahme',
    );
    expect(invoiceItemLabel('CBC + Home Sampling + Pathologist Consultation', translator(invoiceMessages.ru))).toBe(
      'CBC + Забор на дому + Консультация патолога',
    );
    expect(invoiceItemLabel('HbA1c + Pathologist Consultation', translator(invoiceMessages.it))).toBe(
      'HbA1c + Consulto con il patologo',
    );
    expect(invoiceItemLabel('Vitamin D', translator(invoiceMessages.es))).toBe('Vitamin D');
  });
});

describe('complaint types', () => {
  it.each(Object.entries(complaintMessages))('%s has a word for every stored type', (code, messages) => {
    for (const stored of COMPLAINT_TYPES) {
      const label = messages.filters.Type[stored];
      expect(label).toBeTruthy();
      if (code === 'en') expect(label).toBe(stored);
      else expect(label).not.toBe(stored);
    }
  });
});
