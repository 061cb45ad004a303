import {
    DataTable,
    DateInput,
    ExportButton,
    FilterButton,
    List,
    SearchInput,
    SelectField,
    SelectInput,
    SimpleList,
    TextInput,
    TopToolbar,
    type Identifier,
} from 'react-admin';

import { AUDITED_ENTITIES, historyContract, type HistoryRecord } from '../../contracts/history';
import { useMenuIsDrawer } from '../../src/layout/menuBreakpoint';
import { columnsExporter } from '../common/exporter';
import { DateField } from '../common/fields';

const { list } = historyContract;
export const entityChoices = AUDITED_ENTITIES.map(id => ({ id, name: `resources.history.entities.${id}` }));
const showPath = (id: Identifier) => `/history/${encodeURIComponent(String(id))}`;

const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="entity" source="entity" choices={entityChoices} />,
    <TextInput key="actor_email" source="actor_email" />,
    <DateInput key="at_gte" source="at_gte" />,
    <DateInput key="at_lte" source="at_lte" />,
];

const exporter = columnsExporter<HistoryRecord>('history', historyContract.export);

/** `/history`: the audit log, newest first, filtered by record type, actor and dates; a table, a list below 998 px. */
export const HistoryList = () => {
    const narrow = useMenuIsDrawer();
    return (
        <List<HistoryRecord>
            resource="history"
            title="resources.history.list.title"
            perPage={list.perPage}
            sort={list.defaultSort}
            filters={filters}
            exporter={exporter}
            storeKey="history.list"
            actions={
                <TopToolbar>
                    <FilterButton />
                    <ExportButton />
                </TopToolbar>
            }
        >
            {narrow ? (
                <SimpleList<HistoryRecord>
                    primaryText={record => `${record.action} · ${record.entity_id}`}
                    secondaryText={record => (
                        <>
                            <DateField source="at" record={record} showTime /> · {record.actor_email}
                        </>
                    )}
                    rowClick={showPath}
                    // Long e-mail addresses wrap inside the row instead of widening the page on a phone.
                    sx={{ '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' } }}
                />
            ) : (
                <DataTable<HistoryRecord> rowClick={showPath} bulkActionButtons={false}>
                    <DataTable.Col source="at">
                        <DateField source="at" showTime />
                    </DataTable.Col>
                    <DataTable.Col source="actor_email" />
                    <DataTable.Col source="action" />
                    <DataTable.Col source="entity">
                        <SelectField source="entity" choices={entityChoices} />
                    </DataTable.Col>
                    <DataTable.Col source="entity_id" disableSort />
                </DataTable>
            )}
        </List>
    );
};
