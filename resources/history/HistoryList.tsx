import { DataTable, DateInput, FilterButton, SelectField, SelectInput, SimpleList, TextInput, type Identifier } from 'react-admin';

import { AUDITED_ENTITIES, historyContract, type HistoryRecord } from '../../contracts/history';
import { DateField } from '../common/fields';
import { ExportToolbar, ResourceList } from '../common/ResourceList';

export const entityChoices = AUDITED_ENTITIES.map(id => ({ id, name: `resources.history.entities.${id}` }));
const showPath = (id: Identifier) => `/history/${encodeURIComponent(String(id))}`;

const filters = [
    <SelectInput key="entity" source="entity" choices={entityChoices} />,
    <TextInput key="actor_email" source="actor_email" />,
    <DateInput key="at_gte" source="at_gte" />,
    <DateInput key="at_lte" source="at_lte" />,
];

/** On a phone: one line per entry (what, which record), then when and who; a tap opens the entry. */
const phoneList = (
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
);

/** `/history`: the audit log, newest first, filtered by record type, actor and dates; a table, a list below 998 px. */
export const HistoryList = () => (
    <ResourceList<HistoryRecord>
        contract={historyContract}
        filters={filters}
        actions={<ExportToolbar><FilterButton /></ExportToolbar>}
        rowClick={showPath}
        phone={phoneList}
    >
        <DataTable.Col source="at">
            <DateField source="at" showTime />
        </DataTable.Col>
        <DataTable.Col source="actor_email" />
        <DataTable.Col source="action" />
        <DataTable.Col source="entity">
            <SelectField source="entity" choices={entityChoices} />
        </DataTable.Col>
        <DataTable.Col source="entity_id" disableSort />
    </ResourceList>
);
