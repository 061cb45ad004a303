import { Box } from '@mui/material';
import { useEffect, useEffectEvent, useRef } from 'react';
import { NumberInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

import { DescriptionInput } from './DescriptionInput';

/**
 * "Upper must not be less than Lower" sits on UpperPriceLimit but depends on LowerPriceLimit: react-hook-form only
 * revalidates the field that changed, so a change of Lower revalidates Upper once Upper has been touched or shows an
 * error (the message clears as soon as Lower is fixed).
 */
const RevalidateUpperOnLower = () => {
  const lower: unknown = useWatch({ name: 'LowerPriceLimit' });
  const { trigger, getFieldState, formState } = useFormContext();
  const first = useRef(true);
  // Reads the form's state when Lower changes, without being a reason to run itself.
  const revalidateUpper = useEffectEvent(() => {
    const upper = getFieldState('UpperPriceLimit', formState);
    if (upper.isTouched || upper.error || formState.isSubmitted) void trigger('UpperPriceLimit');
  });
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    revalidateUpper();
  }, [lower]);
  return null;
};

/** The inputs shared by the create page and the edit dialog (SPEC §5 "Create and edit test"). */
export const TestInputs = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
    <TextInput source="Title" helperText={false} />
    <DescriptionInput />
    <TextInput source="PreConditions" multiline helperText={false} />
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
      <NumberInput source="LowerPriceLimit" min={0} step={1} helperText={false} />
      <NumberInput source="UpperPriceLimit" min={0} step={1} helperText={false} />
    </Box>
    <RevalidateUpperOnLower />
    <TextInput source="AvgDuration" helperText={false} />
  </Box>
);
