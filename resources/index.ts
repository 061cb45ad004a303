import type { ResourceDefinition } from './types';
import labs from './labs';
import staff from './staff';
import tests from './tests';
import payables from './payables';
import donations from './donations';
import receivables from './receivables';
import complaints from './complaints';
import financialAid from './financialAid';
import invoices from './invoices';
import notifications from './notifications';
import history from './history';

/** Every resource of the app, one line each (the folders under resources/). */
export const resources: ResourceDefinition[] = [
    labs,
    tests,
    staff,
    payables,
    donations,
    receivables,
    complaints,
    financialAid,
    invoices,
    notifications,
    history,
];
