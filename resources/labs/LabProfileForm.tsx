import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { Form, HttpError, ResourceContextProvider, SaveButton, useDataProvider } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

import { labsContract } from '../../contracts/labs';
import type { LabHubDataProvider } from '../../dataProvider';
import { useToast } from '../../lib/useToast';
import { contractResolver, serverFieldErrors } from '../common/ContractForm';
import { inputsOf } from '../generic/contractParts';
import type { Lab } from './types';

/** The body 'Update Lab Details' sends: the contract's `input.update`, the API's rule for it too. */
const update = labsContract.input.update;

export type LabProfileValues = z.output<typeof update>;

/**
 * 'Update Lab Details' (SPEC §2 profile) for the signed-in lab: one input per field of the contract's `input.update`
 * (contracts/labs.ts: name asked as 'Username', address, the masked contact number, landline, optional health
 * department id), validated by that schema — the rule the API applies — so a SPEC §5 message shows before anything is
 * sent, in the reader's language. PUT updateLabDetails with toasts 'Updating Profile...' / 'Lab Updated Successfully'
 * / 'Error Updating Lab'. The API's field errors land on the inputs; typed values are kept.
 */
export const LabProfileForm = ({ lab, onSaved }: { lab: Lab; onSaved: (saved: LabProfileValues) => void }) => {
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const toast = useToast();
  // As in ContractForm: the form's values are whatever was typed until the schema has checked them.
  const resolver = useMemo(() => contractResolver(update as unknown as z.ZodType<FieldValues, FieldValues>), []);
  const defaultValues = Object.fromEntries(
    Object.keys(update.shape).map(field => [field, lab[field as keyof typeof update.shape] ?? '']),
  );
  // The resolver hands over the schema's output: trimmed, an empty health department id as null.
  const onSubmit = async (values: FieldValues) => {
    const data = values as LabProfileValues;
    toast.progress('resources.labs.notifications.updating');
    try {
      await dataProvider.update('labs', { id: lab.email, data, previousData: lab });
      toast.success('resources.labs.notifications.updated');
      onSaved(data);
      return undefined;
    } catch (error) {
      toast.error('resources.labs.notifications.update_error', undefined, error);
      return error instanceof HttpError
        ? serverFieldErrors((error.body as { errors?: unknown })?.errors, 'lab')
        : undefined;
    }
  };
  return (
    // The inputs are labelled `resources.labs.fields.<field>`, wherever the form is shown.
    <ResourceContextProvider value="labs">
      <Form defaultValues={defaultValues} resolver={resolver} onSubmit={onSubmit} mode="onTouched" noValidate>
        <Stack spacing={2.5} sx={{ maxWidth: 560, pt: 1 }}>
          {inputsOf(
            labsContract,
            update,
            {},
            { parts: { name: { label: 'resources.labs.profile.username' } }, showKey: false },
          )}
          <div>
            <SaveButton label="resources.labs.profile.submit" alwaysEnable />
          </div>
        </Stack>
      </Form>
    </ResourceContextProvider>
  );
};
