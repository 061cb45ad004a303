import { DateField as RaDateField, NumberField, useLocaleState, type DateFieldProps, type NumberFieldProps } from 'react-admin';

/**
 * The one date field: react-admin's DateField formatted by the CHOSEN language (not the browser's), e.g. German shows
 * "28.9.2025" in an en-US browser. `showTime` adds the time.
 */
export const DateField = (props: DateFieldProps) => {
    const [locale] = useLocaleState();
    return <RaDateField locales={locale} {...props} />;
};

/**
 * The one money field: an amount of rupees (whole or with at most two decimals) grouped per the CHOSEN language, with
 * no currency sign (each screen keeps SPEC's 'PKR' / 'RS.' wording around it).
 */
export const MoneyField = (props: NumberFieldProps) => {
    const [locale] = useLocaleState();
    return <NumberField locales={locale} options={{ maximumFractionDigits: 2 }} {...props} />;
};
