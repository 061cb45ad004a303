import BackIcon from '@mui/icons-material/ArrowBack';
import {
  Button,
  DataTable,
  DateInput,
  FilterButton,
  type Identifier,
  Labeled,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';

import { AUDIT_ACTIONS, historyContract, type HistoryRecord } from '../../contracts/history';
import { DateField } from '../common/fields';
import { ExportToolbar, ResourceList } from '../common/ResourceList';
import { choicesOf, fieldOf } from '../generic/fieldOf';
import type { ViewedContract } from '../generic/viewedContract';
import { actionKey } from './auditText';
import { HistoryAction } from './HistoryAction';
import { HistoryDetails } from './HistoryDetails';
import { HistoryEntity } from './HistoryEntity';

const contract = historyContract as unknown as ViewedContract;
const PATH = '/history';

const filters = [
  <SelectInput key="action" source="action" choices={AUDIT_ACTIONS.map(id => ({ id, name: actionKey(id) }))} />,
  <SelectInput key="entity" source="entity" choices={choicesOf(contract, 'entity')} />,
  <TextInput key="actor_email" source="actor_email" />,
  <DateInput key="at_gte" source="at_gte" />,
  <DateInput key="at_lte" source="at_lte" />,
];

const showPath = (id: Identifier) => `${PATH}/${encodeURIComponent(String(id))}`;

/**
 * `/history`: the audit log for a person — when, who, the action's label ("Lab verified"), the record's type and its
 * name linking to it; filters by action, record type, actor and dates; a row opens the entry. Page size, sort, search
 * and Export come from contracts/history.ts.
 */
export const HistoryList = () => (
  <ResourceList<HistoryRecord>
    contract={contract}
    filters={filters}
    actions={
      <ExportToolbar>
        <FilterButton />
      </ExportToolbar>
    }
    rowClick={showPath}
    phone={
      <SimpleList<HistoryRecord>
        primaryText={entry => (
          <>
            <HistoryAction record={entry} /> · <HistoryEntity record={entry} />
          </>
        )}
        secondaryText={entry => (
          <>
            <DateField source="at" record={entry} showTime /> · {entry.actor_email}
          </>
        )}
        rowClick={showPath}
        sx={{ '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' } }}
      />
    }
  >
    <DataTable.Col source="at">
      <DateField source="at" showTime />
    </DataTable.Col>
    <DataTable.Col source="actor_email" />
    <DataTable.Col source="action">
      <HistoryAction />
    </DataTable.Col>
    <DataTable.Col source="entity">{fieldOf(contract, 'entity')}</DataTable.Col>
    <DataTable.Col source="entity_id" disableSort>
      <HistoryEntity />
    </DataTable.Col>
  </ResourceList>
);

const Title = () => {
  const entry = useRecordContext<HistoryRecord>();
  const translate = useTranslate();
  return <>{entry ? translate('resources.history.show.title', { id: entry.id }) : ''}</>;
};

/** `/history/:id`: the entry — when, who, the action's label, the record linked by name, the details before → after. */
export const HistoryShow = () => {
  const { id } = useParams();
  return (
    <Show
      resource="history"
      id={Number(id)}
      title={<Title />}
      actions={
        <TopToolbar sx={{ justifyContent: 'flex-start' }}>
          <Button component={Link} to={PATH} label="resources.history.show.back">
            <BackIcon />
          </Button>
        </TopToolbar>
      }
    >
      <SimpleShowLayout sx={{ overflowWrap: 'anywhere' }}>
        <TextField source="id" />
        <DateField source="at" showTime />
        <TextField source="actor_email" />
        <TextField source="actor_role" />
        <Labeled source="action">
          <HistoryAction />
        </Labeled>
        {fieldOf(contract, 'entity')}
        <Labeled source="entity_id">
          <HistoryEntity />
        </Labeled>
        <Labeled source="details" fullWidth>
          <HistoryDetails />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
};
