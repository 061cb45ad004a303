import BackIcon from '@mui/icons-material/ArrowBack';
import { Button, Show, SimpleShowLayout, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';

import { contractOf } from '../../contracts/index';
import { fieldOf } from './fieldOf';
import type { ViewedContract } from './readOnlyResource';

/** `resources.<name>.show.title` with the record's `%{id}`. */
const Title = ({ resource }: { resource: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate(`resources.${resource}.show.title`, { id: record.id }) : ''}</>;
};

/**
 * The detail of a read-only resource (readOnlyResource.ts): react-admin's `Show` of the record at `:id`, titled
 * `resources.<name>.show.title`, a back button (`show.back`) to the list, and the `view.show` fields, each drawn by its
 * contract type. A failed load shows the error with Retry (the theme's RaShow default).
 */
export const ReadOnlyShow = ({ resource }: { resource: string }) => {
  const contract = contractOf(resource) as ViewedContract;
  const { id } = useParams();
  return (
    <Show
      resource={resource}
      id={contract.id === 'id' ? Number(id) : id}
      title={<Title resource={resource} />}
      actions={
        <TopToolbar sx={{ justifyContent: 'flex-start' }}>
          <Button component={Link} to={`/${resource}`} label={`resources.${resource}.show.back`}>
            <BackIcon />
          </Button>
        </TopToolbar>
      }
    >
      <SimpleShowLayout sx={{ overflowWrap: 'anywhere' }}>
        {contract.view.show.map(field => fieldOf(contract, field))}
      </SimpleShowLayout>
    </Show>
  );
};
