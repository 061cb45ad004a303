import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';

import { financialAidContract } from '../../contracts/finance';
import { useFormatters } from '../../lib/format';
import { RecordBreadcrumbs } from '../common/Breadcrumbs';
import { DetailCard, DetailRow } from '../common/fields';
import { OneRecord } from '../common/OneRecord';
import { fieldOf } from '../generic/fieldOf';
import { labOverviewPath } from '../labs/paths';
import { RecordLink } from '../recordLinks';
import { DecisionButtons } from './DecisionButtons';
import { appointmentPatient } from './pricing';
import { ServiceCard } from './ServiceCard';
import type { Appointment, FinancialAid } from './types';

const D = 'resources.financialAid.detail.';

const AppointmentSection = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const { amount } = useFormatters();
  const { data: appointment, isPending, error } = useGetOne<Appointment>('appointments', { id }, { retry: false });
  if (isPending) return <Skeleton variant="rounded" height={240} aria-label={translate('app.topbar.loading')} />;
  if (error || !appointment) return <Alert severity="error">{translate('app.dashboard.load_error')}</Alert>;
  const patient = appointmentPatient(appointment);
  const t = (key: string) => translate(`${D}${key}`);
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
      <DetailCard title={t('patient')} testId="patient-card" sx={{ height: '100%' }}>
        <Box component="dl" sx={{ m: 0 }}>
          <DetailRow label={t('patient_name')}>{patient.name}</DetailRow>
          <DetailRow label={t('patient_contact')}>{patient.contact}</DetailRow>
          <DetailRow label={t('patient_email')}>{patient.email}</DetailRow>
        </Box>
      </DetailCard>
      <DetailCard title={t('appointment')} testId="appointment-card" sx={{ height: '100%' }}>
        <Box component="dl" sx={{ m: 0, mb: 2 }}>
          <DetailRow label={t('lab_name')}>
            <RecordLink to={labOverviewPath(appointment.LabData.email)}>{appointment.LabData.name}</RecordLink>
          </DetailRow>
          <DetailRow label={t('lab_address')}>{appointment.LabData.address}</DetailRow>
          <DetailRow label={t('lab_email')}>{appointment.LabData.email}</DetailRow>
          <DetailRow label={t('total')}>
            <span data-testid="appointment-total">
              {translate('resources.financialAid.list.amount', { amount: amount(appointment.Price) })}
            </span>
          </DetailRow>
        </Box>
        <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('services')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {appointment.BookedServices.map(service => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </Box>
      </DetailCard>
    </Box>
  );
};

/** The request once loaded: its header with the decision buttons, the request card, the appointment behind it. */
const FinancialAidView = ({ aid }: { aid: FinancialAid }) => {
  const translate = useTranslate();
  const { amount, date, dateTime } = useFormatters();
  const t = (key: string) => translate(`${D}${key}`);
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2.5 }}>
      <Box>
        <Button component={Link} to="/financialaid" startIcon={<ArrowBackIcon />}>
          {t('back')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography component="h1" variant="h6" data-testid="fa-id">
            {t('id')}: #{aid.id}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('application_date')}: {date(aid.Request_Time)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {fieldOf(financialAidContract, 'Status', aid)}
          <DecisionButtons record={aid} />
        </Box>
      </Box>
      <DetailCard title={t('request')} testId="request-card" sx={{ height: '100%' }}>
        <Box component="dl" sx={{ m: 0 }}>
          <DetailRow label={t('amount')}>
            {translate('resources.financialAid.list.amount', { amount: amount(aid.Amount) })}
          </DetailRow>
          <DetailRow label={t('requested_by')}>{aid.Patient_id}</DetailRow>
          <DetailRow label={t('phone')}>{aid.Phone_Number}</DetailRow>
          <DetailRow label={t('address')}>{aid.Address}</DetailRow>
          <DetailRow label={t('description')}>{aid.Description}</DetailRow>
          {aid.decided_at && (
            <DetailRow label={t('decision')}>
              {translate(`${D}decided_by`, { email: aid.decided_by ?? '', date: dateTime(aid.decided_at) })}
            </DetailRow>
          )}
          {aid.reject_reason && <DetailRow label={t('reject_reason')}>{aid.reject_reason}</DetailRow>}
        </Box>
      </DetailCard>
      {aid.Appointment_id ? (
        <AppointmentSection id={aid.Appointment_id} />
      ) : (
        <Alert severity="info">{t('no_appointment')}</Alert>
      )}
    </Box>
  );
};

/** `/financialaiddetails/{id}` (SPEC §2 Financial Aid Details) with Approve and Reject while the request is pending. */
const FinancialAidDetail = () => {
  const { id = '' } = useParams();
  return (
    <>
      <Title title={`${D}title`} />
      <OneRecord<FinancialAid>
        resource="financialAid"
        id={id}
        height={420}
        notFound={{ message: `${D}not_found`, back: `${D}back`, to: '/financialaid' }}
      >
        {aid => (
          <>
            <RecordBreadcrumbs
              list={{ label: 'app.menu.financial_aid', to: '/financialaid' }}
              current={`#${aid.id} · ${aid.Patient_id}`}
            />
            <FinancialAidView aid={aid} />
          </>
        )}
      </OneRecord>
    </>
  );
};

export default FinancialAidDetail;
