import { Card, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';

/** Greeting with the signed-in user's name (SPEC §2 Dashboard). */
export const WelcomeCard = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const name = identity?.fullName || 'Admin';

    return (
        <Card sx={{ bgcolor: 'rgba(85, 110, 230, 0.22)', px: 2.5, py: 2 }}>
            <Typography variant="h6" component="h2" color="primary">
                {translate('app.dashboard.welcome', { name })}
            </Typography>
            <Typography color="primary">{translate('app.dashboard.welcome_subtitle')}</Typography>
        </Card>
    );
};
