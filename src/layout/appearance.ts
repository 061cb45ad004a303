import { brand } from '../theme';
import type { SidebarColor, SidebarImage, SidebarType, TopbarTheme } from './settings';

// Colours and sizes behind the layout settings: what each option looks like.

export interface SidebarPalette {
  /** CSS `background` value: a colour or a gradient. */
  background: string;
  text: string;
  active: string;
  activeBackground: string;
}

const onDark = { text: 'rgba(255, 255, 255, 0.78)', active: '#fff', activeBackground: 'rgba(255, 255, 255, 0.14)' };
const onLight = { text: '#2b3445', active: '#0b1a33', activeBackground: 'rgba(255, 255, 255, 0.45)' };

export const sidebarPalettes: Record<SidebarColor, SidebarPalette> = {
  light: { background: '#fff', text: '#545a6d', active: brand.primary, activeBackground: 'rgba(85, 110, 230, 0.08)' },
  dark: { background: brand.dark, text: '#a6b0cf', active: '#fff', activeBackground: 'rgba(255, 255, 255, 0.06)' },
  colored: { background: brand.primary, ...onDark },
  winter: { background: 'linear-gradient(to top, #4facfe 0%, #00f2fe 100%)', ...onLight },
  ladylip: { background: 'linear-gradient(to top, #ff9a9e 0%, #fecfef 99%, #fecfef 100%)', ...onLight },
  plumplate: { background: 'linear-gradient(135deg, #667eea 0%, #764ba2 100%)', ...onDark },
  strongbliss: {
    background: 'linear-gradient(to right, #f78ca0 0%, #f9748f 19%, #fd868c 60%, #fe9a8b 100%)',
    ...onLight,
  },
  greatwhale: { background: 'linear-gradient(to top, #a3bded 0%, #6991c7 100%)', ...onLight },
};

export const sidebarImageUrl = (image: SidebarImage): string | undefined =>
  image === 'none' ? undefined : `${import.meta.env.BASE_URL}images/sidebar/bg-${image}.svg`;

/** Sidebar widths in px per drawn type (SidebarType after `effectiveSidebarType`). */
export const sidebarWidths: Record<SidebarType, number> = {
  default: 250,
  compact: 160,
  icon: 70,
  condensed: 56,
};

export interface TopbarPalette {
  background: string;
  text: string;
}

export const topbarPalettes: Record<TopbarTheme, TopbarPalette> = {
  light: { background: '#fff', text: brand.text },
  dark: { background: brand.dark, text: '#e9ecef' },
  colored: { background: brand.primary, text: '#fff' },
};
