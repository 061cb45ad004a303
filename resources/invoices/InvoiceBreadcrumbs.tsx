import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** Dashboard > Invoices (> Invoice Detail), SPEC §2 Invoices. Hidden when printing. */
export const InvoiceBreadcrumbs = ({ detail = false }: { detail?: boolean }) => {
  const translate = useTranslate();
  return (
    <Breadcrumbs aria-label="breadcrumb" className="no-print" sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/dashboard" underline="hover" color="inherit">
        {translate('resources.invoices.breadcrumb.dashboard')}
      </Link>
      {detail ? (
        <Link component={RouterLink} to="/invoices-list" underline="hover" color="inherit">
          {translate('resources.invoices.breadcrumb.invoices')}
        </Link>
      ) : (
        <Typography color="text.primary" aria-current="page">
          {translate('resources.invoices.breadcrumb.invoices')}
        </Typography>
      )}
      {detail && (
        <Typography color="text.primary" aria-current="page">
          {translate('resources.invoices.breadcrumb.detail')}
        </Typography>
      )}
    </Breadcrumbs>
  );
};
