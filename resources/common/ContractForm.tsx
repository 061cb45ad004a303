import { zodResolver } from '@hookform/resolvers/zod';
import { CardContent, Stack } from '@mui/material';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { Form, type FormProps, useSaveContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

import { issueMessage, keyOfEnglish } from '../../contracts/rules';
import { useToast } from '../../lib/useToast';

/** The SPEC §5 message groups of contracts/rules.ts whose English texts the API sends back. */
export type RuleGroup = Parameters<typeof keyOfEnglish>[0];

/**
 * The API's field errors (`{detail, errors}`, SPEC §5 rules in English, contracts/rules.ts `englishOf`) as the i18n
 * keys the form shows in the reader's language; a text that is no rule message (e.g. a duplicate email) stays as it is.
 */
export const serverFieldErrors = (errors: unknown, group: RuleGroup): Record<string, string> | undefined => {
  if (errors == null || typeof errors !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, message]) => [field, keyOfEnglish(group, message)]),
  );
};

/**
 * react-hook-form's resolver for a contract's body schema: zod's English defaults (a length or bound with no message
 * of its own) become the shared rule keys with their values (contracts/rules.ts `issueMessage`), so every message the
 * form shows is translated.
 */
export const contractResolver = (schema: z.ZodType<FieldValues, FieldValues>) =>
  zodResolver(schema, { error: issue => issueMessage(issue) });

export type ContractFormProps = Omit<FormProps, 'resolver' | 'onSubmit' | 'validate' | 'children'> & {
  /** What holds the inputs (default MUI `CardContent`, as in `SimpleForm`). */
  component?: ComponentType<{ children: ReactNode }>;
  /** The buttons below the inputs. */
  toolbar: ReactNode;
  /** The contract's `input.create` or `input.update`: the form's rules and the API's are the same schema. */
  schema: z.ZodType<FieldValues, FieldValues>;
  /** Whose rule messages the API's English field errors are mapped back to (contracts/rules.ts). */
  rules: RuleGroup;
  /** The SPEC §8 progress toast shown when a valid form is sent. */
  progress: string;
  children: ReactNode;
};

/**
 * react-admin's `Form`, laid out as `SimpleForm` (inputs in a column, then the toolbar), validated by a contract's zod
 * schema: its messages are i18n keys that
 * react-admin's ValidationError translates, the values sent are the schema's output (trimmed, numbers as numbers,
 * unknown fields dropped), and the API's 4xx `errors` land on their fields while the typed values stay. Used inside
 * react-admin's `Create`/`Edit` (or their Base), which give the save.
 */
export const ContractForm = ({
  schema,
  rules,
  progress,
  children,
  component: Component = CardContent,
  toolbar,
  ...rest
}: ContractFormProps) => {
  const { save } = useSaveContext();
  const toast = useToast();
  const resolver = useMemo(() => contractResolver(schema), [schema]);
  const submit = async (values: FieldValues) => {
    toast.progress(progress);
    return serverFieldErrors(await save?.(values), rules);
  };
  return (
    // Not SimpleForm: it passes `disableInvalidFormNotification` on to its Stack, a DOM element (React warns).
    <Form resolver={resolver} onSubmit={submit} mode="onTouched" noValidate disableInvalidFormNotification {...rest}>
      <Component>
        <Stack sx={{ alignItems: 'flex-start' }}>{children}</Stack>
      </Component>
      {toolbar}
    </Form>
  );
};
