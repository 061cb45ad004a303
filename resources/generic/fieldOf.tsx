import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  BooleanField,
  FunctionField,
  NumberField,
  type RaRecord,
  ReferenceField,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';

import type { ListDeclaration } from '../../contracts/defineResource';
import {
  anyReferenceOf,
  type BadgeColor,
  changeListOf,
  type ChoiceBadge,
  choiceBadgeOf,
  choiceValuesOf,
  kindOf,
  labelsOf,
  linkOf,
  referenceOf,
} from '../../contracts/fields';
import { GROUPED, useFormatters } from '../../lib/format';
import { DateField, MoneyField } from '../common/fields';
import { StatusBadge, type StatusLook } from '../common/StatusBadge';
import { RecordLink } from '../recordLinks';
import { useCodeLabel } from './codeLabel';
import { detailPathOf } from './detailPath';
import { AnyReferenceField, ChangeListField, LabelField } from './recordFields';
import type { ViewedContract } from './viewedContract';

/**
 * A filter's choices (or a `choice` field's values), labelled `resources.<name>.filters.<filter>.<choice>` (contracts/defineResource.ts). `numeric`:
 * as numbers, to match a number field's values (a contract writes choices as text: `rating: {choices: ['1', …]}`).
 */
export const choicesOf = (contract: ViewedContract, filter: string, numeric = false) =>
  (
    contract.list.filters[filter]?.choices ??
    choiceValuesOf((contract.record.shape as Record<string, z.ZodType>)[filter]) ??
    []
  ).map(id => ({
    id: numeric ? Number(id) : id,
    name: `resources.${contract.name}.filters.${filter}.${id}`,
  }));

/** A calendar day (`2026-12-01`) as that day in the reader's time zone (`new Date` would read it as UTC midnight). */
const localDay = (value: unknown) => {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(String(value));
};

/** A choice in the chosen language (`resources.<name>.filters.<field>.<value>`), or the value itself when unlisted. */
const ChoiceField = ({
  resource,
  source,
  record,
  badge,
}: {
  resource: string;
  source: string;
  record?: RaRecord;
  /** The contract's colours and the field's values (each labelled in the filter's words). */
  badge?: ChoiceBadge & { values?: readonly string[] };
}) => {
  const translate = useTranslate();
  if (badge) {
    const look = (color: BadgeColor, label?: string): StatusLook => ({ color, label, data: color });
    const otherwise = badge.otherwise ?? 'default';
    const values = new Set([...(badge.values ?? []), ...Object.keys(badge.colors)]);
    const looks = Object.fromEntries(
      [...values].map(value => [
        value,
        look(badge.colors[value] ?? otherwise, `resources.${resource}.filters.${source}.${value}`),
      ]),
    );
    return <StatusBadge record={record} source={source} looks={looks} otherwise={look(otherwise)} />;
  }
  return (
    <FunctionField
      source={source}
      record={record}
      render={(r: RaRecord) =>
        r[source] == null
          ? ''
          : translate(`resources.${resource}.filters.${source}.${r[source]}`, { _: String(r[source]) })
      }
    />
  );
};

/**
 * A `linkTo` field (contracts/fields.ts): its value, a link to the detail of the record whose id is `by` (default: the
 * value itself); plain text when that resource has no detail screen or the row has no id.
 */
const LinkedField = ({
  resource,
  by,
  source,
  record,
}: {
  resource: string;
  by?: string;
  source: string;
  record?: RaRecord;
}) => (
  <FunctionField
    source={source}
    record={record}
    render={(r: RaRecord) => {
      const value = r[source] as string | number | null | undefined;
      const id = r[by ?? source] as string | number | null | undefined;
      const text = value == null || value === '' ? (id == null ? '' : `#${String(id)}`) : String(value);
      const to = id == null || id === '' ? undefined : detailPathOf(resource, id);
      return to ? <RecordLink to={to}>{text}</RecordLink> : text;
    }}
  />
);

/**
 * An amount of rupees grouped per the chosen language, inside the resource's `resources.<name>.money` wording when it
 * has one ('PKR %{amount}'), else the one money field, bare (its heading names the currency: 'Lab Payout (PKR)').
 */
const ContractMoneyField = ({ resource, source, record }: { resource: string; source: string; record?: RaRecord }) => {
  const translate = useTranslate();
  const { amount } = useFormatters();
  const key = `resources.${resource}.money`;
  if (!translate(key, { _: '' })) return <MoneyField source={source} record={record} />;
  return (
    <FunctionField
      source={source}
      record={record}
      render={(r: RaRecord) =>
        r[source] == null || r[source] === '' ? '' : translate(key, { amount: amount(Number(r[source])) })
      }
    />
  );
};

/** A number in the chosen language. */
const LocalNumberField = (props: { source: string; record?: RaRecord }) => {
  const [locale] = useLocaleState();
  return <NumberField locales={locale} options={GROUPED} {...props} />;
};

/** A duration as typed, in the chosen language when it reads '<number> <unit>' (lib/format.ts). */
const DurationField = ({ source, record }: { source: string; record?: RaRecord }) => {
  const format = useFormatters();
  return (
    <FunctionField
      source={source}
      record={record}
      render={(r: RaRecord) => (r[source] == null ? '' : format.duration(String(r[source])))}
    />
  );
};

/** An object as indented JSON. */
const JsonField = ({ source, record }: { source: string; record?: RaRecord }) => (
  <FunctionField
    source={source}
    record={record}
    render={(r: RaRecord) =>
      r[source] == null ? (
        ''
      ) : (
        <Box component="pre" sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
          {JSON.stringify(r[source], null, 2)}
        </Box>
      )
    }
  />
);

const blank = (value: unknown) => value == null || value === '';

/**
 * A field whose value is empty (null or '', and for a `linkTo` field its record's id too): the resource's words for it,
 * `resources.<name>.show.no_<field>` ('Never', 'No response yet'), else `fallback` (a detail row's '—'), else the field
 * as its kind draws it.
 */
const OrEmpty = ({
  resource,
  source,
  by,
  record,
  fallback = '',
  children,
}: {
  resource: string;
  source: string;
  by?: string;
  record?: RaRecord;
  fallback?: string;
  children: ReactNode;
}) => {
  const current = useRecordContext({ record });
  const translate = useTranslate();
  if (!current || !blank(current[source]) || (by && !blank(current[by]))) return children;
  const text = translate(`resources.${resource}.show.no_${source}`, { _: fallback });
  return text ? (
    <Typography component="span" variant="body2" color="text.secondary">
      {text}
    </Typography>
  ) : (
    children
  );
};

/**
 * The field component of a contract field: a timestamp is the one date field (with the time), a day the date field,
 * money its amount (in the resource's `money` wording, if any), a reference a link to that record (its resource's `recordRepresentation`), a `linkTo`
 * field its value linking to the record it names, a `labelled` code its label, an `anyReference` the record by its
 * name (or its stored name once deleted), a `changeList` its changes before → after (recordFields.tsx), a field with
 * a filter of choices its translated choice, a `duration` in the chosen language, an object its JSON, a boolean a
 * yes/no icon, long text wrapped, anything else its text; an empty value the resource's words for it (`show.no_<field>`) or `fallback`. `record` is given
 * where no record context is (a phone line).
 */
export function fieldOf(contract: ViewedContract, source: string, record?: RaRecord, fallback?: string) {
  const schema = (contract.record.shape as Record<string, z.ZodType>)[source];
  const link = linkOf(schema);
  return (
    <OrEmpty key={source} resource={contract.name} source={source} by={link?.by} record={record} fallback={fallback}>
      {drawn(contract, source, schema, record)}
    </OrEmpty>
  );
}

/** A `choice` field's badge colours with its values, or undefined when it is drawn as text. */
const badgeOf = (schema: z.ZodType) => {
  const badge = choiceBadgeOf(schema);
  return badge && { ...badge, values: choiceValuesOf(schema) };
};

function drawn(contract: ViewedContract, source: string, schema: z.ZodType, record?: RaRecord) {
  const props = { source, record };
  switch (kindOf(contract, source)) {
    case 'date':
      return <DateField {...props} showTime />;
    case 'day':
      return <DateField {...props} transform={localDay} />;
    case 'money':
      return <ContractMoneyField {...props} resource={contract.name} />;
    case 'reference': {
      const reference = referenceOf(schema)!;
      return (
        <ReferenceField
          {...props}
          reference={reference}
          link={(target: RaRecord) => detailPathOf(reference, target.id) ?? false}
        />
      );
    }
    case 'link':
      return <LinkedField {...props} {...linkOf(schema)!} />;
    case 'label':
      return <LabelField {...props} resource={contract.name} group={labelsOf(schema)!.group} />;
    case 'anyReference':
      return <AnyReferenceField {...props} resource={contract.name} reference={anyReferenceOf(schema)!} />;
    case 'changes': {
      const changes = changeListOf(schema)!;
      const shape = contract.record.shape as Record<string, z.ZodType>;
      return (
        <ChangeListField
          {...props}
          resource={contract.name}
          changes={changes}
          reference={anyReferenceOf(shape[changes.of])}
        />
      );
    }
    case 'choice':
      return <ChoiceField {...props} resource={contract.name} badge={badgeOf(schema)} />;
    case 'longText':
      return <TextField {...props} sx={{ whiteSpace: 'pre-wrap' }} />;
    case 'duration':
      return <DurationField {...props} />;
    case 'json':
      return <JsonField {...props} />;
    case 'boolean':
      return <BooleanField {...props} />;
    case 'number':
      return <LocalNumberField {...props} />;
    default:
      return <TextField {...props} />;
  }
}

/** What `useFieldText` reads of a contract: its name (its wording's root), its record, its list's filters (choices). */
type DescribedRecord = Pick<ViewedContract, 'name' | 'record'> & { list?: Pick<ListDeclaration<string>, 'filters'> };

/**
 * A field's value as text in the chosen language, by its kind as `fieldOf` draws it, for a card's line or a sentence
 * or link that names it ('Issued by %{issuer} on %{date}', 'Invoice #%{number}'): a day (or a `timestampAsDay`) in the
 * one date style, a timestamp with its time, money in the resource's `money` wording ('PKR %{amount}') or bare, a
 * number grouped, a choice or yes / no translated, a `labelled` code its label, anything else its text; none: ''.
 */
export const useFieldText = <C extends DescribedRecord>(contract: C) => {
  const translate = useTranslate();
  const format = useFormatters();
  const codeLabel = useCodeLabel();
  return (record: object, field: Extract<keyof z.infer<C['record']>, string>): string => {
    const raw = (record as Record<string, unknown>)[field];
    if (raw == null || raw === '') return '';
    if (typeof raw === 'object') return JSON.stringify(raw);
    const value = raw as string | number | boolean;
    switch (kindOf(contract, field)) {
      case 'date':
        return format.dateTime(String(value));
      case 'day':
        return format.date(localDay(value));
      case 'money': {
        const amount = format.amount(Number(value));
        return translate(`resources.${contract.name}.money`, { amount, _: amount });
      }
      case 'number':
        return format.number(Number(value));
      case 'boolean':
        return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
      case 'choice':
        return translate(`resources.${contract.name}.filters.${field}.${String(value)}`, { _: String(value) });
      case 'duration':
        return format.duration(String(value));
      case 'label': {
        const schema = (contract.record.shape as Record<string, z.ZodType>)[field];
        return codeLabel(contract.name, labelsOf(schema)!.group, String(value));
      }
      default:
        return String(value);
    }
  };
};
