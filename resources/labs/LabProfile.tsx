import { Alert, Box, Grid, Link as MuiLink } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

import { readAuthUser, saveAuthUser } from '../../authProvider/storage';
import { LabDetailsCard } from './LabDetailsCard';
import { LabProfileForm, type LabProfileValues } from './LabProfileForm';
import { LabShow } from './LabShow';
import { LogoUpload } from './LogoUpload';
import { ReviewList } from './ReviewList';
import { SectionCard } from './SectionCard';
import type { Lab } from './types';

/** Scrolls to the element of the location's #hash once it is rendered (the lab menu links /editprofile#reviews). */
const useScrollToHash = (ready: boolean) => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document
      .getElementById(decodeURIComponent(hash.slice(1)))
      ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [hash, ready]);
};

/**
 * /editprofile ("View Profile", SPEC §2): the signed-in lab user's own lab — details, 'Update Lab Details', logo
 * upload and its reviews with a reply box at #reviews. An administrator has no lab: a message and a link to the labs.
 */
export const LabProfile = () => {
  const translate = useTranslate();
  const email = readAuthUser()?.lab?.email;
  if (!email) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="resources.labs.titles.profile" />
        <Alert severity="info">
          {translate('resources.labs.profile.no_lab')}{' '}
          <MuiLink component={Link} to="/labslist">
            {translate('resources.labs.profile.labs_link')}
          </MuiLink>
        </Alert>
      </Box>
    );
  }
  return (
    <LabShow id={email} title="resources.labs.titles.profile">
      {(lab, reload) => <LabProfileBody lab={lab} reload={reload} />}
    </LabShow>
  );
};

const LabProfileBody = ({ lab, reload }: { lab: Lab; reload: () => void }) => {
  const queryClient = useQueryClient();
  useScrollToHash(true);
  /** After a rename the top bar shows the new name: the stored user (the identity) follows the lab's name. */
  const saved = (values: LabProfileValues) => {
    reload();
    const user = readAuthUser();
    if (user?.lab && user.lab.email === lab.email && values.name && values.name !== user.lab.name) {
      saveAuthUser({ ...user, name: values.name, lab: { ...user.lab, name: values.name } });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    }
  };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <LabDetailsCard lab={lab} fields={['email', 'contact_number', 'health_department_id']} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <SectionCard title="resources.labs.profile.logo" id="lab-logo">
          <LogoUpload lab={lab} onUploaded={reload} />
        </SectionCard>
      </Grid>
      <Grid size={12}>
        <SectionCard title="resources.labs.profile.update_title" id="update-lab-details">
          <LabProfileForm lab={lab} onSaved={saved} />
        </SectionCard>
      </Grid>
      <Grid size={12}>
        <SectionCard title="resources.labs.profile.reviews" id="reviews">
          <ReviewList email={lab.email} canReply />
        </SectionCard>
      </Grid>
    </Grid>
  );
};

LabProfile.path = '/editprofile';
