/** The data the data provider's tests share: a row's type, the demo lab, paging and sorting, a valid test, a PNG. */
import { catalogueTest } from '../server/test/requestBodies.js';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row of a JSON reply, read untyped as the API tests read replies
export type Row = { id: any; [field: string]: any };
export const DEMO_LAB = 'lab@labhub.pk';
export const page = (perPage = 1000, n = 1) => ({ page: n, perPage });
export const byName = { field: 'name', order: 'ASC' as const };
export const ids = (rows: Row[]) => rows.map(r => r.id);

export const validTest = catalogueTest('Serum Ferritin (provider test)');

/** The smallest PNG the server recognises (signature + IHDR). */
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xde,
]);
