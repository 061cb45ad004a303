/** Wording SPEC fixes that tests in several layers check (the component test and the browser test of one form). */

/** The create-test form's messages when it is sent empty (SPEC "Create test"). */
export const EMPTY_TEST_FORM_MESSAGES = [
  'Please Enter Your Test Title',
  'Description must be at least 100 characters',
  'Please Enter PreConditions',
  'LowerPriceLimit must be greater than 0',
  'UpperPriceLimit must be greater than 0',
  'Please Enter AvgDuration',
];
