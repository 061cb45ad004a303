import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';

import de from '../../src/i18n/de';
import en from '../../src/i18n/en';
import { notificationDateFormat, notificationText } from './text';

const translateIn = (messages: object, locale: string) =>
  polyglotI18nProvider(() => messages as never, locale).translate;

const registration = {
  Title: 'New Lab Registration',
  Body: 'Chughtai Lab Lahore (Lahore) has registered and is waiting for verification.',
  Key: 'lab_registered',
  Params: { lab: 'Chughtai Lab Lahore', city: 'Lahore' },
};

describe('notificationText', () => {
  it("names a complaint's type in the reader's language (issue 31: 'Home Sampling Delay' stayed English)", () => {
    const complaint = {
      Title: 'New Complaint',
      Body: 'Kamran Rizvi filed a "Home Sampling Delay" complaint against City Care Laboratory Karachi.',
      Key: 'complaint_filed',
      Params: { patient: 'Kamran Rizvi', type: 'Home Sampling Delay', lab: 'City Care Laboratory Karachi' },
    };
    expect(notificationText(complaint, translateIn(de, 'de'), 'de').body).toBe(
      'Kamran Rizvi hat eine Beschwerde „Verspätete Hausprobenahme“ gegen City Care Laboratory Karachi eingereicht.',
    );
    expect(notificationText(complaint, translateIn(en, 'en'), 'en').body).toBe(complaint.Body);
    expect(
      notificationText(
        { ...complaint, Params: { ...complaint.Params, type: 'Something New' } },
        translateIn(de, 'de'),
        'de',
      ).body,
    ).toContain('„Something New“');
  });

  it("renders the key in the reader's language, with its parameters", () => {
    expect(notificationText(registration, translateIn(de, 'de'), 'de')).toEqual({
      title: 'Neue Laborregistrierung',
      body: 'Chughtai Lab Lahore (Lahore) hat sich registriert und wartet auf die Verifizierung.',
    });
    expect(notificationText(registration, translateIn(en, 'en'), 'en')).toEqual({
      title: registration.Title,
      body: registration.Body,
    });
  });

  it('formats amounts per language and translates a complaint status', () => {
    const aid = {
      Title: 'Financial Aid Approved',
      Body: 'Your request for PKR 12500 has been approved.',
      Key: 'aid_approved',
      Params: { amount: 12500 },
    };
    expect(notificationText(aid, translateIn(de, 'de'), 'de').body).toBe('Ihr Antrag über PKR 12.500 wurde genehmigt.');
    expect(notificationText(aid, translateIn(en, 'en'), 'en').body).toBe(
      'Your request for PKR 12,500 has been approved.',
    );
    const update = {
      Title: 'Complaint Update',
      Body: 'Your complaint #7 is now Resolved.',
      Key: 'complaint_update',
      Params: { id: 7, status: 'Resolved' },
    };
    expect(notificationText(update, translateIn(de, 'de'), 'de').body).toMatch(
      /^Ihre Beschwerde Nr\. 7 ist jetzt: (?!Resolved)/,
    );
  });

  it('keeps old rows (no key) and unknown keys readable: the stored text', () => {
    const old = { Title: 'New Complaint', Body: 'Ali filed a "Refund" complaint.' };
    expect(notificationText(old, translateIn(de, 'de'), 'de')).toEqual({ title: old.Title, body: old.Body });
    expect(notificationText({ ...old, Key: null, Params: null }, translateIn(de, 'de'), 'de')).toEqual({
      title: old.Title,
      body: old.Body,
    });
    expect(notificationText({ ...old, Key: 'from_a_newer_server', Params: {} }, translateIn(de, 'de'), 'de')).toEqual({
      title: old.Title,
      body: old.Body,
    });
  });
});

describe('notification dates', () => {
  it('read day, short month, year — in English too (23 Nov 2026, not Nov 23, 2026)', () => {
    const day = new Date(Date.UTC(2026, 10, 23, 12));
    expect(notificationDateFormat('en').format(day)).toBe('23 Nov 2026');
    expect(notificationDateFormat('de').format(day)).toBe('23. Nov. 2026');
  });
});
