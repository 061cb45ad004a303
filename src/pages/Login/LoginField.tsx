import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';

import type { LoginValues } from './validateLogin';

interface LoginFieldProps {
  source: keyof LoginValues;
  /** A translation key. */
  label: string;
  placeholder: string;
  autoComplete: string;
  type?: 'email';
}

/**
 * A field of the sign-in form: react-admin's form state (useInput) on MUI's TextField, with react-admin's markup
 * (`ra-input-<source>`, the error under the field once touched or submitted, the password's show/hide button). The
 * password field has that button. The label is floated from the start: the build-time copy (prerender.tsx), which
 * the sign-in script fills without React, draws the label where it is now; a resting label would lie over the text.
 */
export const LoginField = ({ source, label, placeholder, autoComplete, type }: LoginFieldProps) => {
  const translate = useTranslate();
  const { field, fieldState, formState, id } = useInput({ source });
  const [visible, setVisible] = useState(false);
  const error = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error : undefined;
  // react-admin keeps a form-level error as `{message}` inside the field's error message.
  const message = error?.message as string | { message?: string } | undefined;
  const errorKey = typeof message === 'string' ? message : message?.message;
  const password = source === 'password';
  return (
    <TextField
      {...field}
      inputRef={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      id={id}
      className={`ra-input ra-input-${source}`}
      type={password ? (visible ? 'text' : 'password') : type}
      label={translate(label)}
      placeholder={placeholder}
      autoComplete={autoComplete}
      size={password ? 'small' : undefined}
      margin="dense"
      fullWidth
      error={!!error}
      helperText={errorKey ? translate(errorKey) : undefined}
      slotProps={{
        inputLabel: { shrink: true },
        input: password
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={translate(
                      visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
                    )}
                    onClick={() => setVisible(!visible)}
                    size="small"
                  >
                    {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
                  </IconButton>
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
};
