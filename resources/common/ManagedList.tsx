import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Box, IconButton, Link as MuiLink, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import {
    Button,
    DataTable,
    ExportButton,
    List,
    SearchInput,
    TopToolbar,
    useRecordContext,
    useResourceContext,
    useTranslate,
    type Exporter,
    type ListProps,
    type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';

import { BulkDeleteRecordsButton } from './BulkDeleteRecordsButton';
import { DeleteRecordButton } from './DeleteRecordButton';
import { ResponsiveDataTable } from './ResponsiveList';

/** What a managed list's contract says about it (contracts/*.ts `list`). */
interface ListSettings {
    perPage: number;
    defaultSort: { field: string; order: 'ASC' | 'DESC' };
}

export interface ManagedListProps<R extends RaRecord> {
    resource: string;
    list: ListSettings;
    exporter: Exporter;
    pagination?: ListProps['pagination'];
    /** The create page, its button's label key (also under the empty state) and icon. */
    create: { path: string; label: string; icon: ReactElement };
    /** The record's detail page. */
    showPath: (record: R) => string;
    /** The first column: the record's name, a link to its detail. */
    nameSource: Extract<keyof R, string>;
    /** Interpolation values of `list.edit`, `list.view` and `list.delete` (the row buttons' accessible labels). */
    labelArgs: (record: R) => Record<string, unknown>;
    /** The columns after the name (`DataTable.Col`). */
    children: ReactNode;
    /** The edit modal for a row (ContractEditDialog); `record` is undefined when it is closed. */
    editDialog: (record: R | undefined, onClose: () => void) => ReactNode;
}

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A list whose rows are viewed, edited in a modal and deleted (SPEC §2 Staff and Tests): react-admin `List` with the
 * contract's page size and sort, search, the create button (also under the empty state), export, a name column that
 * links to the detail, row actions view / edit / delete, bulk delete, and a row click that opens the edit modal.
 * Wording: `resources.<resource>.list.{title,empty,edit,view,actions}` and the create label.
 */
export const ManagedList = <R extends RaRecord>(props: ManagedListProps<R>) => {
    const { resource, list, exporter, pagination, create, showPath, nameSource, labelArgs, children, editDialog } = props;
    const [editing, setEditing] = useState<R>();
    const createButton = <CreateButton {...create} />;
    return (
        <>
            <List<R>
                resource={resource}
                title={`resources.${resource}.list.title`}
                perPage={list.perPage}
                sort={list.defaultSort}
                pagination={pagination}
                filters={[<SearchInput key="q" source="q" alwaysOn />]}
                actions={
                    <TopToolbar>
                        {createButton}
                        <ExportButton />
                    </TopToolbar>
                }
                empty={<ListEmpty>{createButton}</ListEmpty>}
                exporter={exporter}
                storeKey={`${resource}.list`}
            >
                <ResponsiveDataTable<R>
                    rowClick={(_id, _resource, record) => {
                        setEditing(record as R);
                        return false;
                    }}
                    bulkActionButtons={<BulkDeleteRecordsButton />}
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
                    <DataTable.Col label={`resources.${resource}.list.actions`} align="right" disableSort>
                        <RowActions<R> showPath={showPath} labelArgs={labelArgs} onEdit={setEditing} />
                    </DataTable.Col>
                </ResponsiveDataTable>
            </List>
            {editDialog(editing, () => setEditing(undefined))}
        </>
    );
};

const CreateButton = ({ path, label, icon }: ManagedListProps<RaRecord>['create']) => (
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
}: Pick<ManagedListProps<R>, 'showPath' | 'labelArgs'> & { onEdit: (record: R) => void }) => {
    const record = useRecordContext<R>();
    const resource = useResourceContext();
    const translate = useTranslate();
    if (!record) return null;
    const edit = translate(`resources.${resource}.list.edit`, labelArgs(record));
    const view = translate(`resources.${resource}.list.view`, labelArgs(record));
    return (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
            <Tooltip title={view}>
                <IconButton component={Link} to={showPath(record)} aria-label={view} size="small" color="primary" onClick={stop}>
                    <VisibilityIcon fontSize="small" />
                </IconButton>
            </Tooltip>
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
            <DeleteRecordButton<R> labelArgs={labelArgs} />
        </Box>
    );
};
