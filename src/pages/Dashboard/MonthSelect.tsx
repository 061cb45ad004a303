import { MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useStore, useTranslate } from 'react-admin';

import { useFormatters } from '../../../lib/format';
import { useApiQuery } from '../../useApiQuery';
import { DashboardCard } from './DashboardCard';
import { DEFAULT_MONTH, type Month, MONTHS } from './firstDraw';

/** A month picker showing month names in the reader's language. */
const MonthSelect = ({ value, onChange, label }: { value: Month; onChange: (month: Month) => void; label: string }) => {
  const translate = useTranslate();
  const { month } = useFormatters();
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={event => onChange(event.target.value as Month)}
      sx={{ width: 140, flexShrink: 0 }}
    >
      {MONTHS.map((m, index) => (
        <MenuItem key={m} value={m}>
          {month(index)}
        </MenuItem>
      ))}
    </TextField>
  );
};

interface MonthCardProps<T> {
  /** Translation key of the card's heading. */
  title: string;
  /** Where the chosen month is kept (firstDraw.ts CHOICE_KEYS). */
  storeKey: string;
  /** The call that answers for a month. */
  path: (month: Month) => string;
  /** The card's body, given the answer and its month's label ("January 2026", in the reader's language). */
  children: (data: T, monthLabel: string) => ReactNode;
}

/** A dashboard card of one chosen month (default jan): the month picker, the call for that month, its states. */
export const MonthCard = <T extends { month: Month; year: number }>({
  title,
  storeKey,
  path,
  children,
}: MonthCardProps<T>) => {
  const translate = useTranslate();
  const format = useFormatters();
  const [month, setMonth] = useStore<Month>(storeKey, DEFAULT_MONTH);
  const query = useApiQuery<T>(path(month));
  const { data } = query;
  return (
    <DashboardCard
      title={title}
      action={<MonthSelect value={month} onChange={setMonth} label="app.dashboard.month" />}
      query={query}
      skeletonHeight={260}
    >
      {data &&
        children(
          data,
          translate('app.dashboard.earnings.period', {
            month: format.month(MONTHS.indexOf(data.month)),
            year: String(data.year),
          }),
        )}
    </DashboardCard>
  );
};
