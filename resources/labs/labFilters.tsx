import { SearchInput, SelectInput, TextInput } from 'react-admin';

import type { LabListKind } from './types';

const F = 'resources.labs.filters.';

/** List filters (SPEC §2 search box; city, verification and active for the lists where they mean something). */
export const labFilters = (kind: LabListKind) => [
    <SearchInput key="q" source="q" alwaysOn />,
    <TextInput key="city" source="city" label="resources.labs.fields.city" />,
    ...(kind === 'all' || kind === 'blocked'
        ? [
              <SelectInput
                  key="verified"
                  source="verified"
                  label="resources.labs.fields.verified"
                  choices={[
                      { id: 'true', name: F + 'verified_yes' },
                      { id: 'false', name: F + 'verified_no' },
                  ]}
              />,
          ]
        : []),
    ...(kind === 'all'
        ? [
              <SelectInput
                  key="is_active"
                  source="is_active"
                  label="resources.labs.fields.is_active"
                  choices={[
                      { id: 'true', name: F + 'active_yes' },
                      { id: 'false', name: F + 'active_no' },
                  ]}
              />,
          ]
        : []),
];
