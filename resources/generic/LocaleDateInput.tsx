import TextField from '@mui/material/TextField';
import { lazy, type ReactNode, Suspense } from 'react';
import { FieldTitle, type InputProps, useInput, useLocaleState, useResourceContext } from 'react-admin';

import { makeFormatters } from '../../lib/format';

const LocaleDatePicker = lazy(() => import('./LocaleDatePicker'));

/** A form value ('2026-11-25', or an ISO date-time, of which the day is kept) as that day at local midnight. */
export const dayOf = (value: unknown): Date | null => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return new Date(year, month - 1, day);
};

/** A picked day as the form's value, '2026-11-25' (what react-admin's DateInput gives the filters and the API). */
export const isoDay = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The field while the picker's code loads: the day in the same style (its language's digits, lib/format's formatter
 * of that language), read-only.
 */
export function DayPlaceholder({
  id,
  label,
  locale,
  value,
  fullWidth,
}: {
  id: string;
  label: ReactNode;
  locale: string;
  value: Date | null;
  fullWidth?: boolean;
}) {
  return (
    <TextField
      id={id}
      label={label}
      value={value ? makeFormatters(locale).digitDate(value) : ''}
      size="small"
      fullWidth={fullWidth}
      slotProps={{ htmlInput: { readOnly: true } }}
      className="ra-input"
    />
  );
}

type LocaleDateInputProps = Omit<InputProps, 'format' | 'parse'> & { fullWidth?: boolean; helperText?: string | false };

/**
 * react-admin's DateInput in the reader's chosen language, not the browser's: MUI X's date picker (typed in that
 * language's digit order, with its calendar and words) in place of `<input type="date">`, which Chromium draws in
 * its own locale whatever the page's language (docs/DECISIONS.md). The value stays '2026-11-25'. The picker's code is
 * loaded with the first date input shown; until then the field shows the day in the same style, read-only.
 */
export function LocaleDateInput({ fullWidth, helperText, label, ...props }: LocaleDateInputProps) {
  const { field, fieldState, isRequired, id } = useInput(props);
  const resource = useResourceContext(props);
  const [locale = 'en'] = useLocaleState();
  const title = <FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />;
  const value = dayOf(field.value);
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Suspense fallback={<DayPlaceholder id={id} label={title} locale={locale} value={value} fullWidth={fullWidth} />}>
      <LocaleDatePicker
        id={id}
        name={field.name}
        label={title}
        locale={locale}
        value={value}
        onChange={date => field.onChange(date ? isoDay(date) : null)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        fullWidth={fullWidth}
        error={error}
        helperText={helperText}
        disabled={props.disabled}
        readOnly={props.readOnly}
      />
    </Suspense>
  );
}
