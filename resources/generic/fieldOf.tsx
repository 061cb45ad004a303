import { Box } from '@mui/material';
import {
  BooleanField,
  FunctionField,
  NumberField,
  type RaRecord,
  ReferenceField,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';

import type { ListDeclaration } from '../../contracts/defineResource';
import { kindOf, linkOf, referenceOf } from '../../contracts/fields';
import { useFormatters } from '../../lib/format';
import { DateField, MoneyField } from '../common/fields';
import { RecordLink } from '../recordLinks';
import { detailPathOf } from './detailPath';
import type { ViewedContract } from './viewedContract';

/**
 * A filter's choices, labelled `resources.<name>.filters.<filter>.<choice>` (contracts/defineResource.ts). `numeric`:
 * as numbers, to match a number field's values (a contract writes choices as text: `rating: {choices: ['1', …]}`).
 */
export const choicesOf = (contract: ViewedContract, filter: string, numeric = false) =>
  (contract.list.filters[filter]?.choices ?? []).map(id => ({
    id: numeric ? Number(id) : id,
    name: `resources.${contract.name}.filters.${filter}.${id}`,
  }));

/** A calendar day (`2026-12-01`) as that day in the reader's time zone (`new Date` would read it as UTC midnight). */
const localDay = (value: unknown) => {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(String(value));
};

/** A choice in the chosen language (`resources.<name>.filters.<field>.<value>`), or the value itself when unlisted. */
const ChoiceField = ({ resource, source, record }: { resource: string; source: string; record?: RaRecord }) => {
  const translate = useTranslate();
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
  return <NumberField locales={locale} {...props} />;
};

/** An object as indented JSON; none: `resources.<name>.show.no_<field>` (or nothing) in the chosen language. */
const JsonField = ({ resource, source, record }: { resource: string; source: string; record?: RaRecord }) => {
  const translate = useTranslate();
  return (
    <FunctionField
      source={source}
      record={record}
      render={(r: RaRecord) =>
        r[source] == null ? (
          translate(`resources.${resource}.show.no_${source}`, { _: '' })
        ) : (
          <Box component="pre" sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
            {JSON.stringify(r[source], null, 2)}
          </Box>
        )
      }
    />
  );
};

/**
 * The field component of a contract field: a timestamp is the one date field (with the time), a day the date field,
 * money its amount (in the resource's `money` wording, if any), a reference a link to that record (its resource's `recordRepresentation`), a `linkTo`
 * field its value linking to the record it names, a field with
 * a filter of choices its translated choice, an object its JSON, a boolean a yes/no icon, long text wrapped, anything
 * else its text. `record` is given where no record context is (a phone line).
 */
export function fieldOf(contract: ViewedContract, source: string, record?: RaRecord) {
  const props = { source, record, key: source };
  switch (kindOf(contract, source)) {
    case 'date':
      return <DateField {...props} showTime />;
    case 'day':
      return <DateField {...props} transform={localDay} />;
    case 'money':
      return <ContractMoneyField {...props} resource={contract.name} />;
    case 'reference': {
      const reference = referenceOf((contract.record.shape as Record<string, z.ZodType>)[source])!;
      return (
        <ReferenceField
          {...props}
          reference={reference}
          link={(target: RaRecord) => detailPathOf(reference, target.id) ?? false}
        />
      );
    }
    case 'link':
      return <LinkedField {...props} {...linkOf((contract.record.shape as Record<string, z.ZodType>)[source])!} />;
    case 'choice':
      return <ChoiceField {...props} resource={contract.name} />;
    case 'longText':
      return <TextField {...props} sx={{ whiteSpace: 'pre-wrap' }} />;
    case 'json':
      return <JsonField {...props} resource={contract.name} />;
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
 * number grouped, a choice or yes / no translated, anything else its text; none: ''.
 */
export const useFieldText = <C extends DescribedRecord>(contract: C) => {
  const translate = useTranslate();
  const format = useFormatters();
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
      default:
        return String(value);
    }
  };
};
