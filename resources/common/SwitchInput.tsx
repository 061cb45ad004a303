import { FormControlLabel, FormGroup, FormHelperText, Switch } from '@mui/material';
import { FieldTitle, InputHelperText, type InputProps, useInput, useResourceContext } from 'react-admin';

type SwitchInputProps = InputProps & { fullWidth?: boolean; helperText?: string | false; isRequired?: boolean };

/**
 * A yes/no input as a switch: react-admin's BooleanInput as MUI 9 takes it. react-admin 5.15's BooleanInput hands
 * FormControlLabel an `inputRef` (react-hook-form's ref of the field), which MUI 9's FormControlLabel no longer
 * forwards to its control but writes on its `<label>` (React warns in development). Here the ref is given to the
 * switch's `slotProps.input` instead.
 */
export function SwitchInput({
  label,
  helperText,
  fullWidth: _fullWidth,
  isRequired: _required,
  ...props
}: SwitchInputProps) {
  const resource = useResourceContext(props);
  const { id, field, isRequired, fieldState } = useInput({ ...props, type: 'checkbox' });
  const readOnly = props.readOnly;
  return (
    <FormGroup className={`ra-input ra-input-${props.source}`}>
      <FormControlLabel
        control={
          <Switch
            id={id}
            name={field.name}
            checked={Boolean(field.value)}
            onChange={event => {
              field.onChange(event);
              // Touched as soon as it is switched, as react-admin's BooleanInput does.
              field.onBlur();
            }}
            disabled={props.disabled || readOnly}
            // The field's ref on the real <input>: react-hook-form focuses it when a submit fails on this field.
            slotProps={{
              input: {
                ref: field.ref,
                readOnly,
                'aria-invalid': fieldState.invalid || undefined,
                'aria-describedby': fieldState.invalid ? `${id}-helper-text` : undefined,
              },
            }}
          />
        }
        label={<FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />}
      />
      {helperText !== false || fieldState.invalid ? (
        <FormHelperText id={`${id}-helper-text`} error={fieldState.invalid}>
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        </FormHelperText>
      ) : null}
    </FormGroup>
  );
}
