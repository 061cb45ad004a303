import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import {
  FieldTitle,
  InputHelperText,
  ResettableTextField,
  sanitizeInputRestProps,
  type TextInputProps,
  useInput,
} from 'react-admin';

import { type Mask, maskEdit } from './mask';

export type MaskedInputProps = TextInputProps & { mask: Mask };

/**
 * A react-admin text input formatted by a caret-preserving mask (./mask.ts). react-admin's TextInput only offers
 * `parse`, which sees the new text but not the caret nor the kind of edit, so the value is masked here in the change
 * handler and the caret put back where the user typed (react-admin's useInput still owns the value, the validation,
 * the label and the error text, exactly as in TextInput).
 */
export const MaskedInput = ({
  mask,
  className,
  defaultValue,
  label,
  format,
  helperText,
  onBlur,
  parse,
  resource,
  source,
  validate,
  ...rest
}: MaskedInputProps) => {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ defaultValue, format, parse, resource, source, type: 'text', validate, onBlur, ...rest });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  // After React wrote the new value, put the caret back (writing a value moves it to the end).
  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    if (input && caret !== null && document.activeElement === input) {
      if (input.selectionStart !== caret || input.selectionEnd !== caret) input.setSelectionRange(caret, caret);
    }
    pendingCaret.current = null;
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const previous = typeof field.value === 'string' ? field.value : '';
    const inputType = (event.nativeEvent as InputEvent | undefined)?.inputType;
    const next = maskEdit(mask, previous, input.value, input.selectionStart ?? input.value.length, inputType);
    pendingCaret.current = next.caret;
    // The DOM gets the masked text now, so React finds nothing to rewrite and the caret stays put.
    input.value = next.value;
    if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
    field.onChange(next.value);
  };

  const renderHelperText = helperText !== false || invalid;
  return (
    <ResettableTextField
      id={id}
      {...field}
      onChange={onChange}
      inputRef={inputRef}
      className={['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' ')}
      label={
        label !== '' && label !== false ? (
          <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
        ) : null
      }
      error={invalid}
      helperText={renderHelperText ? <InputHelperText error={error?.message} helperText={helperText} /> : null}
      {...sanitizeInputRestProps(rest)}
    />
  );
};
