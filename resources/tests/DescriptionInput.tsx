import { Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

import { TEST_DESCRIPTION_MIN } from '../../contracts/rules';

/** The length that counts for the Description rule (the contract trims it). */
const descriptionLength = (value: unknown) => (typeof value === 'string' ? value.trim().length : 0);

/** Description with its live character count ('n / 100', SPEC §5: at least 100 characters). */
export const DescriptionInput = () => {
  const translate = useTranslate();
  const description: unknown = useWatch({ name: 'Description' });
  const count = descriptionLength(description);
  const enough = count >= TEST_DESCRIPTION_MIN;
  return (
    <>
      <TextInput source="Description" multiline minRows={4} helperText={false} />
      <Typography
        variant="caption"
        aria-live="polite"
        data-testid="description-count"
        sx={{ alignSelf: 'flex-end', mt: -0.5, mb: 1, color: enough ? 'success.main' : 'text.secondary' }}
      >
        {translate('resources.tests.character_count', { count, min: TEST_DESCRIPTION_MIN })}
      </Typography>
    </>
  );
};
