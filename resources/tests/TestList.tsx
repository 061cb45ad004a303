import { useState, type MouseEvent } from 'react';
import { Box, IconButton, Link as MuiLink, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
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
    useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';

import { BulkDeleteRecordsButton } from '../common/BulkDeleteRecordsButton';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import { TestEditDialog } from './TestEditDialog';
import { testExporter } from './testExporter';
import type { Test } from './types';
import { ResponsiveDataTable } from '../common/ResponsiveList';

const deleteLabelArgs = (test: Test) => ({ title: test.Title });

export const TEST_LIST_PATH = '/testslist';
export const TEST_CREATE_PATH = '/createtest';
export const testShowPath = (id: Test['id']) => `/TestOverview/${id}`;

const testFilters = [<SearchInput key="q" source="q" alwaysOn />];

const CreateTestButton = () => (
    <Button component={Link} to={TEST_CREATE_PATH} label="resources.tests.list.create" variant="contained">
        <AddIcon />
    </Button>
);

const TestListActions = () => (
    <TopToolbar>
        <CreateTestButton />
        <ExportButton />
    </TopToolbar>
);

const TestListEmpty = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
            <Typography variant="h6" component="p" gutterBottom>
                {translate('resources.tests.list.empty')}
            </Typography>
            <CreateTestButton />
        </Box>
    );
};

const RowActions = ({ onEdit }: { onEdit: (record: Test) => void }) => {
    const record = useRecordContext<Test>();
    const translate = useTranslate();
    if (!record) return null;
    const edit = translate('resources.tests.list.edit', { title: record.Title });
    const view = translate('resources.tests.list.view', { title: record.Title });
    return (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
            <Tooltip title={view}>
                <IconButton
                    component={Link}
                    to={testShowPath(record.id)}
                    aria-label={view}
                    size="small"
                    color="primary"
                    onClick={(event: MouseEvent) => event.stopPropagation()}
                >
                    <VisibilityIcon fontSize="small" />
                </IconButton>
            </Tooltip>
            <Tooltip title={edit}>
                <IconButton
                    aria-label={edit}
                    size="small"
                    color="primary"
                    onClick={event => {
                        event.stopPropagation();
                        onEdit(record);
                    }}
                >
                    <EditIcon fontSize="small" />
                </IconButton>
            </Tooltip>
            <DeleteRecordButton<Test> labelArgs={deleteLabelArgs} />
        </Box>
    );
};

const formatPrice = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-PK') : '');

/** `/testslist` (SPEC §2 Tests, §9: 10 per page, Title ascending): search, sort, edit modal, delete, export. */
export const TestList = () => {
    const [editing, setEditing] = useState<Test>();
    return (
        <>
            <List<Test>
                resource="tests"
                title="resources.tests.list.title"
                perPage={10}
                sort={{ field: 'Title', order: 'ASC' }}
                filters={testFilters}
                actions={<TestListActions />}
                empty={<TestListEmpty />}
                exporter={testExporter}
                storeKey="tests.list"
            >
                <ResponsiveDataTable<Test>
                    rowClick={(_id, _resource, record) => {
                        setEditing(record);
                        return false;
                    }}
                    bulkActionButtons={<BulkDeleteRecordsButton />}
                >
                    <DataTable.Col source="Title" render={(record: Test) => (
                        <MuiLink component={Link} to={testShowPath(record.id)} underline="hover" sx={{ fontWeight: 500 }} onClick={(event: MouseEvent) => event.stopPropagation()}>
                            {record.Title}
                        </MuiLink>
                    )} />
                    <DataTable.Col
                        source="LowerPriceLimit"
                        align="right"
                        render={(record: Test) => formatPrice(record.LowerPriceLimit)}
                    />
                    <DataTable.Col
                        source="UpperPriceLimit"
                        align="right"
                        render={(record: Test) => formatPrice(record.UpperPriceLimit)}
                    />
                    <DataTable.Col source="AvgDuration" />
                    <DataTable.Col label="resources.tests.list.actions" align="right" disableSort>
                        <RowActions onEdit={setEditing} />
                    </DataTable.Col>
                </ResponsiveDataTable>
            </List>
            <TestEditDialog record={editing} onClose={() => setEditing(undefined)} />
        </>
    );
};
