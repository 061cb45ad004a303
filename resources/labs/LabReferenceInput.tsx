import { AutocompleteInput, ReferenceInput } from 'react-admin';

/**
 * A filter on a lab's numeric id (`Lab_id` of payables, receivables, complaints): react-admin's `ReferenceInput` over
 * the labs by id (dataProvider/routes.ts `labsById`) with an `AutocompleteInput` that searches them by name.
 */
export const LabReferenceInput = ({
  source,
  label,
  alwaysOn,
}: {
  source: string;
  label: string;
  alwaysOn?: boolean;
}) => (
  <ReferenceInput
    source={source}
    reference="labsById"
    sort={{ field: 'name', order: 'ASC' }}
    perPage={10}
    alwaysOn={alwaysOn}
  >
    <AutocompleteInput
      label={label}
      optionText="name"
      filterToQuery={search => (search ? { q: search } : {})}
      sx={{ minWidth: { sm: 240 } }}
    />
  </ReferenceInput>
);
