import { Box } from '@mui/material';
import { Title, usePermissions } from 'react-admin';

import type { Role } from '../../../authProvider/storage';
import { StatCard } from './StatCard';
import { statCards } from './statCards';
import { WelcomeCard } from './WelcomeCard';

/** Dashboard: greeting and the four totals. The totals are admin-only calls, so a lab user sees the greeting. */
export const DashboardPage = () => {
    const { permissions } = usePermissions<Role>();

    return (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
            <Title title="app.dashboard.title" />
            <Box sx={{ gridColumn: '1 / -1' }}>
                <WelcomeCard />
            </Box>
            {permissions === 'admin' && statCards.map(card => <StatCard key={card.apiPath} card={card} />)}
        </Box>
    );
};

DashboardPage.path = '/dashboard';
