import type { ReactNode } from 'react';
import { Box } from '@mui/material';

import { MENU_DRAWER_BELOW } from './menuBreakpoint';
import { useLayoutSetting } from './settings';

export const BOXED_MAX_WIDTH = 1300;

/**
 * react-admin's layout is at least as wide as its content (`min-width: fit-content`) and its content column is a
 * flex item, never narrower than its widest unbreakable child (a scrollable tab bar, a table): on a phone the whole
 * page then scrolls sideways. Below the 998 px menu threshold both may shrink to the window, and such children wrap
 * or scroll inside themselves (issue 19). Wider windows keep react-admin's behaviour.
 */
export const contentMayShrink = {
    [`@media (max-width:${MENU_DRAWER_BELOW - 0.05}px)`]: { minWidth: 0, '& .RaLayout-content, & .RaList-main': { minWidth: 0 } },
} as const;

/** Page content, full width (fluid, scrollable) or centred within 1300 px (boxed). */
export const ContentWidth = ({ children }: { children: ReactNode }) => {
    const [layoutWidth] = useLayoutSetting('layoutWidth');
    return (
        <Box
            sx={{
                width: '100%',
                minWidth: 0,
                maxWidth: layoutWidth === 'boxed' ? BOXED_MAX_WIDTH : 'none',
                mx: 'auto',
                px: { xs: 0, sm: 1.5 },
                py: 2,
            }}
        >
            {children}
        </Box>
    );
};
