import { Alert, Box, Button, CircularProgress, Grid, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { RecordContextProvider, Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';

import { EqaList } from './EqaList';
import { LabActionButton, rowActionsFor } from './LabList';
import { LabDetailsCard } from './LabDetailsCard';
import { LabHistory } from './LabHistory';
import { LabLocation } from './LabLocation';
import { ReviewList } from './ReviewList';
import { SectionCard } from './SectionCard';
import { labStatus, type Lab } from './types';

const LIST_OF_STATUS = { pending: '/pendingverifications', verified: '/verifiedlabs', blocked: '/blockedlabs' } as const;

/** Where "Back" goes: the list the overview was opened from, else the list of the lab's state (or all labs). */
const useBackPath = (lab?: Lab) => {
    const state = useLocation().state as { from?: unknown } | null;
    if (typeof state?.from === 'string' && state.from.startsWith('/')) return state.from;
    return lab ? LIST_OF_STATUS[labStatus(lab)] : '/labslist';
};

const BackButton = ({ to }: { to: string }) => {
    const translate = useTranslate();
    return (
        <Button component={Link} to={to} startIcon={<ArrowBackIcon />}>
            {translate('resources.labs.overview.back')}
        </Button>
    );
};
import { SignInLock } from './SignInLock';

/** /lab-overview/{email} (or the numeric id): details, map, E-QA certificates, reviews and history (SPEC §2). */
export const LabOverview = () => {
    const { id = '' } = useParams<{ id: string }>();
    const translate = useTranslate();
    const navigate = useNavigate();
    const { data: lab, isPending, error, refetch } = useGetOne<Lab>('labs', { id }, { enabled: id !== '', retry: false });
    const back = useBackPath(lab);
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
                <BackButton to={back} />
                <Alert severity="warning">{translate('resources.labs.overview.not_found')}</Alert>
            </Box>
        );
    }
    const email = lab.email;
    return (
        <Box sx={{ py: 2 }}>
            <Title title="resources.labs.titles.overview" />
            <Stack direction="row" sx={{ mb: 2, gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
                <BackButton to={back} />
                {/* The actions the lab's state allows, with the lists' confirmations and toasts. */}
                <RecordContextProvider value={lab}>
                    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="group" aria-label={translate('resources.labs.overview.actions')}>
                        {rowActionsFor('all', lab).map(action => (
                            <LabActionButton
                                key={action}
                                action={action}
                                text
                                onDone={outcome => (action === 'reject' && outcome.done ? navigate(back) : void refetch())}
                            />
                        ))}
                    </Stack>
                </RecordContextProvider>
            </Stack>
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
