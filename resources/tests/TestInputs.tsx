import { useEffect, useEffectEvent, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { testsContract } from '../../contracts/tests';
import { inputsOf } from '../generic/contractParts';

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

/**
 * The inputs of the create page and the edit dialog (SPEC §5 "Create and edit test"): the body's fields by their
 * kinds (Description with its live count of the 100 characters its rule asks for), and the cross-field revalidation.
 */
export const TestInputs = ({ body }: { body: z.ZodType }) => (
  <>
    {inputsOf(testsContract, body)}
    <RevalidateUpperOnLower />
  </>
);
