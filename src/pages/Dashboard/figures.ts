import { useApiQuery } from '../../useApiQuery';

/** Designed call (docs/API.md): the dashboard's figures split the way the screens they open count them. */
export const DASHBOARD_FIGURES_PATH = '/dashboard-figures';

export interface DashboardFigures {
  /** The verified, pending and blocked lab lists' totals, and all labs. */
  labs: { verified: number; pending: number; blocked: number; total: number };
  /** userstats' scope (patients and labs), with the lab accounts and those without a gender. */
  users: { total: number; male: number; female: number; labs: number; without_gender: number };
  /** All commission (= totalearnings), its online part (kept from payouts) and its cash part (receivables). */
  revenue: { total: number; online: number; cash: number; cash_received: number; cash_pending: number };
}

export const useDashboardFigures = () => useApiQuery<DashboardFigures>(DASHBOARD_FIGURES_PATH);
