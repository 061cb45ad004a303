import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Link, Skeleton, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate, type Identifier } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';

import { useFormatters } from '../../src/format';
import { LoadError } from '../common/LoadError';

const S = 'resources.financialAid.service.';

/** `GET /Inventory/ServiceDetail/{id}` (docs/API.md). */
interface Service {
    id: Identifier;
    ServiceTitle: string;
    ServicePrice: number;
    HomeSamplingPrice: number;
    CommunicationPrice: number;
    created_at: string;
    LabData: { id: number; name: string; email: string; address: string; city: string };
    TestData: { id: number; Title: string; Description: string; LowerPriceLimit: number; UpperPriceLimit: number; AvgDuration: string } | null;
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 35%) 1fr' }, gap: { sm: 2 }, py: 0.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`${S}${label}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {children}
            </Typography>
        </Box>
    );
};

/**
 * `/servicedetail/{id}` (designed; SPEC §2 only names the link): a lab's service with its prices, the lab, and the
 * catalogue test it sells.
 */
const ServiceDetail = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { amount, date } = useFormatters();
    const { id = '' } = useParams();
    const { data: service, isPending, error, refetch } = useGetOne<Service>('services', { id }, { retry: false });
    const pkr = (value: number) => translate('resources.financialAid.list.amount', { amount: amount(value) });

    if (isPending) return <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} aria-label={translate('app.topbar.loading')} />;
    if (error && (error as { status?: number }).status !== 404) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (error || !service) {
        return (
            <Alert severity="error" sx={{ mt: 2 }} action={<Button color="inherit" size="small" onClick={() => navigate(-1)}>{translate(`${S}back`)}</Button>}>
                {translate(`${S}not_found`)}
            </Alert>
        );
    }
    return (
        <Box sx={{ py: 2, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Title title={`${S}title`} />
            <Card sx={{ gridColumn: '1 / -1' }}>
                <CardContent>
                    <Typography component="h1" variant="h6" data-testid="service-title">
                        {service.ServiceTitle}
                    </Typography>
                    <Box component="dl" sx={{ m: 0, mt: 1 }}>
                        <Row label="price">{pkr(service.ServicePrice)}</Row>
                        <Row label="home_sampling_price">{pkr(service.HomeSamplingPrice)}</Row>
                        <Row label="communication_price">{pkr(service.CommunicationPrice)}</Row>
                        <Row label="offered_since">{date(service.created_at)}</Row>
                    </Box>
                </CardContent>
            </Card>
            <Card>
                <CardContent>
                    <Typography component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                        {translate(`${S}lab`)}
                    </Typography>
                    <Box component="dl" sx={{ m: 0 }}>
                        <Row label="lab">{service.LabData.name}</Row>
                        <Row label="lab_address">{service.LabData.address}</Row>
                    </Box>
                    <Link component={RouterLink} to={`/lab-overview/${encodeURIComponent(service.LabData.email)}`}>
                        {translate(`${S}view_lab`)}
                    </Link>
                </CardContent>
            </Card>
            <Card>
                <CardContent>
                    <Typography component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                        {translate(`${S}test`)}
                    </Typography>
                    {service.TestData ? (
                        <>
                            <Box component="dl" sx={{ m: 0 }}>
                                <Row label="test">{service.TestData.Title}</Row>
                                <Row label="price_range">
                                    {pkr(service.TestData.LowerPriceLimit)} – {pkr(service.TestData.UpperPriceLimit)}
                                </Row>
                                <Row label="duration">{service.TestData.AvgDuration}</Row>
                            </Box>
                            <Link component={RouterLink} to={`/TestOverview/${service.TestData.id}`}>
                                {translate(`${S}view_test`)}
                            </Link>
                        </>
                    ) : (
                        <Typography color="text.secondary">{translate(`${S}no_test`)}</Typography>
                    )}
                </CardContent>
            </Card>
        </Box>
    );
};

export default ServiceDetail;
