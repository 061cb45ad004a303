import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type DataProvider, Notification, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';

import { AdminContext, testDataProvider } from './AdminContext';

/**
 * For component tests of a create screen (ContractCreate): renders `screen` at `path` in `resource`, with the toasts
 * and a stand-in page reading `listText` at `listPath` (where success and Cancel go). Returns the data provider.
 */
export const renderFormScreen = (
  {
    path,
    resource,
    screen,
    listPath,
    listText,
  }: { path: string; resource: string; screen: ReactElement; listPath: string; listText: string },
  dataProvider: DataProvider = testDataProvider(),
) => {
  render(
    <AdminContext dataProvider={dataProvider} initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<ResourceContextProvider value={resource}>{screen}</ResourceContextProvider>} />
        <Route path={listPath} element={<p>{listText}</p>} />
      </Routes>
      <Notification />
    </AdminContext>,
  );
  return dataProvider;
};
