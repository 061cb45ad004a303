import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { type Identifier, Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { useFormatters } from '../../lib/format';
import { RecordBreadcrumbs } from '../common/Breadcrumbs';
import { DetailCard, DetailRow } from '../common/fields';
import { OneRecord } from '../common/OneRecord';

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
  TestData: {
    id: number;
    Title: string;
    Description: string;
    LowerPriceLimit: number;
    UpperPriceLimit: number;
    AvgDuration: string;
  } | null;
}

/** The service once loaded: its prices, the lab that offers it, the catalogue test it sells. */
const ServiceView = ({ service }: { service: Service }) => {
  const translate = useTranslate();
  const { amount, date, duration } = useFormatters();
  const t = (key: string) => translate(`${S}${key}`);
  const pkr = (value: number) => translate('resources.financialAid.list.amount', { amount: amount(value) });
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Card sx={{ gridColumn: '1 / -1' }}>
        <CardContent>
          <Typography component="h1" variant="h6" data-testid="service-title">
            {service.ServiceTitle}
          </Typography>
          <Box component="dl" sx={{ m: 0, mt: 1 }}>
            <DetailRow labelWidth={140} label={t('price')}>
              {pkr(service.ServicePrice)}
            </DetailRow>
            <DetailRow labelWidth={140} label={t('home_sampling_price')}>
              {pkr(service.HomeSamplingPrice)}
            </DetailRow>
            <DetailRow labelWidth={140} label={t('communication_price')}>
              {pkr(service.CommunicationPrice)}
            </DetailRow>
            <DetailRow labelWidth={140} label={t('offered_since')}>
              {date(service.created_at)}
            </DetailRow>
          </Box>
        </CardContent>
      </Card>
      <DetailCard title={t('lab')}>
        <Box component="dl" sx={{ m: 0 }}>
          <DetailRow labelWidth={140} label={t('lab')}>
            {service.LabData.name}
          </DetailRow>
          <DetailRow labelWidth={140} label={t('lab_address')}>
            {service.LabData.address}
          </DetailRow>
        </Box>
        <Link component={RouterLink} to={`/lab-overview/${encodeURIComponent(service.LabData.email)}`}>
          {t('view_lab')}
        </Link>
      </DetailCard>
      <DetailCard title={t('test')}>
        {service.TestData ? (
          <>
            <Box component="dl" sx={{ m: 0 }}>
              <DetailRow labelWidth={140} label={t('test')}>
                {service.TestData.Title}
              </DetailRow>
              <DetailRow labelWidth={140} label={t('price_range')}>
                {pkr(service.TestData.LowerPriceLimit)} – {pkr(service.TestData.UpperPriceLimit)}
              </DetailRow>
              <DetailRow labelWidth={140} label={t('duration')}>
                {duration(service.TestData.AvgDuration)}
              </DetailRow>
            </Box>
            <Link component={RouterLink} to={`/TestOverview/${service.TestData.id}`}>
              {t('view_test')}
            </Link>
          </>
        ) : (
          <Typography color="text.secondary">{t('no_test')}</Typography>
        )}
      </DetailCard>
    </Box>
  );
};

/**
 * `/servicedetail/{id}` (designed; SPEC §2 only names the link): a lab's service with its prices, the lab, and the
 * catalogue test it sells.
 */
const ServiceDetail = () => {
  const { id = '' } = useParams();
  return (
    <>
      <Title title={`${S}title`} />
      <OneRecord<Service>
        resource="services"
        id={id}
        height={320}
        notFound={{ message: `${S}not_found`, back: `${S}back`, to: -1 }}
      >
        {service => (
          <>
            <RecordBreadcrumbs
              list={{ label: 'app.menu.financial_aid', to: '/financialaid' }}
              current={service.ServiceTitle}
            />
            <ServiceView service={service} />
          </>
        )}
      </OneRecord>
    </>
  );
};

export default ServiceDetail;
