import 'leaflet/dist/leaflet.css';

import { Box } from '@mui/material';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';

import { MapPlaceholder } from './MapPlaceholder';

/** SPEC §9: map zoom 11. */
export const MAP_ZOOM = 11;
const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const MAP_TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || DEFAULT_TILE_URL;

/** Leaflet's marker images, bundled by Vite (never fetched from a CDN). */
const markerIconOptions = {
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41] as [number, number],
  iconAnchor: [12, 41] as [number, number],
  popupAnchor: [1, -34] as [number, number],
  shadowSize: [41, 41] as [number, number],
};

/**
 * The lab's location: a react-leaflet map with a marker at its coordinates, zoom 11. When a tile fails to load
 * (offline), the tiles are hidden and a placeholder with the coordinates shows under the marker instead of broken
 * images. Loaded with React.lazy (leaflet has its own chunk).
 */
const LabMap = ({ latitude, longitude, name }: { latitude: number; longitude: number; name?: string }) => {
  const translate = useTranslate();
  const [offline, setOffline] = useState(false);
  const icon = useMemo(() => L.icon(markerIconOptions), []);
  return (
    <Box
      data-testid="lab-map"
      role="region"
      aria-label={translate('resources.labs.overview.map_label')}
      data-offline={offline ? 'true' : 'false'}
      sx={{
        position: 'relative',
        height: 320,
        borderRadius: 1,
        overflow: 'hidden',
        '& .leaflet-container': {
          height: '100%',
          width: '100%',
          background: offline ? 'transparent' : undefined,
          zIndex: 1,
        },
        '& .leaflet-tile-pane': offline ? { display: 'none' } : {},
      }}
    >
      {offline && (
        <Box sx={{ position: 'absolute', inset: 0, zIndex: 0 }}>
          <MapPlaceholder latitude={latitude} longitude={longitude} />
        </Box>
      )}
      <MapContainer center={[latitude, longitude]} zoom={MAP_ZOOM} scrollWheelZoom={false}>
        <TileLayer
          url={MAP_TILE_URL}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          eventHandlers={{ tileerror: () => setOffline(true) }}
        />
        <Marker position={[latitude, longitude]} icon={icon} title={name} alt={name} />
      </MapContainer>
    </Box>
  );
};

export default LabMap;
