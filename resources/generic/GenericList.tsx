import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Fragment, type ReactNode, useMemo } from 'react';
import { DataTable, FilterButton, type Identifier, type RaRecord, SimpleList } from 'react-admin';

import { kindOf } from '../../contracts/fields';
import { contractOf } from '../../contracts/index';
import { ContractEditDialog } from '../common/ContractEditDialog';
import { EditInModalList, ExportToolbar, ResourceList, type ResourceListProps } from '../common/ResourceList';
import { detailPathOf } from './detailPath';
import { fieldOf } from './fieldOf';
import { filterInputOf, inputOf } from './inputOf';
import { isEditable, type ViewedContract } from './viewedContract';

/** Fields of one record, each drawn by its kind, joined by ` · ` (a phone line). */
const line = (contract: ViewedContract, fields: readonly string[], record: RaRecord): ReactNode =>
  fields.map((field, i) => (
    <Fragment key={field}>
      {i > 0 ? ' · ' : null}
      {fieldOf(contract, field, record)}
    </Fragment>
  ));

/** The record's name in the row buttons' labels (`list.edit|view|delete`: `%{name}`): its first column. */
const labelArgs = (contract: ViewedContract) => (record: RaRecord) => ({
  name: String(record[contract.view.columns[0]] ?? record.id),
});

/**
 * The list of a resource drawn from its contract (genericResource.ts): a `ResourceList` (page size, default sort,
 * search, title, Export of `export`) with the `view.columns` (sortable where `list.sortable` says), the `view.filters`
 * inputs (fieldOf.tsx, inputOf.tsx), and below 998 px the `view.phone` lines (else the columns as cards). Read-only:
 * a row opens the detail. Editable (the contract has `input`): an `EditInModalList` — the create button, the first
 * column a link to the detail, row actions view / edit (the contract's update form in a modal) / delete with its
 * confirmation, and bulk delete.
 */
/**
 * What a screen changes in its generic list, the rest drawn from the contract: `cells` draw a column their own way
 * (a status badge: field → its cell, in the table and the phone cards), the other props are `ResourceList`'s (row
 * actions, a title, what is drawn above the rows, an empty message, the toolbar's `actions`…).
 */
export type GenericListParts = Partial<Omit<ResourceListProps<RaRecord>, 'contract' | 'children' | 'filters'>> & {
  cells?: Readonly<Record<string, ReactNode>>;
};

/** Money and numbers align right, like the figures of a ledger. */
const alignOf = (contract: ViewedContract, field: string) =>
  ['money', 'number'].includes(kindOf(contract, field)) ? ('right' as const) : undefined;

export const GenericList = ({ resource, cells = {}, ...parts }: { resource: string } & GenericListParts) => {
  const contract = contractOf(resource) as ViewedContract;
  const { list, view } = contract;
  const path = `/${resource}`;
  const filters = useMemo(
    () => (view.filters ?? Object.keys(list.filters)).map(name => filterInputOf(contract, name)),
    [contract, list.filters, view.filters],
  );
  // The record's detail screen (the resource's `:id` route: `/<name>/:id`, or a SPEC path of its own), if any.
  const showPath = (id: Identifier) => detailPathOf(resource, id) ?? false;
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
  const columns = (fields: readonly string[]) =>
    fields.map(field => (
      <DataTable.Col
        key={field}
        source={field}
        disableSort={!list.sortable.includes(field)}
        align={alignOf(contract, field)}
      >
        {cells[field] ?? fieldOf(contract, field)}
      </DataTable.Col>
    ));

  if (isEditable(contract)) {
    const update = contract.input!.update as Parameters<typeof inputOf>[2];
    return (
      <EditInModalList
        contract={contract}
        filters={filters}
        phone={phone}
        create={{ path: `${path}/create`, label: `resources.${resource}.list.create`, icon: <AddIcon /> }}
        showPath={record => showPath(record.id) || `${path}/${encodeURIComponent(String(record.id))}`}
        nameSource={view.columns[0]}
        labelArgs={labelArgs(contract)}
        {...parts}
        editDialog={(record, onClose) => (
          <ContractEditDialog
            resource={resource}
            record={record}
            onClose={onClose}
            maxWidth="sm"
            schema={update}
            rules="field"
          >
            {Object.keys(update.shape).map(field => inputOf(contract, field, update))}
          </ContractEditDialog>
        )}
      >
        {columns(view.columns.slice(1))}
      </EditInModalList>
    );
  }
  return (
    <ResourceList
      contract={contract}
      filters={filters}
      actions={<ExportToolbar>{filters.length ? <FilterButton /> : null}</ExportToolbar>}
      rowClick={showPath}
      phone={phone}
      {...parts}
    >
      {columns(view.columns)}
    </ResourceList>
  );
};
