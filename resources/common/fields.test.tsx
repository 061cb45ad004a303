import { render, screen } from '@testing-library/react';
import { memoryStore, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { i18nProvider } from '../../src/i18n';
import { AdminContext } from '../../tests/AdminContext';
import { MoneyField } from './fields';

describe('MoneyField in a table of mixed 4- and 5-digit amounts', () => {
  it('groups a 4-digit amount in Spanish as it does a 5-digit one (1.234 beside 12.345)', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'es' })}>
        {[1234, 12345].map(Total => (
          <RecordContextProvider key={Total} value={{ id: Total, Total }}>
            <MoneyField source="Total" />
          </RecordContextProvider>
        ))}
      </AdminContext>,
    );
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(screen.getByText('12.345')).toBeInTheDocument();
  });
});
