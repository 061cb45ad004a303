import { Fragment, type ReactNode, useMemo } from 'react';
import {
  DataTable,
  DateInput,
  FilterButton,
  type Identifier,
  type RaRecord,
  SelectInput,
  SimpleList,
  TextInput,
} from 'react-admin';

import { contractOf } from '../../contracts/index';
import { ExportToolbar, ResourceList } from '../common/ResourceList';
import { choicesOf, fieldOf } from './fieldOf';
import type { ViewedContract } from './readOnlyResource';

/** Fields of one record, each drawn by its kind, joined by ` · ` (a phone line). */
const line = (contract: ViewedContract, fields: readonly string[], record: RaRecord): ReactNode =>
  fields.map((field, i) => (
    <Fragment key={field}>
      {i > 0 ? ' · ' : null}
      {fieldOf(contract, field, record)}
    </Fragment>
  ));

/**
 * The list of a read-only resource, all from its contract (readOnlyResource.ts): a `ResourceList` (page size, default
 * sort, search, title, Export of `export`) with the `view.columns` (sortable where `list.sortable` says), the
 * `view.filters` inputs (a select for choices, a date picker for dates, else a text box), a row opening the detail,
 * and below 998 px the `view.phone` lines (else the columns as cards).
 */
export const ReadOnlyList = ({ resource }: { resource: string }) => {
  const contract = contractOf(resource) as ViewedContract;
  const { list, view } = contract;
  const path = `/${resource}`;
  const filters = useMemo(
    () =>
      (view.filters ?? Object.keys(list.filters)).map(name => {
        const declaration = list.filters[name];
        if (declaration.choices) return <SelectInput key={name} source={name} choices={choicesOf(contract, name)} />;
        if (declaration.type === 'date') return <DateInput key={name} source={name} />;
        return <TextInput key={name} source={name} />;
      }),
    [contract, list.filters, view.filters],
  );
  const showPath = (id: Identifier) => `${path}/${encodeURIComponent(String(id))}`;
  const phone = view.phone ? (
    <SimpleList
      primaryText={(record: RaRecord) => line(contract, view.phone!.primary, record)}
      secondaryText={
        view.phone.secondary ? (record: RaRecord) => line(contract, view.phone!.secondary!, record) : undefined
      }
      rowClick={showPath}
      // Long values (e-mail addresses) wrap inside the row instead of widening the page on a phone.
      sx={{ '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' } }}
    />
  ) : undefined;
  return (
    <ResourceList
      contract={contract}
      filters={filters}
      actions={<ExportToolbar>{filters.length ? <FilterButton /> : null}</ExportToolbar>}
      rowClick={showPath}
      phone={phone}
    >
      {view.columns.map(field => (
        <DataTable.Col key={field} source={field} disableSort={!list.sortable.includes(field)}>
          {fieldOf(contract, field)}
        </DataTable.Col>
      ))}
    </ResourceList>
  );
};
