/** Donations wording (SPEC §2 Donations). */
import type { Messages } from '../../lib/messages';

const en = {
  name: 'Donation |||| Donations',
  money: 'PKR %{amount}',
  fields: {
    Time_gte: 'From date',
    Time_lte: 'To date',
    Time: 'Date&Time',
    Donor_Name: 'Donor Name',
    Donor_Email: 'Donor Email',
    Amount: 'Amount',
  },
  list: {
    title: 'Donations',
    details: 'Donation Details',
  },
  total: {
    title: 'Total Donations',
    amount: 'PKR %{amount}',
  },
} as const;

export type DonationMessages = Messages<typeof en>;

const es: DonationMessages = {
  name: 'Donación |||| Donaciones',
  money: 'PKR %{amount}',
  fields: {
    Time_gte: 'Desde',
    Time_lte: 'Hasta',
    Time: 'Fecha y hora',
    Donor_Name: 'Nombre del donante',
    Donor_Email: 'Correo del donante',
    Amount: 'Importe',
  },
  list: { title: 'Donaciones', details: 'Detalles de las donaciones' },
  total: { title: 'Total de donaciones', amount: 'PKR %{amount}' },
};

const de: DonationMessages = {
  name: 'Spende |||| Spenden',
  money: 'PKR %{amount}',
  fields: {
    Time_gte: 'Von Datum',
    Time_lte: 'Bis Datum',
    Time: 'Datum & Uhrzeit',
    Donor_Name: 'Name des Spenders',
    Donor_Email: 'E-Mail des Spenders',
    Amount: 'Betrag',
  },
  list: { title: 'Spenden', details: 'Spendendetails' },
  total: { title: 'Spenden gesamt', amount: 'PKR %{amount}' },
};

const ru: DonationMessages = {
  name: 'Пожертвование |||| Пожертвования',
  money: 'PKR %{amount}',
  fields: {
    Time_gte: 'С даты',
    Time_lte: 'По дату',
    Time: 'Дата и время',
    Donor_Name: 'Имя жертвователя',
    Donor_Email: 'Email жертвователя',
    Amount: 'Сумма',
  },
  list: { title: 'Пожертвования', details: 'Сведения о пожертвованиях' },
  total: { title: 'Всего пожертвований', amount: 'PKR %{amount}' },
};

const it: DonationMessages = {
  name: 'Donazione |||| Donazioni',
  money: 'PKR %{amount}',
  fields: {
    Time_gte: 'Dalla data',
    Time_lte: 'Alla data',
    Time: 'Data e ora',
    Donor_Name: 'Nome del donatore',
    Donor_Email: 'Email del donatore',
    Amount: 'Importo',
  },
  list: { title: 'Donazioni', details: 'Dettagli delle donazioni' },
  total: { title: 'Totale donazioni', amount: 'PKR %{amount}' },
};

export { de, en, es, it, ru };
