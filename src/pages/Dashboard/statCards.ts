import type { SvgIconComponent } from '@mui/icons-material';
import LabsIcon from '@mui/icons-material/BiotechOutlined';
import RevenueIcon from '@mui/icons-material/PaymentsOutlined';
import ComplaintsIcon from '@mui/icons-material/TaskAltOutlined';
import FinancialAidIcon from '@mui/icons-material/VolunteerActivismOutlined';
import type { ComponentType } from 'react';

import { DASHBOARD_PATHS } from '../../../dataProvider/routes';

export interface StatCardDefinition {
  /** Translation key of the card title. */
  title: string;
  /** SPEC §7 path of the figure. */
  apiPath: string;
  /** Reads the figure from the reply. */
  value: (reply: unknown) => number;
  /** Page the card opens. */
  to: string;
  icon: SvgIconComponent;
  /** Translation key wrapping the formatted number, e.g. 'RS. %{amount}'. */
  format?: string;
  /** A second link under the figure. */
  extraLink?: { label: string; to: string };
  /** Lines under the figure that tie it to the screens it opens (given the reply). */
  Details?: ComponentType<{ reply: unknown }>;
}

import { FinancialAidDetails, RevenueDetails } from './StatCardDetails';

const total = (reply: unknown) => Number((reply as { total?: number }).total ?? 0);

/** The four dashboard totals (SPEC §2 Dashboard); replies are described in docs/API.md. */
export const statCards: StatCardDefinition[] = [
  {
    title: 'app.dashboard.total_financial_aid',
    apiPath: DASHBOARD_PATHS.totalFinancialAid,
    value: total,
    to: '/donations',
    icon: FinancialAidIcon,
    format: 'app.dashboard.pkr_amount',
    Details: FinancialAidDetails,
  },
  {
    title: 'app.dashboard.total_labs',
    apiPath: DASHBOARD_PATHS.totalLabs,
    value: reply => {
      const [verified = 0, unverified = 0] = reply as [number, number];
      return verified + unverified;
    },
    to: '/verifiedlabs',
    icon: LabsIcon,
    extraLink: { label: 'app.dashboard.view_unverified', to: '/pendingverifications' },
  },
  {
    title: 'app.dashboard.total_revenue',
    apiPath: DASHBOARD_PATHS.totalEarnings,
    value: total,
    to: '/accountsrecievable',
    icon: RevenueIcon,
    format: 'app.dashboard.revenue_amount',
    Details: RevenueDetails,
  },
  {
    title: 'app.dashboard.total_complaints_resolved',
    apiPath: DASHBOARD_PATHS.totalComplaints,
    value: reply => Number((reply as { resolved?: number }).resolved ?? 0),
    to: '/patientcomplaints',
    icon: ComplaintsIcon,
  },
];
