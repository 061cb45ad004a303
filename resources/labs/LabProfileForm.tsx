import { Stack } from '@mui/material';
import { Form, HttpError, regex, required, SaveButton, TextInput, useDataProvider, type Validator } from 'react-admin';

import { PHONE_PATTERN } from '../../contracts/rules';
import type { LabHubDataProvider } from '../../dataProvider';
import { useToast } from '../../lib/useToast';
import { ContactInput } from '../staff/MaskedInputs';
import type { Lab } from './types';

const V = 'resources.labs.validation.';

// react-admin types `regex` with lodash's memoize types, which are not installed here: its documented signature.
const matches = regex as (pattern: RegExp, message: string) => Validator;

/** SPEC §5 lab profile rules: name (Username), address, contact and landline required; health department id optional. */
const labProfileValidators = {
  name: [required(V + 'username')],
  address: [required(V + 'address')],
  contact_number: [required(V + 'contact'), matches(PHONE_PATTERN, V + 'contact_invalid')],
  landline_number: [required(V + 'landline')],
};

export type LabProfileValues = Pick<
  Lab,
  'name' | 'address' | 'contact_number' | 'landline_number' | 'health_department_id'
>;

/**
 * 'Update Lab Details' (SPEC §2 profile) for the signed-in lab: PUT updateLabDetails with toasts 'Updating Profile...'
 * / 'Lab Updated Successfully' / 'Error Updating Lab'. Server field errors land on the inputs; typed values are kept.
 */
export const LabProfileForm = ({ lab, onSaved }: { lab: Lab; onSaved: (saved: LabProfileValues) => void }) => {
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const toast = useToast();
  const defaultValues: LabProfileValues = {
    name: lab.name ?? '',
    address: lab.address ?? '',
    contact_number: lab.contact_number ?? '',
    landline_number: lab.landline_number ?? '',
    health_department_id: lab.health_department_id ?? '',
  };
  const onSubmit = async (values: Partial<Record<keyof LabProfileValues, string | null>>) => {
    const data = {
      name: (values.name ?? '').trim(),
      address: (values.address ?? '').trim(),
      contact_number: (values.contact_number ?? '').trim(),
      landline_number: (values.landline_number ?? '').trim(),
      health_department_id: values.health_department_id ? values.health_department_id.trim() : null,
    };
    toast.progress('resources.labs.notifications.updating');
    try {
      await dataProvider.update('labs', { id: lab.email, data, previousData: lab });
      toast.success('resources.labs.notifications.updated');
      onSaved(data);
      return undefined;
    } catch (error) {
      toast.error('resources.labs.notifications.update_error', undefined, error);
      const errors =
        error instanceof HttpError
          ? (error.body as { errors?: Record<string, string> } | undefined)?.errors
          : undefined;
      return errors && Object.keys(errors).length ? errors : undefined;
    }
  };
  return (
    <Form defaultValues={defaultValues} onSubmit={onSubmit} mode="onTouched" reValidateMode="onChange">
      <Stack spacing={0.5} sx={{ maxWidth: 560 }}>
        <TextInput source="name" label="resources.labs.profile.username" validate={labProfileValidators.name} />
        <TextInput source="address" label="resources.labs.fields.address" validate={labProfileValidators.address} />
        <ContactInput
          label="resources.labs.fields.contact_number"
          validate={labProfileValidators.contact_number}
          helperText={undefined}
        />
        <TextInput
          source="landline_number"
          label="resources.labs.fields.landline_number"
          validate={labProfileValidators.landline_number}
        />
        <TextInput source="health_department_id" label="resources.labs.fields.health_department_id" />
        <div>
          <SaveButton label="resources.labs.profile.submit" alwaysEnable />
        </div>
      </Stack>
    </Form>
  );
};
