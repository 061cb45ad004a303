import { Typography } from '@mui/material';
import { type RaRecord, ReferenceField, TextField, useRecordContext, useTranslate } from 'react-admin';

import type { AuditDetails, AuditedEntity, HistoryRecord } from '../../contracts/history';
import { invoicePath } from '../invoices/paths';
import { labOverviewPath } from '../labs/paths';
import { RecordLink } from '../recordLinks';

/** Where an entity's record opens, and the react-admin resource that fetches it (getMany) for its current name. */
interface Target {
  reference?: string;
  /** The record's ids are numbers (the log stores every id as text). */
  numeric?: boolean;
  path?: (id: string) => string;
  /** The field the record is named by, where its resource has no record representation. */
  nameField?: string;
}

const TARGETS: Record<AuditedEntity, Target> = {
  lab: { reference: 'labs', path: labOverviewPath },
  staff: { reference: 'staff', path: id => `/staffdetails/${encodeURIComponent(id)}` },
  test: { reference: 'tests', numeric: true, path: id => `/TestOverview/${id}` },
  order: { reference: 'invoices', numeric: true, path: invoicePath, nameField: 'invoiceID' },
  financialAid: { reference: 'financialAid', numeric: true, path: id => `/financialaiddetails/${id}` },
  // A complaint opens in its list's dialog, a review on its lab's overview, a user has no page: named, not fetched.
  complaint: {},
  review: {},
  user: {},
};

const detailsOf = (entry: HistoryRecord) => (entry.details ?? {}) as AuditDetails;

/** The name the entry stored when it was written (the record may be gone), else the record's id. */
const storedName = (entry: HistoryRecord) => {
  const { name } = detailsOf(entry);
  return typeof name === 'string' && name ? name : entry.entity_id;
};

/**
 * The record an audit entry is about: its current name linking to it (react-admin's `ReferenceField` over the
 * entity's resource, one getMany per page and resource); once deleted, the name it had, marked deleted. A review links
 * to its lab's overview; a complaint or a user shows the stored name.
 */
export const HistoryEntity = ({ record: given }: { record?: HistoryRecord }) => {
  const context = useRecordContext<HistoryRecord>();
  const translate = useTranslate();
  const entry = given ?? context;
  if (!entry) return null;
  const target = TARGETS[entry.entity as AuditedEntity] ?? {};
  const name = storedName(entry);
  if (entry.entity === 'review') {
    const labId = detailsOf(entry).lab_id;
    if (typeof labId === 'number') return <RecordLink to={labOverviewPath(labId)}>{name}</RecordLink>;
  }
  if (!target.reference || !target.path || entry.entity === 'review')
    return (
      <Typography component="span" variant="body2">
        {name}
      </Typography>
    );
  const path = target.path;
  const record = { ...entry, entity_id: target.numeric ? Number(entry.entity_id) : entry.entity_id };
  return (
    <ReferenceField
      record={record}
      source="entity_id"
      reference={target.reference}
      link={(referenced: RaRecord) => path(String(referenced.id))}
      emptyText={translate('resources.history.show.deleted', { name })}
    >
      {target.nameField ? <TextField source={target.nameField} /> : undefined}
    </ReferenceField>
  );
};
