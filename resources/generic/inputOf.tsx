import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  NullableBooleanInput,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  type TextInputProps,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';

import {
  type AskedAs,
  askedAsOf,
  kindOf,
  labelsOf,
  optionTextOf,
  referenceOf,
  unwrapped,
} from '../../contracts/fields';
import { cnicMask, phoneMask } from '../common/mask';
import { MaskedInput } from '../common/MaskedInput';
import { SwitchInput } from '../common/SwitchInput';
import { choicesOf } from './fieldOf';
import { LocaleDateInput } from './LocaleDateInput';
import type { ViewedContract } from './viewedContract';

/** The SPEC §5 masked inputs, with their example as placeholder (`app.form.examples.<phone|cnic>`). */
const ExampleMaskedInput = ({ as, ...props }: TextInputProps & { as: 'phone' | 'cnic' }) => {
  const translate = useTranslate();
  return as === 'phone' ? (
    <MaskedInput
      mask={phoneMask}
      placeholder={translate('app.form.examples.phone')}
      type="tel"
      autoComplete="tel"
      {...props}
    />
  ) : (
    <MaskedInput
      mask={cnicMask}
      placeholder={translate('app.form.examples.cnic')}
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      {...props}
    />
  );
};

/**
 * A text input whose rule asks for at least `min` characters, with its live count under it ("37 / 100", in the
 * wording `resources.<name>.character_count` where the resource has one).
 */
const CountedTextInput = ({ min, resource, ...props }: TextInputProps & { min: number; resource: string }) => {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: props.source });
  const count = typeof value === 'string' ? value.trim().length : 0;
  return (
    <>
      <TextInput {...props} />
      <Typography
        variant="caption"
        aria-live="polite"
        data-testid={`${props.source}-count`}
        sx={{ alignSelf: 'flex-end', mt: -0.5, mb: 1, color: count >= min ? 'success.main' : 'text.secondary' }}
      >
        {translate(`resources.${resource}.character_count`, { count, min, _: `${count} / ${min}` })}
      </Typography>
    </>
  );
};

/** The least length a body field's text rule asks for (zod's `.min(n)` on a string), when more than one character. */
const minLengthOf = (schema: z.ZodType | undefined) => {
  const min = (schema as { minLength?: number | null } | undefined)?.minLength;
  return typeof min === 'number' && min > 1 ? min : undefined;
};

/** The input of a body field marked `askedAs` (contracts/fields.ts); `props` may change its defaults. */
const askedInput = (as: AskedAs, key: string, props: TextInputProps) => {
  switch (as) {
    case 'password':
      return <PasswordInput key={key} autoComplete="new-password" {...props} />;
    case 'email':
      return <TextInput key={key} type="email" autoComplete="off" {...props} />;
    default:
      return <ExampleMaskedInput key={key} {...props} as={as} />;
  }
};

/** What a form changes in one of its generated inputs: a label of its own, a hint under it, the browser's autofill. */
export interface InputParts {
  label?: string;
  helperText?: string | false;
  autoComplete?: string;
}

/** Whether the body schema lets a field be left empty: optional, nullable (null) or with a default. */
const optional = (schema: z.ZodType | undefined) =>
  !schema || schema.safeParse(undefined).success || schema.safeParse(null).success;

/**
 * The form input of a contract field, by the record field's kind (fieldOf.tsx `kindOf`): a text box (several lines for
 * long text, with a live character count when its rule asks for a least length), a number box (money too), a switch,
 * a date picker, a select of the field's choices, or for a reference an autocomplete over that resource's records; a
 * body field marked `askedAs` a password box, an e-mail box or the masked contact number / CNIC. Its label is
 * `resources.<name>.fields.<field>`; the form's zod schema (the contract's input) gives the messages. `own` changes
 * the input's props (a label of the form's own, a helper text).
 */
export function inputOf(contract: ViewedContract, source: string, body: z.ZodObject, own: InputParts = {}) {
  const key = source;
  const schema = (body.shape as Record<string, z.ZodType>)[source];
  // Marked required (the label's asterisk) where the schema refuses an empty value: not optional, nullable or
  // defaulted. A switch always holds a value, so it is never marked.
  const isRequired = !optional(schema) && !(source in contract.record.shape && kindOf(contract, source) === 'boolean');
  const props = { source, fullWidth: true, helperText: false as string | false, isRequired, ...own };
  const as = askedAsOf(schema);
  if (as) return askedInput(as, key, props);
  // A body field the record does not send back (a password) is text.
  if (!(source in contract.record.shape)) return <TextInput key={key} {...props} />;
  const min = minLengthOf(schema);
  switch (kindOf(contract, source)) {
    case 'longText':
      return min ? (
        <CountedTextInput key={key} {...props} resource={contract.name} min={min} multiline minRows={4} />
      ) : (
        <TextInput key={key} {...props} multiline minRows={3} />
      );
    case 'number':
      return <NumberInput key={key} {...props} />;
    case 'money':
      return <NumberInput key={key} {...props} step={0.01} />;
    case 'boolean':
      return <SwitchInput key={key} {...props} />;
    case 'date':
    case 'day':
      return <LocaleDateInput key={key} {...props} />;
    case 'choice':
      return (
        <SelectInput
          key={key}
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
          <AutocompleteInput
            fullWidth
            helperText={false}
            isRequired={isRequired}
            label={own.label ?? `resources.${contract.name}.fields.${source}`}
          />
        </ReferenceInput>
      );
    default:
      return <TextInput key={key} {...props} />;
  }
}

/**
 * A list filter's input: a select for choices (and for a `labelled` field's codes, by their labels), a date picker for
 * dates, an autocomplete for a reference (by its target's `optionText` for a `namedReference`: shown, sorted and
 * searched by it), else text. Shown without the Filter button when `view.alwaysOn` names it.
 */
export function filterInputOf(contract: ViewedContract, name: string) {
  const declaration = contract.list.filters[name];
  const field = declaration.field ?? name;
  const props = { source: name, alwaysOn: contract.view.alwaysOn?.includes(name) || undefined };
  if (declaration.choices) return <SelectInput key={name} {...props} choices={choicesOf(contract, name)} />;
  if (declaration.type === 'date') return <LocaleDateInput key={name} {...props} />;
  if (declaration.type === 'boolean') return <NullableBooleanInput key={name} {...props} />;
  const schema = (contract.record.shape as Record<string, z.ZodType>)[field];
  const labelled = labelsOf(schema);
  if (labelled)
    return (
      <SelectInput
        {...props}
        choices={labelled.codes.map(id => ({ id, name: `resources.${contract.name}.${labelled.group}.${id}` }))}
      />
    );
  const reference = referenceOf(schema);
  const optionText = optionTextOf(schema);
  if (reference)
    return (
      <ReferenceInput
        key={name}
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
  return <TextInput key={name} {...props} />;
}
