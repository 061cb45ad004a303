import OffIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Card,
  CardContent,
  Chip,
  Link,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { useFormatters } from '../../lib/format';
import { serviceSubtotal } from './pricing';
import type { BookedService } from './types';

const D = 'resources.financialAid.detail.';

/** An optional extra of a service: its price when requested, a red X when not. Expandable (SPEC §2). */
const OptionRow = ({ label, on, price, testId }: { label: string; on: boolean; price: number; testId: string }) => {
  const translate = useTranslate();
  const { amount } = useFormatters();
  return (
    <Accordion
      disableGutters
      elevation={0}
      sx={{ border: 1, borderColor: 'divider', '&:before': { display: 'none' } }}
      data-testid={testId}
      data-on={on}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ flexGrow: 1 }}>{translate(`${D}${label}`)}</Typography>
        {on ? (
          <Typography sx={{ mr: 1, fontWeight: 600, whiteSpace: 'nowrap' }}>
            {translate('resources.financialAid.list.amount', { amount: amount(price) })}
          </Typography>
        ) : (
          <OffIcon color="error" titleAccess={translate(`${D}option_off`)} sx={{ mr: 1 }} />
        )}
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" color="text.secondary">
          {on
            ? translate('resources.financialAid.list.amount', { amount: amount(price) })
            : translate(`${D}option_off`)}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
};

/** One booked service (SPEC §2): title → its service detail, status badge, due date, lab note, options, subtotal. */
export const ServiceCard = ({ service }: { service: BookedService }) => {
  const translate = useTranslate();
  const { amount, dateTime } = useFormatters();
  const data = service.ServiceData;
  const accepted = service.BookedServiceStatus === 'Accepted';
  return (
    <Card variant="outlined" data-testid="service-card">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Link component={RouterLink} to={`/servicedetail/${data.id}`} sx={{ fontWeight: 600 }}>
            {data.ServiceTitle}
          </Link>
          <Chip
            size="small"
            color={accepted ? 'success' : 'info'}
            label={translate(`resources.financialAid.service_status.${service.BookedServiceStatus.toLowerCase()}`, {
              _: service.BookedServiceStatus,
            })}
            data-status={accepted ? 'success' : 'info'}
          />
        </Box>
        <Typography variant="body2">
          <strong>{translate(`${D}due_date`)}:</strong> {dateTime(service.RequestedTime)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          <strong>{translate(`${D}lab_note`)}:</strong> {service.Lab_note || translate(`${D}no_note`)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          <strong>{translate(`${D}service_price`)}:</strong>{' '}
          {translate('resources.financialAid.list.amount', { amount: amount(data.ServicePrice) })}
        </Typography>
        <OptionRow
          label="home_sampling"
          on={service.HomeSampling}
          price={data.HomeSamplingPrice}
          testId="option-home-sampling"
        />
        <OptionRow
          label="communication"
          on={service.Communication}
          price={data.CommunicationPrice}
          testId="option-communication"
        />
        <Typography sx={{ mt: 1.5, textAlign: 'right', fontWeight: 700 }} data-testid="service-subtotal">
          {translate(`${D}subtotal`)}:{' '}
          {translate('resources.financialAid.list.amount', { amount: amount(serviceSubtotal(service)) })}
        </Typography>
      </CardContent>
    </Card>
  );
};
