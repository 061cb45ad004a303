import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { useFormatters } from '../../../lib/format';
import { touchLink } from '../../theme';
import { useDashboardFigures } from './figures';

/**
 * Total Financial Aid (SPEC: approved aid, links to /donations, the fund that pays it): how many approved
 * requests it adds up, linking to the Approved Financial Aid list, whose total is the same count.
 */
export const FinancialAidDetails = ({ reply }: { reply: unknown }) => {
  const translate = useTranslate();
  const count = Number((reply as { count?: number }).count ?? 0);
  return (
    <Link component={RouterLink} to="/financialaid" variant="body2" sx={touchLink()} data-testid="fa-approved-link">
      {translate('app.dashboard.fa_approved', { smart_count: count })}
    </Link>
  );
};

/**
 * Total Revenue (all commission, RS.) leads to Accounts Receivable, which shows only the cash orders' commission:
 * the card says which part of the revenue that screen shows, under that screen's own label, and where the rest is.
 */
export const RevenueDetails = () => {
  const translate = useTranslate();
  const { number } = useFormatters();
  const { data } = useDashboardFigures();
  if (!data) return null;
  const rs = (value: number) => translate('app.dashboard.revenue_amount', { amount: number(value) });
  return (
    <>
      <Link
        component={RouterLink}
        to="/accountsrecievable"
        variant="body2"
        sx={{ display: 'block', ...touchLink('flex') }}
        data-testid="revenue-cash"
      >
        {translate('app.dashboard.revenue_cash', {
          label: translate('resources.receivables.totals.due'),
          amount: rs(data.revenue.cash),
        })}
      </Link>
      <Typography variant="body2" color="text.secondary" data-testid="revenue-online">
        {translate('app.dashboard.revenue_online', { amount: rs(data.revenue.online) })}
      </Typography>
    </>
  );
};
