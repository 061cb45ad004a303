import BackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import {
  Button,
  type RaRecord,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useCanAccess,
  useDelete,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';

import { contractOf } from '../../contracts/index';
import { ShowBreadcrumbs } from '../common/Breadcrumbs';
import { ContractEditDialog } from '../common/ContractEditDialog';
import { DeleteConfirm, useDeleteToasts } from '../common/DeleteRecordButton';
import { fieldOf } from './fieldOf';
import { inputOf } from './inputOf';
import { isEditable, type ViewedContract } from './viewedContract';

/** `resources.<name>.show.title` with the record's `%{id}`. */
const Title = ({ resource }: { resource: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate(`resources.${resource}.show.title`, { id: record.id }) : ''}</>;
};

/** Edit (the contract's update form in a modal) and Delete (confirmed, then back to the list), each where access allows. */
const RecordActions = ({ contract }: { contract: ViewedContract }) => {
  const resource = contract.name;
  const record = useRecordContext();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<RaRecord>();
  const [confirming, setConfirming] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const deleteToasts = useDeleteToasts();
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit', record });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete', record });
  if (!record) return null;
  const update = contract.input!.update as z.ZodObject;
  return (
    <>
      {canEdit ? (
        <Button label="ra.action.edit" onClick={() => setEditing(record)}>
          <EditIcon />
        </Button>
      ) : null}
      {canDelete ? (
        <Button label="ra.action.delete" color="error" onClick={() => setConfirming(true)} disabled={isPending}>
          <DeleteIcon />
        </Button>
      ) : null}
      <DeleteConfirm
        open={confirming}
        loading={isPending}
        content="content"
        onConfirm={() => {
          setConfirming(false);
          void deleteOne(
            resource,
            { id: record.id, previousData: record },
            deleteToasts(() => void navigate(`/${resource}`)),
          );
        }}
        onClose={() => setConfirming(false)}
      />
      <ContractEditDialog
        resource={resource}
        record={editing}
        onClose={() => setEditing(undefined)}
        maxWidth="sm"
        schema={update}
        rules="field"
      >
        {Object.keys(update.shape).map(field => inputOf(contract, field, update))}
      </ContractEditDialog>
    </>
  );
};

/**
 * The detail of a resource drawn from its contract (genericResource.ts): react-admin's `Show` of the record at `:id`,
 * titled `resources.<name>.show.title`, a back button (`show.back`) to the list, and the `view.show` fields, each drawn
 * by its contract type; an editable one also has Edit and Delete. A failed load shows the error with Retry (the theme's
 * RaShow default).
 */
export const GenericShow = ({ resource }: { resource: string }) => {
  const contract = contractOf(resource) as ViewedContract;
  const { id } = useParams();
  return (
    <Show
      resource={resource}
      id={contract.id === 'id' ? Number(id) : id}
      title={<Title resource={resource} />}
      actions={
        <TopToolbar sx={{ justifyContent: 'flex-start', flexWrap: 'wrap' }}>
          <ShowBreadcrumbs listPath={`/${resource}`} />
          <Button component={Link} to={`/${resource}`} label={`resources.${resource}.show.back`}>
            <BackIcon />
          </Button>
          {isEditable(contract) ? <RecordActions contract={contract} /> : null}
        </TopToolbar>
      }
    >
      <SimpleShowLayout sx={{ overflowWrap: 'anywhere' }}>
        {contract.view.show.map(field => fieldOf(contract, field))}
      </SimpleShowLayout>
    </Show>
  );
};
