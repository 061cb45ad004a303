import { useMemo, type ReactElement, type ReactNode } from 'react';
import {
    DataTable,
    ExportButton,
    List,
    SearchInput,
    TopToolbar,
    type DataTableProps,
    type ListProps,
    type RaRecord,
} from 'react-admin';
import type { SxProps, Theme } from '@mui/material';

import type { ListDeclaration, ResourceContract } from '../../contracts/defineResource';
import { useMenuIsDrawer } from '../../src/layout/menuBreakpoint';
import { columnsExporter } from './exporter';
import { ResponsiveDataTable } from './ResponsiveList';

/** A contract that declares a list (contracts/*.ts): its name, record, list settings and export columns. */
export type ListedContract = Pick<ResourceContract, 'name' | 'record' | 'export'> & { list: ListDeclaration<string> };

/** The toolbar of a list: what a list adds (a heading, FilterButton, SortButton…), then Export. */
export const ExportToolbar = ({ children, sx }: { children?: ReactNode; sx?: SxProps<Theme> }) => (
    <TopToolbar sx={sx}>
        {children}
        <ExportButton />
    </TopToolbar>
);

export interface ResourceListBaseProps extends Omit<ListProps, 'resource' | 'perPage' | 'sort' | 'filters' | 'exporter' | 'storeKey'> {
    contract: ListedContract;
    /** Filter inputs after the search box (which every contract with searchable fields gets, always shown). */
    filters?: ReactElement[];
    /** The CSV file's name (default: the resource name). */
    exportName?: string;
}

/**
 * react-admin's `List` set from a contract: page size, default sort and search from `contract.list`, the CSV of
 * `contract.export` (the record's fields when it declares none) through the formula-safe exporter, the title
 * `resources.<name>.list.title`, Export in the toolbar, and the list's own store key. Its children draw the records
 * (`ResourceList` below gives them a table; invoices draw cards). Failed loads show the error with Retry and hide the
 * paginator: RaList's defaults in the theme.
 */
export const ResourceListBase = ({ contract, filters = [], exportName, children, ...props }: ResourceListBaseProps) => {
    const { name, list } = contract;
    const exporter = useMemo(
        () => columnsExporter(exportName ?? name, contract.export ?? Object.keys(contract.record.shape)),
        [contract, exportName, name],
    );
    const allFilters = useMemo(
        () => [...(list.searchable.length ? [<SearchInput key="q" source="q" alwaysOn />] : []), ...filters],
        [list.searchable.length, filters],
    );
    return (
        <List
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
        </List>
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
    above,
    phone,
    ...base
}: ResourceListProps<R>) => {
    const narrow = useMenuIsDrawer();
    return (
        <ResourceListBase {...base} {...(empty === undefined ? {} : { empty: false })}>
            {above}
            {narrow && phone ? (
                phone
            ) : (
                <ResponsiveDataTable<R> rowClick={rowClick} bulkActionButtons={bulkActionButtons} empty={empty}>
                    {children}
                    {rowActions ? (
                        <DataTable.Col label={rowActionsLabel ?? `resources.${base.contract.name}.list.actions`} align="right" disableSort>
                            {rowActions}
                        </DataTable.Col>
                    ) : null}
                </ResponsiveDataTable>
            )}
        </ResourceListBase>
    );
};
