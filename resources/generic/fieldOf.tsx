import { Box } from '@mui/material';
import {
  BooleanField,
  FunctionField,
  NumberField,
  type RaRecord,
  SelectField,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';

import { money, timestamp, timestampOrNull } from '../../contracts/fields';
import { DateField, MoneyField } from '../common/fields';
import type { ViewedContract } from './viewedContract';

type Kind = 'date' | 'money' | 'choice' | 'json' | 'boolean' | 'number' | 'text';

/** A nullable or optional field's own type. */
const unwrapped = (schema: z.ZodType): z.ZodType => {
  const def = schema.def as { type: string; innerType?: z.ZodType };
  return (def.type === 'nullable' || def.type === 'optional') && def.innerType ? unwrapped(def.innerType) : schema;
};

/** What a record field is, from its contract type (contracts/fields.ts) and the list's filters. */
function kindOf(contract: ViewedContract, field: string): Kind {
  const schema = (contract.record.shape as Record<string, z.ZodType>)[field];
  if (schema === timestamp || schema === timestampOrNull) return 'date';
  const inner = unwrapped(schema);
  if (inner === money) return 'money';
  if (contract.list.filters[field]?.choices) return 'choice';
  switch (inner.def.type) {
    case 'record':
    case 'object':
    case 'array':
      return 'json';
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    default:
      return 'text';
  }
}

/**
 * A filter's choices, labelled `resources.<name>.filters.<filter>.<choice>` (contracts/defineResource.ts). `numeric`:
 * as numbers, to match a number field's values (a contract writes choices as text: `rating: {choices: ['1', …]}`).
 */
export const choicesOf = (contract: ViewedContract, filter: string, numeric = false) =>
  (contract.list.filters[filter]?.choices ?? []).map(id => ({
    id: numeric ? Number(id) : id,
    name: `resources.${contract.name}.filters.${filter}.${id}`,
  }));

const isNumber = (contract: ViewedContract, field: string) =>
  unwrapped((contract.record.shape as Record<string, z.ZodType>)[field]).def.type === 'number';

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
 * The field component of a contract field: a timestamp is the one date field (with the time), money the one money
 * field, a field with a filter of choices its translated choice, an object its JSON, anything else its text.
 * `record` is given where no record context is (a phone line).
 */
export function fieldOf(contract: ViewedContract, source: string, record?: RaRecord) {
  const props = { source, record, key: source };
  switch (kindOf(contract, source)) {
    case 'date':
      return <DateField {...props} showTime />;
    case 'money':
      return <MoneyField {...props} />;
    case 'choice':
      return <SelectField {...props} choices={choicesOf(contract, source, isNumber(contract, source))} />;
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
