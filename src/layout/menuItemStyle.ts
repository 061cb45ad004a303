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
});
