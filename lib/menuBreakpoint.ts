import { type Theme, unstable_createBreakpoints as createBreakpoints, useMediaQuery } from '@mui/material';

/** SPEC §9: below this window width the sidebar menu is a drawer opened from the top bar. */
export const MENU_DRAWER_BELOW = 998;

/** Whether the sidebar menu is a drawer (the window is narrower than 998 px). */
export const useMenuIsDrawer = () => useMediaQuery(`(max-width:${MENU_DRAWER_BELOW - 0.05}px)`, { noSsr: true });

/**
 * The theme of the layout's frame: react-admin's Sidebar switches to its drawer below the `sm` breakpoint, so there
 * `sm` is 998 px (and the larger ones above it). The pages keep MUI's breakpoints.
 */
export const menuTheme = (outer: Theme): Theme => ({
  ...outer,
  // Only the values: the outer theme's up()/down() functions are bound to its own values.
  breakpoints: createBreakpoints({
    unit: outer.breakpoints.unit,
    values: {
      xs: 0,
      sm: MENU_DRAWER_BELOW,
      md: Math.max(MENU_DRAWER_BELOW + 1, outer.breakpoints.values.md),
      lg: outer.breakpoints.values.lg,
      xl: outer.breakpoints.values.xl,
    },
  }),
});
