import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { z } from 'zod';

import { kindOf, referenceOf, unwrapped } from '../../contracts/fields';
import { choicesOf } from './fieldOf';
import type { ViewedContract } from './viewedContract';

/** Whether the body schema lets a field be left empty. */
const optional = (schema: z.ZodType | undefined) => Boolean(schema?.safeParse(undefined).success);

/**
 * The form input of a contract field, by the record field's kind (fieldOf.tsx `kindOf`): a text box (several lines for
 * long text), a number box (money too), a switch, a date picker, a select of the field's choices, or for a reference
 * an autocomplete over that resource's records. Its label is `resources.<name>.fields.<field>`; the form's zod schema
 * (the contract's input) gives the messages.
 */
export function inputOf(contract: ViewedContract, source: string, body: z.ZodObject) {
  const props = { source, key: source, fullWidth: true, helperText: false as const };
  const schema = (body.shape as Record<string, z.ZodType>)[source];
  switch (kindOf(contract, source)) {
    case 'longText':
      return <TextInput {...props} multiline minRows={3} />;
    case 'number':
      return <NumberInput {...props} />;
    case 'money':
      return <NumberInput {...props} step={0.01} />;
    case 'boolean':
      return <BooleanInput {...props} fullWidth={false} />;
    case 'date':
    case 'day':
      return <DateInput {...props} />;
    case 'choice':
      return (
        <SelectInput
          {...props}
          choices={choicesOf(
            contract,
            source,
            unwrapped((contract.record.shape as Record<string, z.ZodType>)[source]).def.type === 'number',
          )}
          emptyText={optional(schema) ? undefined : ''}
        />
      );
    case 'reference':
      return (
        <ReferenceInput
          source={source}
          key={source}
          reference={referenceOf((contract.record.shape as Record<string, z.ZodType>)[source])!}
        >
          <AutocompleteInput fullWidth helperText={false} label={`resources.${contract.name}.fields.${source}`} />
        </ReferenceInput>
      );
    default:
      return <TextInput {...props} />;
  }
}

/** A list filter's input: a select for choices, a date picker for dates, an autocomplete for a reference, else text. */
export function filterInputOf(contract: ViewedContract, name: string) {
  const declaration = contract.list.filters[name];
  const field = declaration.field ?? name;
  if (declaration.choices) return <SelectInput key={name} source={name} choices={choicesOf(contract, name)} />;
  if (declaration.type === 'date') return <DateInput key={name} source={name} />;
  if (declaration.type === 'boolean') return <NullableBooleanInput key={name} source={name} />;
  const reference = referenceOf((contract.record.shape as Record<string, z.ZodType>)[field]);
  if (reference)
    return (
      <ReferenceInput key={name} source={name} reference={reference}>
        <AutocompleteInput label={`resources.${contract.name}.fields.${name}`} helperText={false} />
      </ReferenceInput>
    );
  return <TextInput key={name} source={name} />;
}
