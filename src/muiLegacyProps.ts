/**
 * The TextField props MUI 9 no longer takes that react-admin 5.15 still passes, beside the same values in
 * `slotProps`: MUI 9 spreads them onto its root `<div>`, where React writes `InputProps="[object Object]"` (and
 * warns). The theme (src/theme.ts) keeps them off the DOM with this root. The same for Checkbox's removed
 * `inputProps` and `inputRef`, which react-admin's select-all box passes beside `slotProps.input`.
 */
import FormControl from '@mui/material/FormControl';
import { styled } from '@mui/material/styles';
import { type ComponentPropsWithRef, createElement } from 'react';

/** TextField's removed props (now `slotProps.input`, `htmlInput`, `inputLabel`, `formHelperText`, `select`). */
const TEXT_FIELD_LEGACY = new Set([
  'InputProps',
  'inputProps',
  'InputLabelProps',
  'FormHelperTextProps',
  'SelectProps',
]);

/**
 * Every TextField's root (`MuiTextField.defaultProps.slots.root`): MUI's own root — a FormControl with the theme's
 * `MuiTextField` root styles — that does not pass TextField's removed props on to the DOM.
 */
export const TextFieldRoot = styled(FormControl, {
  name: 'MuiTextField',
  slot: 'Root',
  shouldForwardProp: prop =>
    prop !== 'ownerState' && prop !== 'theme' && prop !== 'sx' && prop !== 'as' && !TEXT_FIELD_LEGACY.has(String(prop)),
})({});

type CheckboxSpanProps = ComponentPropsWithRef<'span'> & { inputProps?: unknown; inputRef?: unknown };

/**
 * The `<span>` every Checkbox's root is drawn as (`MuiCheckbox.defaultProps.slotProps.root.component`, which MUI's
 * ButtonBase renders in place of its `span`): the same element, without Checkbox's removed `inputProps` / `inputRef`,
 * which MUI 9 passes down to it (react-admin's `SelectPageCheckbox` gives its label in `slotProps.input` too).
 */
export const CheckboxSpan = ({ inputProps: _inputProps, inputRef: _inputRef, ...props }: CheckboxSpanProps) =>
  createElement('span', props);
