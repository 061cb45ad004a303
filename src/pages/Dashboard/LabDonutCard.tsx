import { Box, Typography } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';

import { DASHBOARD_PATHS } from '../../../dataProvider/routes';
import { useFormatters } from '../../format';
import { useApiQuery } from '../../useApiQuery';
import { DashboardCard } from './DashboardCard';

/** Lab analytics: a donut of verified versus unverified labs (`GET /profiles/totallabs` → [verified, unverified]). */
export const LabDonutCard = () => {
    const translate = useTranslate();
    const { number } = useFormatters();
    const { data, isPending, isError } = useApiQuery<[number, number]>(DASHBOARD_PATHS.totalLabs);
    const [verified = 0, unverified = 0] = data ?? [];
    const slices = [
        { id: 'verified', value: verified, label: translate('app.dashboard.labs_chart.verified'), color: '#2e7d32' },
        { id: 'unverified', value: unverified, label: translate('app.dashboard.labs_chart.unverified'), color: '#b45309' },
    ];
    const summary = translate('app.dashboard.labs_chart.summary', { verified: number(verified), unverified: number(unverified) });
    return (
        <DashboardCard title="app.dashboard.labs_chart.title" isPending={isPending} isError={isError} skeletonHeight={220}>
            <Box role="img" aria-label={summary} data-testid="lab-donut">
                <PieChart
                    height={240}
                    series={[{ data: slices, innerRadius: '55%', outerRadius: '95%', paddingAngle: 2, cornerRadius: 4, valueFormatter: item => number(item.value) }]}
                    slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
                />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
                {summary}
            </Typography>
        </DashboardCard>
    );
};
