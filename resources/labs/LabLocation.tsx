import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';

import { MapPlaceholder } from './MapPlaceholder';
import type { Lab } from './types';

/** Leaflet is a chunk of its own, loaded only when a lab's map is shown. */
const LabMap = lazy(() => import('./LabMap'));

const coordinate = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** The map of the lab, or a placeholder when it has no coordinates. */
export const LabLocation = ({ lab }: { lab: Pick<Lab, 'latitude' | 'longitude' | 'name'> }) => {
  const translate = useTranslate();
  const latitude = coordinate(lab.latitude);
  const longitude = coordinate(lab.longitude);
  if (latitude === undefined || longitude === undefined) {
    return (
      <Box sx={{ height: 320 }}>
        <MapPlaceholder />
      </Box>
    );
  }
  return (
    <Suspense
      fallback={
        <Box sx={{ height: 320, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
      }
    >
      <LabMap latitude={latitude} longitude={longitude} name={lab.name} />
    </Suspense>
  );
};
