import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

import { useFormatters } from '../../format';

/** SPEC §7: the month values of the selling and earning charts. */
export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
export type Month = (typeof MONTHS)[number];
/** SPEC §9: the earnings chart month defaults to jan. */
export const DEFAULT_MONTH: Month = 'jan';

/** A month picker showing month names in the reader's language. */
export const MonthSelect = ({ value, onChange, label }: { value: Month; onChange: (month: Month) => void; label: string }) => {
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
