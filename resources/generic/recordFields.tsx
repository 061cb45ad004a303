import { Box, Typography } from '@mui/material';
import {
  FunctionField,
  type RaRecord,
  ReferenceField,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import type { AnyReference, ChangeList, RecordTarget } from '../../contracts/fields';
import { GROUPED } from '../../lib/format';
import { DetailRow } from '../common/fields';
import { RecordLink } from '../recordLinks';
import { useCodeLabel } from './codeLabel';
import { detailPathOf } from './detailPath';

/*
 * The field kinds of a log of writes (contracts/fields.ts `labelled`, `anyReference`, `changeList`): a code as its
 * label, the record a row is about by its name, and what a write changed as a field list.
 */

/** The value at a dotted path of a row (`details.name`). */
const at = (row: RaRecord, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], row);

/** A `labelled` field: its code's label in the chosen language (codeLabel.ts). */
export const LabelField = ({
  resource,
  group,
  source,
  record,
}: {
  resource: string;
  group: string;
  source: string;
  record?: RaRecord;
}) => {
  const label = useCodeLabel();
  return (
    <FunctionField
      source={source}
      record={record}
      render={(r: RaRecord) => (r[source] == null ? '' : label(resource, group, String(r[source])))}
    />
  );
};

const Plain = ({ children }: { children: string }) => (
  <Typography component="span" variant="body2">
    {children}
  </Typography>
);

/**
 * An `anyReference` field: the record the row is about. Of a `resource` with a detail screen, its current name linking
 * there (react-admin's `ReferenceField`: one getMany per page and resource), and once the record is gone the name
 * stored with the row, marked deleted (`resources.<name>.show.deleted`); by `by`, a link to that record with the
 * stored name; else the stored name (or the id).
 */
export const AnyReferenceField = ({
  resource,
  source,
  record: given,
  reference: { kindField, targets, storedName },
}: {
  resource: string;
  source: string;
  record?: RaRecord;
  reference: AnyReference;
}) => {
  const context = useRecordContext();
  const translate = useTranslate();
  const row = given ?? context;
  if (!row) return null;
  const target: RecordTarget = targets[String(row[kindField])] ?? {};
  const stored = at(row, storedName);
  const name = typeof stored === 'string' && stored ? stored : String(row[source] ?? '');
  if (!target.resource) return <Plain>{name}</Plain>;
  if (target.by) {
    const id = at(row, target.by);
    const to = typeof id === 'number' || (typeof id === 'string' && id) ? detailPathOf(target.resource, id) : undefined;
    return to ? <RecordLink to={to}>{name}</RecordLink> : <Plain>{name}</Plain>;
  }
  const reference = target.resource;
  const value = row[source] as string | number | null | undefined;
  const id = target.key === 'int' ? Number(value) : value;
  if (id == null || id === '' || !detailPathOf(reference, id)) return <Plain>{name}</Plain>;
  return (
    <ReferenceField
      record={{ ...row, [source]: id }}
      source={source}
      reference={reference}
      link={(referenced: RaRecord) => detailPathOf(reference, referenced.id) ?? false}
      emptyText={translate(`resources.${resource}.show.deleted`, { name, _: name })}
    >
      {target.name ? <TextField source={target.name} /> : undefined}
    </ReferenceField>
  );
};

type Change = { from: unknown; to: unknown };

/** A stored value as a reader sees it: numbers in the chosen language, yes/no, nothing as `show.empty` ("(empty)"). */
const useValueText = (resource: string) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '')
      return translate(`resources.${resource}.show.empty`, { _: '—' });
    if (typeof value === 'number') return value.toLocaleString(locale, GROUPED);
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (typeof value === 'string') return value;
    return JSON.stringify(value);
  };
};

/** The changes a value records: `changes`, or the `{from, to}` of a status. */
const changesIn = (details: Record<string, unknown>): [string, Change][] => {
  if (details.changes && typeof details.changes === 'object')
    return Object.entries(details.changes as Record<string, Change>);
  if ('from' in details && 'to' in details) return [['Status', { from: details.from, to: details.to }]];
  return [];
};

/**
 * A `changeList` field: each changed field as "before → after" under its label (the changed record's own field label,
 * `resources.<labels>.fields.<field>`, else `resources.<name>.facts.<field>`, else its name), then the other facts as
 * label and value; none: `resources.<name>.show.no_<field>`.
 */
export const ChangeListField = ({
  resource,
  source,
  record: given,
  changes: { hidden },
  reference,
}: {
  resource: string;
  source: string;
  record?: RaRecord;
  changes: ChangeList;
  reference?: AnyReference;
}) => {
  const context = useRecordContext();
  const translate = useTranslate();
  const value = useValueText(resource);
  const row = given ?? context;
  if (!row) return null;
  // The resource whose field labels name the changes: the record's (`of`, an `anyReference`), else this one's.
  const kind = reference ? String(row[reference.kindField]) : undefined;
  const target = kind ? reference?.targets[kind] : undefined;
  const labels = kind ? (target?.labels ?? target?.resource ?? kind) : resource;
  const label = (field: string) =>
    translate(`resources.${labels}.fields.${field}`, {
      _: translate(`resources.${resource}.facts.${field}`, { _: field }),
    });
  const details = (row[source] ?? {}) as Record<string, unknown>;
  const changes = changesIn(details);
  const facts = Object.entries(details).filter(([key]) => !['changes', 'from', 'to', ...hidden].includes(key));
  if (!changes.length && !facts.length)
    return <Typography variant="body2">{translate(`resources.${resource}.show.no_${source}`, { _: '—' })}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {changes.length > 0 && (
        <Box component="dl" sx={{ m: 0 }} aria-label={translate(`resources.${resource}.show.changes`)}>
          {changes.map(([field, change]) => (
            <DetailRow key={field} label={label(field)}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {value(change.from)}
              </Box>
              {' → '}
              <Box component="span" sx={{ fontWeight: 500 }}>
                {value(change.to)}
              </Box>
            </DetailRow>
          ))}
        </Box>
      )}
      {facts.length > 0 && (
        <Box component="dl" sx={{ m: 0 }} aria-label={translate(`resources.${resource}.show.facts`)}>
          {facts.map(([key, fact]) => (
            <DetailRow key={key} label={label(key)}>
              {value(fact)}
            </DetailRow>
          ))}
        </Box>
      )}
    </Box>
  );
};
