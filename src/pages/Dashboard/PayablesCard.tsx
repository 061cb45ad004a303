import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import type { Payable } from '../../../resources/payables/types';
import { useFormatters } from '../../format';
import { DashboardCard } from './DashboardCard';

/** How many payables the dashboard table shows (the full list is /accountspayable, 5 per page). */
export const DASHBOARD_PAYABLES = 5;

/** Payable amounts: the latest orders the platform owes labs (SPEC §2 Dashboard), linking to the full list. */
export const PayablesCard = () => {
    const translate = useTranslate();
    const format = useFormatters();
    const { data = [], isPending, error } = useGetList<Payable>('payables', {
        pagination: { page: 1, perPage: DASHBOARD_PAYABLES },
        sort: { field: 'orderId', order: 'DESC' },
    });
    const action = (
        <Button component={RouterLink} to="/accountspayable" size="small">
            {translate('app.dashboard.payables.view_all')}
        </Button>
    );
    return (
        <DashboardCard title="app.dashboard.payables.title" action={action} isPending={isPending} isError={Boolean(error)}>
            {data.length === 0 ? (
                <Typography color="text.secondary">{translate('app.dashboard.payables.empty')}</Typography>
            ) : (
                <Table size="small" data-testid="dashboard-payables" sx={{ overflowX: 'auto', display: { xs: 'block', sm: 'table' } }}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('resources.payables.fields.orderId')}</TableCell>
                            <TableCell>{translate('resources.payables.fields.lab_name')}</TableCell>
                            <TableCell>{translate('resources.payables.fields.PaymentType')}</TableCell>
                            <TableCell align="right">{translate('resources.payables.fields.Total')}</TableCell>
                            <TableCell>{translate('resources.payables.fields.Status')}</TableCell>
                            <TableCell>{translate('resources.payables.fields.created_at')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {data.map(row => (
                            <TableRow key={row.id}>
                                <TableCell>{row.orderId}</TableCell>
                                <TableCell>{row.lab_name}</TableCell>
                                <TableCell>{row.PaymentType}</TableCell>
                                <TableCell align="right">{format.amount(row.Total)}</TableCell>
                                <TableCell>{row.Status}</TableCell>
                                <TableCell>{format.date(row.created_at)}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            )}
        </DashboardCard>
    );
};
