/** Every resource contract, by react-admin resource name: what both halves iterate over. */
import { administratorsContract } from './administrators';
import { appointmentsContract } from './appointments';
import type { ResourceContract } from './defineResource';
import { complaintsContract, reviewsContract } from './feedbacks';
import { donationsContract, financialAidContract } from './finance';
import { historyContract } from './history';
import { invoicesContract } from './invoices';
import { labsContract } from './labs';
import { notificationsContract } from './notifications';
import { payablesContract } from './payables';
import { receivablesContract } from './receivables';
import { staffContract } from './staff';
import { servicesContract, testsContract } from './tests';

export const contracts = {
  labs: labsContract,
  tests: testsContract,
  services: servicesContract,
  staff: staffContract,
  payables: payablesContract,
  receivables: receivablesContract,
  appointments: appointmentsContract,
  donations: donationsContract,
  financialAid: financialAidContract,
  complaints: complaintsContract,
  reviews: reviewsContract,
  invoices: invoicesContract,
  notifications: notificationsContract,
  history: historyContract,
  administrators: administratorsContract,
} satisfies Record<string, ResourceContract>;

export const contractOf = (resource: string): ResourceContract | undefined =>
  (contracts as Record<string, ResourceContract>)[resource];
