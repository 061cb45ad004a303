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

import { kindOf, optionTextOf, referenceOf, unwrapped } from '../../contracts/fields';
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

/**
 * A list filter's input: a select for choices, a date picker for dates, an autocomplete for a reference (by its
 * target's `optionText` for a `namedReference`: shown, sorted and searched by it), else text. Shown without the
 * Filter button when `view.alwaysOn` names it.
 */
export function filterInputOf(contract: ViewedContract, name: string) {
  const declaration = contract.list.filters[name];
  const field = declaration.field ?? name;
  const props = { key: name, source: name, alwaysOn: contract.view.alwaysOn?.includes(name) || undefined };
  if (declaration.choices) return <SelectInput {...props} choices={choicesOf(contract, name)} />;
  if (declaration.type === 'date') return <DateInput {...props} />;
  if (declaration.type === 'boolean') return <NullableBooleanInput {...props} />;
  const schema = (contract.record.shape as Record<string, z.ZodType>)[field];
  const reference = referenceOf(schema);
  const optionText = optionTextOf(schema);
  if (reference)
    return (
      <ReferenceInput
        {...props}
        reference={reference}
        {...(optionText ? { sort: { field: optionText, order: 'ASC' as const }, perPage: 10 } : {})}
      >
        <AutocompleteInput
          label={`resources.${contract.name}.fields.${name}`}
          helperText={false}
          {...(optionText
            ? {
                optionText,
                filterToQuery: (search: string) => (search ? { q: search } : {}),
                sx: { minWidth: { sm: 240 } },
              }
            : {})}
        />
      </ReferenceInput>
    );
  return <TextInput {...props} />;
}
