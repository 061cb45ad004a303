import { Box, Card, CardContent, type SxProps, type Theme, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DateField as RaDateField,
  type DateFieldProps,
  NumberField,
  type NumberFieldProps,
  useLocaleState,
} from 'react-admin';

import { DATE_OPTIONS, DATE_TIME_OPTIONS, dateLocale, GROUPED } from '../../lib/format';

/**
 * The one date field: react-admin's DateField in the CHOSEN language's one date style (lib/format.ts), not the
 * browser's: "25 Nov 2026" in English, "25. Nov. 2026" in German, in an en-US browser too. `showTime` adds the time.
 */
export const DateField = (props: DateFieldProps) => {
  const [locale] = useLocaleState();
  return (
    <RaDateField locales={dateLocale(locale)} options={props.showTime ? DATE_TIME_OPTIONS : DATE_OPTIONS} {...props} />
  );
};

/**
 * The one money field: an amount of rupees (whole or with at most two decimals) grouped per the CHOSEN language, with
 * no currency sign (each screen keeps SPEC's 'PKR' / 'RS.' wording around it).
 */
export const MoneyField = (props: NumberFieldProps) => {
  const [locale] = useLocaleState();
  return <NumberField locales={locale} options={{ ...GROUPED, maximumFractionDigits: 2 }} {...props} />;
};

/**
 * One label and its value on a detail screen: a description-list row (label beside the value from 600 px, above it
 * below), or `stacked` (a caption above the value) in a dialog. An empty value reads '—'.
 */
export const DetailRow = ({
  label,
  children,
  stacked = false,
  labelWidth = 100,
}: {
  label: string;
  children?: ReactNode;
  stacked?: boolean;
  labelWidth?: number;
}) =>
  stacked ? (
    <div>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap' }}>
        {children || '—'}
      </Typography>
    </div>
  ) : (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `minmax(${labelWidth}px, 35%) 1fr` },
        gap: { sm: 2 },
        py: 0.5,
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Box>
  );

/** A card of a detail screen with its heading (the request, the patient, the lab…). */
export const DetailCard = ({
  title,
  testId,
  children,
  sx,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) => (
  <Card data-testid={testId} sx={sx}>
    <CardContent>
      <Typography component="h2" variant="h6" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
