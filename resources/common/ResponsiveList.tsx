import { Box, Card, Checkbox, CircularProgress, Stack, Typography } from '@mui/material';
import {
  Children,
  type ComponentType,
  createElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  BulkActionsToolbar,
  BulkDeleteButton,
  Datagrid,
  type DatagridProps,
  DataTable,
  type DataTableProps,
  FieldTitle,
  type RaRecord,
  RecordContextProvider,
  SortButton,
  useListContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';

import { textOf } from '../../dataProvider/clientSide';
import { useMenuIsDrawer } from '../../lib/menuBreakpoint';

/**
 * The lists' phone presentation: below the 998 px menu threshold (SPEC §9) every list draws its rows as
 * cards, one label/value line per column of the desktop table, the row's actions included, so nothing needs sideways
 * scrolling; the trailing action columns (no source) form the card's footer. The columns are the table's own children (`DataTable.Col` or `Datagrid` fields), so both presentations
 * show the same things with the same labels. Sorting moves to react-admin's SortButton (no column headers on a card);
 * selection to a checkbox per card with react-admin's bulk toolbar.
 */

interface Column {
  key: string;
  label?: ReactNode;
  source?: string;
  sortable: boolean;
  render: (record: RaRecord) => ReactNode;
}

/** `a.b.c` read from a record, as DataTable does for a column with a source only. */
const valueAt = (record: RaRecord, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]), record);

const isDataTableColumn = (element: ReactElement) =>
  element.type === DataTable.Col || element.type === DataTable.NumberCol;

/** The columns of a DataTable (its `DataTable.Col` children) or of a Datagrid (its field children). */
const columnsOf = (children: ReactNode): Column[] =>
  Children.toArray(children)
    .filter(isValidElement)
    .map((element, index) => {
      const props = element.props as {
        source?: string;
        label?: ReactNode;
        disableSort?: boolean;
        sortable?: boolean;
        render?: (record: RaRecord) => ReactNode;
        field?: ComponentType<{ source?: string }>;
        children?: ReactNode;
      };
      const key = props.source ?? String(index);
      if (isDataTableColumn(element)) {
        return {
          key,
          label: props.label,
          source: props.source,
          sortable: Boolean(props.source) && !props.disableSort,
          render: (record: RaRecord) => {
            if (props.children != null) return props.children;
            if (props.render) return props.render(record);
            if (props.field) return createElement(props.field, { source: props.source });
            const value = props.source ? valueAt(record, props.source) : undefined;
            return value != null ? textOf(value) : null;
          },
        };
      }
      // A Datagrid field: the element draws itself from the record context.
      return {
        key,
        label: props.label,
        source: props.source,
        sortable: Boolean(props.source) && props.sortable !== false,
        render: () => element,
      };
    });

interface RecordCardsProps {
  children: ReactNode;
  bulkActionButtons?: ReactNode;
  empty?: ReactNode;
}

/** The rows as cards (see above). */
const RecordCards = ({ children, bulkActionButtons, empty }: RecordCardsProps) => {
  const { data, isPending, selectedIds, onToggleItem } = useListContext<RaRecord>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const allColumns = columnsOf(children);
  // The trailing columns without a source are the row's actions: a footer of buttons, at thumb's reach.
  const lastSourced = allColumns.reduce((last, column, index) => (column.source ? index : last), -1);
  const columns = allColumns.slice(0, lastSourced + 1);
  const actions = allColumns.slice(lastSourced + 1);
  const sortable = columns.flatMap(column => (column.sortable && column.source ? [column.source] : []));
  const selectable = bulkActionButtons !== false && bulkActionButtons != null;

  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (!data?.length) {
    return (
      <>
        {empty ?? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {translate('ra.navigation.no_results')}
          </Typography>
        )}
      </>
    );
  }
  return (
    <Box sx={{ position: 'relative', width: '100%' }}>
      {sortable.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, minHeight: 48, alignItems: 'center' }}>
          <SortButton fields={sortable} />
        </Box>
      )}
      {selectable && <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 1 }}>
        {data.map(record => (
          <Box component="li" key={record.id}>
            <RecordContextProvider value={record}>
              <Card variant="outlined" data-testid="record-card" sx={{ p: 1.5, display: 'flex', gap: 1 }}>
                {selectable && (
                  <Checkbox
                    checked={selectedIds.includes(record.id)}
                    onChange={() => onToggleItem(record.id)}
                    slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
                    sx={{ alignSelf: 'flex-start', m: -1, mr: 0 }}
                  />
                )}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box
                    component="dl"
                    sx={{
                      m: 0,
                      display: 'grid',
                      gridTemplateColumns: 'minmax(88px, 38%) minmax(0, 1fr)',
                      columnGap: 1.5,
                      rowGap: 0.75,
                      alignItems: 'center',
                    }}
                  >
                    {columns.map(column => (
                      <Box key={column.key} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="caption" color="text.secondary">
                          <FieldTitle label={column.label as string} source={column.source} resource={resource} />
                        </Typography>
                        <Typography
                          component="dd"
                          variant="body2"
                          sx={{
                            m: 0,
                            minWidth: 0,
                            overflowWrap: 'anywhere',
                            '& > div': { justifyContent: 'flex-start', flexWrap: 'wrap' },
                          }}
                        >
                          {column.render(record)}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                  {actions.length > 0 && (
                    <Box
                      data-testid="record-card-actions"
                      sx={{
                        display: 'flex',
                        justifyContent: 'flex-end',
                        alignItems: 'center',
                        flexWrap: 'wrap',
                        gap: 1,
                        pt: 0.5,
                        '& > div': { justifyContent: 'flex-end' },
                      }}
                    >
                      {actions.map(column => (
                        <Fragment key={column.key}>{column.render(record)}</Fragment>
                      ))}
                    </Box>
                  )}
                </Box>
              </Card>
            </RecordContextProvider>
          </Box>
        ))}
      </Stack>
    </Box>
  );
};

/** react-admin's DataTable on wide screens, the same columns as cards below 998 px. */
export const ResponsiveDataTable = <R extends RaRecord = RaRecord>(props: DataTableProps<R>) => {
  const asCards = useMenuIsDrawer();
  if (!asCards) return <DataTable<R> {...props} />;
  const bulk = props.bulkActionButtons === undefined ? <BulkDeleteButton /> : props.bulkActionButtons;
  return (
    <RecordCards bulkActionButtons={bulk} empty={props.empty}>
      {props.children}
    </RecordCards>
  );
};

/** react-admin's Datagrid on wide screens, the same fields as cards below 998 px. */
export const ResponsiveDatagrid = (props: DatagridProps) => {
  const asCards = useMenuIsDrawer();
  if (!asCards) return <Datagrid {...props} />;
  const bulk = props.bulkActionButtons === undefined ? <BulkDeleteButton /> : props.bulkActionButtons;
  return (
    <RecordCards bulkActionButtons={bulk} empty={props.empty}>
      {props.children}
    </RecordCards>
  );
};
