import { Alert, Box, CircularProgress, Grid } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';

import { EqaList } from './EqaList';
import { LabDetailsCard } from './LabDetailsCard';
import { LabHistory } from './LabHistory';
import { LabLocation } from './LabLocation';
import { ReviewList } from './ReviewList';
import { SectionCard } from './SectionCard';
import { SignInLock } from './SignInLock';
import type { Lab } from './types';

/** /lab-overview/{email} (or the numeric id): details, map, E-QA certificates, reviews and history (SPEC §2). */
export const LabOverview = () => {
    const { id = '' } = useParams<{ id: string }>();
    const translate = useTranslate();
    const { data: lab, isPending, error } = useGetOne<Lab>('labs', { id }, { enabled: id !== '', retry: false });
    if (isPending) {
        return (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
                <CircularProgress aria-label={translate('ra.page.loading')} />
            </Box>
        );
    }
    if (error || !lab) {
        return (
            <Box sx={{ p: 2 }}>
                <Title title="resources.labs.titles.overview" />
                <Alert severity="warning">{translate('resources.labs.overview.not_found')}</Alert>
            </Box>
        );
    }
    const email = lab.email;
    return (
        <Box sx={{ py: 2 }}>
            <Title title="resources.labs.titles.overview" />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                    <LabDetailsCard lab={lab} />
                    <SignInLock email={email} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <SectionCard title="resources.labs.overview.map" id="lab-location">
                        <LabLocation lab={lab} />
                    </SectionCard>
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <SectionCard title="resources.labs.overview.eqa" id="lab-eqa">
                        <EqaList email={email} />
                    </SectionCard>
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <SectionCard title="resources.labs.overview.history" id="lab-history">
                        <LabHistory history={lab.history} />
                    </SectionCard>
                </Grid>
                <Grid size={12}>
                    <SectionCard title="resources.labs.overview.reviews" id="reviews">
                        <ReviewList email={email} />
                    </SectionCard>
                </Grid>
            </Grid>
        </Box>
    );
};

LabOverview.path = '/lab-overview/:id';
