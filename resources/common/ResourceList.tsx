import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, IconButton, Link as MuiLink, type SxProps, type Theme, Tooltip, Typography } from '@mui/material';
import { Children, isValidElement, type MouseEvent, type ReactElement, type ReactNode, useMemo, useState } from 'react';
import {
  Button,
  DataTable,
  type DataTableProps,
  ExportButton,
  FilterButton,
  type ListProps,
  type RaRecord,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';

import type { ListDeclaration, ResourceContract } from '../../contracts/defineResource';
import { useMenuIsDrawer } from '../../lib/menuBreakpoint';
import { useFieldText } from '../generic/fieldOf';
import { BulkDeleteRecordsButton } from './BulkDeleteRecordsButton';
import { DeleteRecordButton } from './DeleteRecordButton';
import { columnsExporter } from './exporter';
import { FilterFormProvider, ListSearchInput } from './filterForm';
import { DataTableListContext, ListViewButtons } from './ListViewButtons';
import { ResponsiveDataTable } from './ResponsiveList';
import { SteadyList } from './SteadyList';

/** A contract that declares a list (contracts/*.ts): its name, record, list settings and export columns. */
type ListedContract = Pick<ResourceContract, 'name' | 'record' | 'export'> & { list: ListDeclaration<string> };

/**
 * The toolbar of a list: what a list adds (a heading, SortButton…), the saved views and column chooser, then Export.
 */
export const ExportToolbar = ({ children, sx }: { children?: ReactNode; sx?: SxProps<Theme> }) => (
  <TopToolbar sx={sx}>
    {children}
    <ListViewButtons
      filterButton={!Children.toArray(children).some(child => isValidElement(child) && child.type === FilterButton)}
    />
    <ExportButton />
  </TopToolbar>
);

export interface ResourceListBaseProps extends Omit<
  ListProps,
  'resource' | 'perPage' | 'sort' | 'filters' | 'exporter'
> {
  contract: ListedContract;
  /** Filter inputs after the search box (which every contract with searchable fields gets, always shown). */
  filters?: ReactElement[];
  /** The CSV file's name (default: the resource name). */
  exportName?: string;
  /** A CSV column's cell drawn as the screen draws it where the field's kind does not say it (a status's words). */
  exportCells?: Readonly<Record<string, (record: RaRecord) => unknown>>;
}

/**
 * react-admin's `List` (as `SteadyList`) set from a contract: page size, default sort and search from
 * `contract.list`, the CSV of `contract.export` (the record's fields when it declares none) through the formula-safe
 * exporter, the title `resources.<name>.list.title`, Export in the toolbar, and the list's own store key
 * (`<name>.list`, or `storeKey` for one of several lists of a resource: the lab lists). Its children draw the records
 * (`ResourceList` below gives them a table; invoices draw cards). Failed loads show the error with Retry and hide the
 * paginator: RaList's defaults in the theme. Controls drawn in the list that set filters (tabs) go through
 * `useApplyFilters` (filterForm.tsx), which the search box's form serves.
 */
export const ResourceListBase = ({
  contract,
  filters = [],
  exportName,
  exportCells,
  children,
  ...props
}: ResourceListBaseProps) => {
  const { name, list } = contract;
  const fieldText = useFieldText(contract);
  const shape = contract.record.shape as Record<string, unknown>;
  // What the screen shows in the chosen language (statuses, yes / no, dates, durations); numbers and amounts stay
  // numbers, which a spreadsheet adds up; typed text as typed. The header keeps the field names (docs/DECISIONS.md).
  const cell = (record: RaRecord, column: string): unknown => {
    const own = exportCells?.[column];
    if (own) return own(record);
    const value: unknown = record[column];
    return typeof value === 'number' || !(column in shape) ? value : fieldText(record, column);
  };
  const exporter = columnsExporter<RaRecord>(exportName ?? name, contract.export ?? Object.keys(shape), cell);
  const allFilters = useMemo(
    () => [...(list.searchable.length ? [<ListSearchInput key="q" source="q" alwaysOn />] : []), ...filters],
    [list.searchable.length, filters],
  );
  return (
    <FilterFormProvider>
      <SteadyList
        resource={name}
        title={`resources.${name}.list.title`}
        perPage={list.perPage}
        sort={list.defaultSort}
        filters={allFilters}
        actions={<ExportToolbar />}
        exporter={exporter}
        storeKey={`${name}.list`}
        {...props}
      >
        {children}
      </SteadyList>
    </FilterFormProvider>
  );
};

export interface ResourceListProps<R extends RaRecord> extends Omit<ResourceListBaseProps, 'children' | 'empty'> {
  /** The columns (`DataTable.Col`), shown as the table's columns and as the label/value lines of the phone cards. */
  children: ReactNode;
  /** What each row offers (buttons, a link): the last column, the card's footer on a phone. */
  rowActions?: ReactNode;
  /** The header of the row actions' column (default `resources.<name>.list.actions`). */
  rowActionsLabel?: string;
  rowClick?: DataTableProps<R>['rowClick'];
  /** Buttons for the selected rows; none by default (no checkboxes). */
  bulkActionButtons?: ReactNode;
  /** A message in place of the rows when there are none (instead of react-admin's empty page). */
  empty?: ReactNode;
  /** react-admin's empty page (shown when there are no records and no filter), when `empty` is not given. */
  emptyPage?: ListProps['empty'];
  /** Drawn inside the list above the rows (e.g. tabs that set a filter). */
  above?: ReactNode;
  /** A presentation of its own below 998 px instead of the cards. */
  phone?: ReactNode;
}

/**
 * One list screen from its contract (docs/ARCHITECTURE.md "Adding a resource"): `ResourceListBase` with
 * react-admin's DataTable on wide screens and the same columns as cards below 998 px (ResponsiveList.tsx). A list
 * file gives only what differs: its columns, row actions, extra filters, an empty message.
 */
export const ResourceList = <R extends RaRecord = RaRecord>({
  children,
  rowActions,
  rowActionsLabel,
  rowClick = false,
  bulkActionButtons = false,
  empty,
  emptyPage,
  above,
  phone,
  ...base
}: ResourceListProps<R>) => {
  const narrow = useMenuIsDrawer();
  return (
    <DataTableListContext.Provider value>
      <ResourceListBase
        {...base}
        {...(empty === undefined ? (emptyPage === undefined ? {} : { empty: emptyPage }) : { empty: false })}
      >
        {above}
        {narrow && phone ? (
          phone
        ) : (
          <ResponsiveDataTable<R> rowClick={rowClick} bulkActionButtons={bulkActionButtons} empty={empty}>
            {children}
            {rowActions ? (
              <DataTable.Col
                label={rowActionsLabel ?? `resources.${base.contract.name}.list.actions`}
                align="right"
                disableSort
              >
                {rowActions}
              </DataTable.Col>
            ) : null}
          </ResponsiveDataTable>
        )}
      </ResourceListBase>
    </DataTableListContext.Provider>
  );
};

export interface EditInModalListProps<R extends RaRecord> extends Omit<
  ResourceListProps<R>,
  'rowActions' | 'rowClick' | 'bulkActionButtons' | 'empty' | 'emptyPage' | 'actions'
> {
  /** The create page, its button's label key (also under the empty state) and icon. */
  create: { path: string; label: string; icon: ReactElement };
  /** The record's detail page. */
  showPath: (record: R) => string;
  /** The first column: the record's name, a link to its detail. */
  nameSource: Extract<keyof R, string>;
  /** Interpolation values of `list.edit`, `list.view` and `list.delete` (the row buttons' accessible labels). */
  labelArgs: (record: R) => Record<string, unknown>;
  /** The edit modal for a row (ContractEditDialog); `record` is undefined when it is closed. */
  editDialog: (record: R | undefined, onClose: () => void) => ReactNode;
}

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A `ResourceList` whose rows are viewed, edited in a modal and deleted (SPEC §2 Staff and Tests): the create button
 * (also under the empty state) beside Export, a name column that links to the detail, row actions view / edit /
 * delete, bulk delete, and a row click that opens the edit modal. Each of create, edit and delete is offered only to
 * a person the contract's `access` lets do it (authProvider `canAccess`); without edit a row click opens nothing.
 * Wording: `resources.<resource>.list.{empty,edit,view,actions}` and the create label.
 */
export const EditInModalList = <R extends RaRecord>({
  create,
  showPath,
  nameSource,
  labelArgs,
  editDialog,
  children,
  ...list
}: EditInModalListProps<R>) => {
  const [editing, setEditing] = useState<R>();
  const resource = list.contract.name;
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const createButton = canCreate ? <CreateButton {...create} /> : null;
  return (
    <>
      <ResourceList<R>
        {...list}
        actions={
          <ExportToolbar>
            {list.filters?.length ? <FilterButton /> : null}
            {createButton}
          </ExportToolbar>
        }
        emptyPage={<ListEmpty>{createButton}</ListEmpty>}
        rowClick={(_id, _resource, record) => {
          if (canEdit) setEditing(record);
          return false;
        }}
        bulkActionButtons={canDelete ? <BulkDeleteRecordsButton /> : false}
        rowActions={
          <RowActions<R>
            showPath={showPath}
            labelArgs={labelArgs}
            onEdit={canEdit ? setEditing : undefined}
            canDelete={Boolean(canDelete)}
          />
        }
      >
        <DataTable.Col
          source={nameSource}
          render={(record: R) => (
            <MuiLink component={Link} to={showPath(record)} underline="hover" sx={{ fontWeight: 500 }} onClick={stop}>
              {String(record[nameSource] ?? '')}
            </MuiLink>
          )}
        />
        {children}
      </ResourceList>
      {editDialog(editing, () => setEditing(undefined))}
    </>
  );
};

const CreateButton = ({ path, label, icon }: EditInModalListProps<RaRecord>['create']) => (
  <Button component={Link} to={path} label={label} variant="contained">
    {icon}
  </Button>
);

/** SPEC §2's empty state ('No Staff Found! Register one now.') with the create button. */
const ListEmpty = ({ children }: { children: ReactNode }) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`resources.${resource}.list.empty`)}
      </Typography>
      {children}
    </Box>
  );
};

const RowActions = <R extends RaRecord>({
  showPath,
  labelArgs,
  onEdit,
  canDelete,
}: Pick<EditInModalListProps<R>, 'showPath' | 'labelArgs'> & {
  /** Opens the edit modal; none: no edit button (the person may not edit). */
  onEdit?: (record: R) => void;
  canDelete: boolean;
}) => {
  const record = useRecordContext<R>();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record) return null;
  const edit = translate(`resources.${resource}.list.edit`, labelArgs(record));
  const view = translate(`resources.${resource}.list.view`, labelArgs(record));
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      <Tooltip title={view}>
        <IconButton
          component={Link}
          to={showPath(record)}
          aria-label={view}
          size="small"
          color="primary"
          onClick={stop}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {onEdit ? (
        <Tooltip title={edit}>
          <IconButton
            aria-label={edit}
            size="small"
            color="primary"
            onClick={event => {
              stop(event);
              onEdit(record);
            }}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {canDelete ? <DeleteRecordButton<R> labelArgs={labelArgs} /> : null}
    </Box>
  );
};
