import type { SxProps, Theme } from '@mui/material';

import type { SidebarType } from './settings';

/** Whether a sidebar type shows icons without labels (labels move to tooltips). */
export const isIconOnly = (presentation: SidebarType) => presentation === 'icon' || presentation === 'condensed';

/** Sidebar entry look; colours come from the CSS variables set by the Sidebar for the chosen sidebar colour. */
export const menuItemStyle = (presentation: SidebarType, nested = false): SxProps<Theme> => ({
  color: 'var(--sidebar-text)',
  borderRadius: 1,
  mx: 1,
  my: 0.25,
  minHeight: 40,
  whiteSpace: 'normal',
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
  '& .MuiListItemText-primary': { fontSize: '0.875rem' },
  '&:hover, &.Mui-focusVisible': { color: 'var(--sidebar-active)', bgcolor: 'var(--sidebar-active-bg)' },
  '&.Mui-selected, &.Mui-selected:hover': {
    color: 'var(--sidebar-active)',
    bgcolor: 'var(--sidebar-active-bg)',
    fontWeight: 500,
  },
  ...(presentation === 'default' && nested && { pl: 4 }),
  ...(presentation === 'compact' && {
    flexDirection: 'column',
    justifyContent: 'center',
    py: 1,
    '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 0, justifyContent: 'center' },
    '& .MuiListItemText-root': { m: 0, mt: 0.5, textAlign: 'center' },
    '& .MuiListItemText-primary': { fontSize: '0.72rem', lineHeight: 1.2 },
  }),
  ...(isIconOnly(presentation) && {
    justifyContent: 'center',
    px: 0,
    mx: 0.5,
    '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 0, justifyContent: 'center' },
  }),
  // Small Icon View (70 px): a rail of 48 px tiles with full-size icons; the current page is a filled tile.
  ...(presentation === 'icon' && {
    width: 48,
    height: 48, // not minHeight: MUI's MenuItem resets it to auto from its sm breakpoint
    mx: 'auto',
    my: 0.75,
    borderRadius: 2,
    '& .MuiSvgIcon-root': { fontSize: 24 },
    '&.Mui-selected, &.Mui-selected:hover': {
      color: 'var(--sidebar-active)',
      bgcolor: 'var(--sidebar-active-bg)',
      boxShadow: 'inset 0 0 0 1px var(--sidebar-active)',
    },
  }),
  // Condensed (56 px, react-admin's closed sidebar): the slimmest list, small icons in dense rows edge to edge;
  // the current page is marked by a bar on the left edge.
  ...(presentation === 'condensed' && {
    height: 36,
    mx: 0,
    my: 0,
    borderRadius: 0,
    '& .MuiSvgIcon-root': { fontSize: 18 },
    '&.Mui-selected, &.Mui-selected:hover': {
      color: 'var(--sidebar-active)',
      bgcolor: 'transparent',
      boxShadow: 'inset 3px 0 0 var(--sidebar-active)',
    },
  }),
});
