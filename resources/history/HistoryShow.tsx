import { Box } from '@mui/material';
import BackIcon from '@mui/icons-material/ArrowBack';
import { Button, FunctionField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';

import type { HistoryRecord } from '../../contracts/history';
import { DateField } from '../common/fields';
import { entityChoices } from './HistoryList';

const Title = () => {
    const record = useRecordContext<HistoryRecord>();
    const translate = useTranslate();
    return <>{record ? translate('resources.history.show.title', { id: record.id }) : ''}</>;
};

/** `/history/:id`: one audit entry, with its details as recorded. */
export const HistoryShow = () => {
    const { id } = useParams();
    const translate = useTranslate();
    return (
        <Show<HistoryRecord>
            resource="history"
            id={Number(id)}
            title={<Title />}
            actions={
                <TopToolbar sx={{ justifyContent: 'flex-start' }}>
                    <Button component={Link} to="/history" label="resources.history.show.back">
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
                <TextField source="action" />
                <SelectField source="entity" choices={entityChoices} />
                <TextField source="entity_id" />
                <FunctionField<HistoryRecord>
                    source="details"
                    render={record =>
                        record.details ? (
                            <Box component="pre" sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
                                {JSON.stringify(record.details, null, 2)}
                            </Box>
                        ) : (
                            translate('resources.history.show.no_details')
                        )
                    }
                />
            </SimpleShowLayout>
        </Show>
    );
};
