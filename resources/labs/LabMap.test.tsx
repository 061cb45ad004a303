import { render, screen } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { AdminContext } from '../../tests/AdminContext';

// jsdom cannot lay out a real map; the mock reproduces what matters: the tile layer reports a tile error.
vi.mock('react-leaflet', () => ({
  MapContainer: ({ children, zoom }: { children: ReactNode; zoom: number }) => (
    <div className="leaflet-container" data-zoom={zoom}>
      {children}
    </div>
  ),
  TileLayer: ({ url, eventHandlers }: { url: string; eventHandlers: { tileerror: () => void } }) => {
    useEffect(() => {
      eventHandlers.tileerror();
    }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the mock tile fails once, when it mounts
    return <div data-testid="tiles" data-url={url} />;
  },
  Marker: ({ position }: { position: [number, number] }) => (
    <div data-testid="marker" data-position={position.join(',')} />
  ),
}));

const { default: LabMap, MAP_ZOOM } = await import('./LabMap');

describe('LabMap', () => {
  it('shows a marker at zoom 11 and, when tiles fail, the offline placeholder with the coordinates', async () => {
    render(
      <AdminContext>
        <LabMap latitude={31.51472} longitude={74.34305} name="LabHub" />
      </AdminContext>,
    );
    expect(MAP_ZOOM).toBe(11);
    expect(screen.getByTestId('marker')).toHaveAttribute('data-position', '31.51472,74.34305');
    expect(document.querySelector('.leaflet-container')).toHaveAttribute('data-zoom', '11');
    expect(await screen.findByText('Map tiles unavailable offline')).toBeInTheDocument();
    expect(screen.getByText('Coordinates: 31.51472, 74.34305')).toBeInTheDocument();
    expect(screen.getByTestId('lab-map')).toHaveAttribute('data-offline', 'true');
    expect(screen.getByTestId('tiles').getAttribute('data-url')).toMatch(/\{z\}\/\{x\}\/\{y\}/);
  });
});
