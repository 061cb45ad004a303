import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Grid, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';

import { RecordBreadcrumbs } from '../common/Breadcrumbs';
import { EqaList } from './EqaList';
import { LabActionButton, rowActionsFor } from './LabActions';
import { LabDetailsCard } from './LabDetailsCard';
import { LabHistory } from './LabHistory';
import { LabLocation } from './LabLocation';
import { LabShow } from './LabShow';
import { ReviewList } from './ReviewList';
import { SectionCard } from './SectionCard';
import { SignInLock } from './SignInLock';
import { type Lab, labStatus } from './types';

const LIST_OF_STATUS = {
  pending: '/pendingverifications',
  verified: '/verifiedlabs',
  blocked: '/blockedlabs',
} as const;
const LABEL_OF_STATUS = {
  pending: 'app.menu.pending_verifications',
  verified: 'app.menu.labs',
  blocked: 'app.menu.blocked_labs',
} as const;

/** Where "Back" goes: the list the overview was opened from, else the list of the lab's state (or all labs). */
const useBackPath = (lab?: Lab) => {
  const state = useLocation().state as { from?: unknown } | null;
  if (typeof state?.from === 'string' && state.from.startsWith('/')) return state.from;
  return lab ? LIST_OF_STATUS[labStatus(lab)] : '/labslist';
};

const BackButton = () => {
  const translate = useTranslate();
  const to = useBackPath(useRecordContext<Lab>());
  return (
    <Button component={Link} to={to} startIcon={<ArrowBackIcon />}>
      {translate('resources.labs.overview.back')}
    </Button>
  );
};

/** /lab-overview/{email} (or the numeric id): details, map, E-QA certificates, reviews and history (SPEC §2). */
export const LabOverview = () => {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <LabShow id={id} title="resources.labs.titles.overview" failedHeader={<BackButton />}>
      {(lab, reload) => <LabOverviewBody lab={lab} reload={reload} />}
    </LabShow>
  );
};

const LabOverviewBody = ({ lab, reload }: { lab: Lab; reload: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const back = useBackPath(lab);
  const email = lab.email;
  const status = labStatus(lab);
  return (
    <>
      <RecordBreadcrumbs
        list={{ label: LABEL_OF_STATUS[status], to: LIST_OF_STATUS[status] }}
        current={lab.name}
        recent="labs"
      />
      <Stack
        direction="row"
        sx={{ mb: 2, gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <BackButton />
        {/* The actions the lab's state allows, with the lists' confirmations and toasts. */}
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap' }}
          role="group"
          aria-label={translate('resources.labs.overview.actions')}
        >
          {rowActionsFor(lab).map(action => (
            <LabActionButton
              key={action}
              action={action}
              text
              onDone={outcome => (action === 'reject' && outcome.done ? void navigate(back) : reload())}
            />
          ))}
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <LabDetailsCard lab={lab}>
            <SignInLock email={email} />
          </LabDetailsCard>
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
    </>
  );
};

LabOverview.path = '/lab-overview/:id';
