import { Box } from '@mui/material';
import type { ReactNode } from 'react';

import { MENU_DRAWER_BELOW } from '../../lib/menuBreakpoint';
import { useLayoutSetting } from './settings';

const BOXED_MAX_WIDTH = 1300;

/** Left and right offsets of a fixed element that spans the boxed frame (the top bar). */
export const boxedInset = `max(0px, calc((100% - ${BOXED_MAX_WIDTH}px) / 2))`;

/** The page around the boxed frame. */
export const BOXED_SURROUND = '#e4e7ef';

/** The vertical layout's frame when boxed: 1300 px wide, centred, set off from the page around it. */
export const boxedFrame = {
  maxWidth: BOXED_MAX_WIDTH,
  // react-admin's `min-width: fit-content` would otherwise win over the max-width on any window wider than the box.
  minWidth: 0,
  mx: 'auto',
  boxShadow: '0 0 1.25rem rgba(18, 38, 63, 0.12)',
} as const;

/**
 * react-admin's layout is at least as wide as its content (`min-width: fit-content`) and its content column is a
 * flex item, never narrower than its widest unbreakable child (a scrollable tab bar, a table): on a phone the whole
 * page then scrolls sideways. Below the 998 px menu threshold both may shrink to the window, and such children wrap
 * or scroll inside themselves. Wider windows keep react-admin's behaviour.
 */
export const contentMayShrink = {
  [`@media (max-width:${MENU_DRAWER_BELOW - 0.05}px)`]: {
    minWidth: 0,
    '& .RaLayout-content, & .RaList-main': { minWidth: 0 },
  },
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
