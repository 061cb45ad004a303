import { type ReactNode, useState } from 'react';
import {
  AdminContext as RaAdminContext,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Identifier,
  memoryStore,
  type Store,
  TestMemoryRouter,
} from 'react-admin';
import type { Location } from 'react-router-dom';
import { vi } from 'vitest';

import { createTestI18nProvider } from '../src/i18n/testI18nProvider';
import { theme } from '../src/theme';

/** A data provider whose every method is a `vi.fn()` answering with empty data; pass overrides to replace some. */
export const testDataProvider = (overrides: Partial<DataProvider> = {}): DataProvider =>
  ({
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: vi.fn(async (_resource: string, { id }: { id: Identifier }) => ({ data: { id } })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 0, ...data } })),
    update: vi.fn(async (_resource: string, { id, data }: { id: Identifier; data: object }) => ({
      data: { id, ...data },
    })),
    updateMany: vi.fn(async (_resource: string, { ids }: { ids: Identifier[] }) => ({ data: ids })),
    delete: vi.fn(async (_resource: string, { id }: { id: Identifier }) => ({ data: { id } })),
    deleteMany: vi.fn(async (_resource: string, { ids }: { ids: Identifier[] }) => ({ data: ids })),
    ...overrides,
  }) as DataProvider;

/** A signed-in administrator unless overridden (e.g. `getPermissions: async () => 'lab'`). */
export const testAuthProvider = (overrides: Partial<AuthProvider> = {}): AuthProvider => ({
  login: vi.fn(async () => undefined),
  logout: vi.fn(async () => undefined),
  checkAuth: vi.fn(async () => undefined),
  checkError: vi.fn(async () => undefined),
  getIdentity: vi.fn(async () => ({ id: 'admin@labhub.pk', fullName: 'Admin' })),
  getPermissions: vi.fn(async () => 'admin'),
  ...overrides,
});

interface AdminContextProps {
  children: ReactNode;
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  store?: Store;
  /** Router history, e.g. ['/pages-faqs']. */
  initialEntries?: string[];
  /** English by default (a provider of its own per mount: a language another test chose stays there); the app's
   * own (src/i18n) to test another language (the store's `locale`). */
  i18nProvider?: I18nProvider;
  /** Called with every location the router takes. */
  locationCallback?: (location: Location) => void;
}

/** Everything a component of the app needs: memory router and store, English messages, the app theme. */
export const AdminContext = ({
  children,
  dataProvider = testDataProvider(),
  authProvider = testAuthProvider(),
  store = memoryStore(),
  initialEntries = ['/'],
  i18nProvider: given,
  locationCallback,
}: AdminContextProps) => {
  const [ownI18nProvider] = useState(createTestI18nProvider);
  const i18nProvider = given ?? ownI18nProvider;
  return (
    <TestMemoryRouter initialEntries={initialEntries} locationCallback={locationCallback}>
      <RaAdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={theme}
      >
        {children}
      </RaAdminContext>
    </TestMemoryRouter>
  );
};
