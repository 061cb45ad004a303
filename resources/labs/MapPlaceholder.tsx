import MapIcon from '@mui/icons-material/MapOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown instead of map tiles when they cannot load (offline) or when the lab has no coordinates. */
export const MapPlaceholder = ({ latitude, longitude }: { latitude?: number; longitude?: number }) => {
  const translate = useTranslate();
  const known = latitude !== undefined && longitude !== undefined;
  return (
    <Box
      role="status"
      data-testid="map-placeholder"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 0.5,
        height: '100%',
        p: 2,
        color: 'text.secondary',
        bgcolor: 'action.hover',
        backgroundImage:
          'linear-gradient(rgba(128,128,128,.15) 1px, transparent 1px), linear-gradient(90deg, rgba(128,128,128,.15) 1px, transparent 1px)',
        backgroundSize: '32px 32px',
      }}
    >
      <MapIcon />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate(known ? 'resources.labs.overview.map_offline' : 'resources.labs.overview.no_coordinates')}
      </Typography>
      {known && (
        <Typography variant="body2">
          {translate('resources.labs.overview.coordinates', { lat: latitude.toFixed(5), lng: longitude.toFixed(5) })}
        </Typography>
      )}
    </Box>
  );
};
