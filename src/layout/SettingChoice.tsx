import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

export interface Choice<T extends string> {
  value: T;
  /** Translation key, or translation key + options. */
  label: string | [string, Record<string, unknown>];
  disabled?: boolean;
  /** Shown before the label (a colour swatch, an image). */
  preview?: ReactNode;
}

interface SettingChoiceProps<T extends string> {
  label: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  hint?: string;
}

/** One setting of the settings panel as a labelled radio group. */
export const SettingChoice = <T extends string>({ label, value, choices, onChange, hint }: SettingChoiceProps<T>) => {
  const translate = useTranslate();
  const labelId = useId();
  const text = (choice: Choice<T>) =>
    typeof choice.label === 'string' ? translate(choice.label) : translate(...choice.label);

  return (
    <FormControl component="fieldset" margin="none" sx={{ mb: 2.5 }}>
      <FormLabel component="legend" id={labelId} sx={{ mb: 0.5, fontWeight: 500, color: 'text.primary' }}>
        {translate(label)}
      </FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value} onChange={event => onChange(event.target.value as T)}>
        {choices.map(choice => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            disabled={choice.disabled}
            control={<Radio size="small" />}
            label={
              <>
                {choice.preview}
                {text(choice)}
              </>
            }
            sx={{
              minWidth: '45%',
              mr: 1,
              '& .MuiFormControlLabel-label': { display: 'flex', alignItems: 'center', gap: 1 },
            }}
          />
        ))}
      </RadioGroup>
      {hint && <FormHelperText sx={{ mx: 0 }}>{translate(hint)}</FormHelperText>}
    </FormControl>
  );
};
