import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { deDE, enUS, esES, itIT, ruRU } from '@mui/x-date-pickers/locales';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { de, enGB, es, it, ru } from 'date-fns/locale';
import { type ReactNode, type Ref, useState } from 'react';
import { useTranslate } from 'react-admin';

/** date-fns's locale of each language (digit order, month and day names); English as written in Pakistan, day first. */
const dateFnsLocales = { en: enGB, es, de, ru, it };
/** The picker's own words (Open calendar, the toolbar, the field's placeholders) per language. */
const pickerTexts = { en: enUS, es: esES, de: deDE, ru: ruRU, it: itIT };

type Locale = keyof typeof dateFnsLocales;

const whole = (date: Date) => !Number.isNaN(date.getTime()) && date.getFullYear() >= 1000;
const sameDay = (a: Date | null, b: Date | null) =>
  a === b || (a !== null && b !== null && whole(a) && whole(b) && a.getTime() === b.getTime());

interface LocaleDatePickerProps {
  id: string;
  name: string;
  label: ReactNode;
  locale: string;
  value: Date | null;
  onChange: (date: Date | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  fullWidth?: boolean;
  error?: string;
  helperText?: string | false;
  disabled?: boolean;
  readOnly?: boolean;
}

/** The date picker of LocaleDateInput, in a module of its own so that its code loads with the first date input. */
export default function LocaleDatePicker(props: LocaleDatePickerProps) {
  const translate = useTranslate();
  const locale: Locale = props.locale in dateFnsLocales ? (props.locale as Locale) : 'en';
  const texts = pickerTexts[locale].components.MuiLocalizationProvider.defaultProps.localeText;
  const message = props.error ? translate(props.error, { _: props.error }) : undefined;
  // The field's own day, whole or being typed; the form's value replaces it only when the form changes it (a filter
  // cleared, a saved view applied), so that a day half typed is never redrawn from the form's last whole day.
  const [day, setDay] = useState<Date | null>(props.value);
  const [formDay, setFormDay] = useState(props.value);
  if (!sameDay(formDay, props.value)) {
    setFormDay(props.value);
    if (!sameDay(day, props.value)) setDay(props.value);
  }
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocales[locale]} localeText={texts}>
      <DatePicker
        label={props.label}
        value={day}
        // A day half typed (no year of four digits yet) is not a value: the form keeps its last whole day until the
        // field holds one. The form's own day typed again (a year retyped after the day and month already made it)
        // is no change: react-admin's filter form takes any change for the user's and then keeps the form as it is
        // at the list's next filters, so a saved view chosen next would be applied to the list but not drawn here.
        onChange={date => {
          setDay(date);
          if ((date === null || whole(date)) && !sameDay(date, formDay)) {
            setFormDay(date);
            props.onChange(date);
          }
        }}
        disabled={props.disabled}
        readOnly={props.readOnly}
        inputRef={props.inputRef}
        slotProps={{
          textField: {
            id: props.id,
            name: props.name,
            size: 'small',
            fullWidth: props.fullWidth,
            onBlur: props.onBlur,
            error: Boolean(message),
            helperText: message ?? (props.helperText || undefined),
            className: 'ra-input',
          },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
