import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { useFormatters } from '../../src/format';
import { DecisionButtons } from './DecisionButtons';
import { FinancialAidStatusBadge } from './FinancialAidStatusBadge';
import { appointmentPatient } from './pricing';
import { ServiceCard } from './ServiceCard';
import type { Appointment, FinancialAid } from './types';
import { LoadError } from '../common/LoadError';

const D = 'resources.financialAid.detail.';

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => {
    const translate = useTranslate();
    return (
        <Card data-testid={testId} sx={{ height: '100%' }}>
            <CardContent>
                <Typography component="h2" variant="h6" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1.5 }}>
                    {translate(`${D}${title}`)}
                </Typography>
                {children}
            </CardContent>
        </Card>
    );
};

/** A label and its value, as a description list row. */
const Field = ({ label, children }: { label: string; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(100px, 35%) 1fr' }, gap: { sm: 2 }, py: 0.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`${D}${label}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {children || '—'}
            </Typography>
        </Box>
    );
};

const AppointmentSection = ({ id }: { id: number }) => {
    const translate = useTranslate();
    const { amount } = useFormatters();
    const { data: appointment, isPending, error } = useGetOne<Appointment>('appointments', { id }, { retry: false });
    if (isPending) return <Skeleton variant="rounded" height={240} aria-label={translate('app.topbar.loading')} />;
    if (error || !appointment) return <Alert severity="error">{translate('app.dashboard.load_error')}</Alert>;
    const patient = appointmentPatient(appointment);
    return (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
            <Section title="patient" testId="patient-card">
                <Box component="dl" sx={{ m: 0 }}>
                    <Field label="patient_name">{patient.name}</Field>
                    <Field label="patient_contact">{patient.contact}</Field>
                    <Field label="patient_email">{patient.email}</Field>
                </Box>
            </Section>
            <Section title="appointment" testId="appointment-card">
                <Box component="dl" sx={{ m: 0, mb: 2 }}>
                    <Field label="lab_name">{appointment.LabData.name}</Field>
                    <Field label="lab_address">{appointment.LabData.address}</Field>
                    <Field label="lab_email">{appointment.LabData.email}</Field>
                    <Field label="total">
                        <span data-testid="appointment-total">{translate('resources.financialAid.list.amount', { amount: amount(appointment.Price) })}</span>
                    </Field>
                </Box>
                <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                    {translate(`${D}services`)}
                </Typography>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
                    {appointment.BookedServices.map(service => (
                        <ServiceCard key={service.id} service={service} />
                    ))}
                </Box>
            </Section>
        </Box>
    );
};

/** `/financialaiddetails/{id}` (SPEC §2 Financial Aid Details) with Approve and Reject while the request is pending. */
const FinancialAidDetail = () => {
    const translate = useTranslate();
    const { amount, date, dateTime } = useFormatters();
    const { id = '' } = useParams();
    const { data: aid, isPending, error, refetch } = useGetOne<FinancialAid>('financialAid', { id }, { retry: false });

    if (isPending) return <Skeleton variant="rounded" height={420} sx={{ mt: 2 }} aria-label={translate('app.topbar.loading')} />;
    // A failed load (not a missing request) offers Retry (resources/common/LoadError.tsx).
    if (error && (error as { status?: number }).status !== 404) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (error || !aid) {
        return (
            <Alert
                severity="error"
                sx={{ mt: 2 }}
                action={
                    <Button component={RouterLink} to="/financialaid" color="inherit" size="small">
                        {translate(`${D}back`)}
                    </Button>
                }
            >
                {(error as { status?: number } | null)?.status === 404 || !aid ? translate(`${D}not_found`) : translate('app.dashboard.load_error')}
            </Alert>
        );
    }

    return (
        <Box sx={{ py: 2, display: 'grid', gap: 2.5 }}>
            <Title title={`${D}title`} />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                <Box>
                    <Typography component="h1" variant="h6" data-testid="fa-id">
                        {translate(`${D}id`)}: #{aid.id}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate(`${D}application_date`)}: {date(aid.Request_Time)}
                    </Typography>
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <FinancialAidStatusBadge record={aid} />
                    <DecisionButtons record={aid} />
                </Box>
            </Box>
            <Section title="request" testId="request-card">
                <Box component="dl" sx={{ m: 0 }}>
                    <Field label="amount">{translate('resources.financialAid.list.amount', { amount: amount(aid.Amount) })}</Field>
                    <Field label="requested_by">{aid.Patient_id}</Field>
                    <Field label="phone">{aid.Phone_Number}</Field>
                    <Field label="address">{aid.Address}</Field>
                    <Field label="description">{aid.Description}</Field>
                    {aid.decided_at && (
                        <Field label="decision">
                            {translate(`${D}decided_by`, { email: aid.decided_by ?? '', date: dateTime(aid.decided_at) })}
                        </Field>
                    )}
                    {aid.reject_reason && <Field label="reject_reason">{aid.reject_reason}</Field>}
                </Box>
            </Section>
            {aid.Appointment_id ? (
                <AppointmentSection id={aid.Appointment_id} />
            ) : (
                <Alert severity="info">{translate(`${D}no_appointment`)}</Alert>
            )}
        </Box>
    );
};

export default FinancialAidDetail;
