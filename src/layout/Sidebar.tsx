import { Drawer, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useSidebarState } from 'react-admin';

import { useMenuIsDrawer } from '../../lib/menuBreakpoint';
import { sidebarImageUrl, sidebarPalettes, sidebarWidths } from './appearance';
import { useLayoutSetting } from './settings';
import { useSidebarPresentation } from './useSidebarPresentation';

/** Slide of the drawer's width when the sidebar opens, closes or changes type. */
const widthTransition = (theme: Theme) =>
  theme.transitions.create('width', {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.leavingScreen,
  });

/**
 * The sidebar, in react-admin's Layout (`sidebar`), painted with the chosen colour, background image and width: a
 * permanent drawer from 998 px, a temporary one (opened from the top bar's menu button) below (SPEC §9). The top bar
 * never hides on scroll (`appBarAlwaysOn`), so unlike react-admin's own Sidebar this one does not follow the page's
 * scroll position (reading it at mount forced a layout of the whole page inside the app's first commit).
 * It keeps react-admin's class names (`RaSidebar-root`, `RaSidebar-fixed`) for the print styles and the tests.
 */
export const Sidebar = ({ children }: { children?: ReactNode; appBarAlwaysOn?: boolean }) => {
  const [open, setOpen] = useSidebarState();
  const [color] = useLayoutSetting('sidebarColor');
  const [image] = useLayoutSetting('sidebarImage');
  const [layoutWidth] = useLayoutSetting('layoutWidth');
  const isDrawer = useMenuIsDrawer();
  const presentation = useSidebarPresentation();
  const palette = sidebarPalettes[color];
  const imageUrl = sidebarImageUrl(image);
  const width = sidebarWidths[presentation];
  const scrollable = layoutWidth === 'scrollable';

  const surface = {
    '--sidebar-text': palette.text,
    '--sidebar-active': palette.active,
    '--sidebar-active-bg': palette.activeBackground,
    backgroundImage: imageUrl ? `url("${imageUrl}")` : 'none',
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    // The colour lies over the image, as a translucent veil when an image is chosen.
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      background: palette.background,
      opacity: imageUrl ? 0.86 : 1,
    },
    '& > *': { position: 'relative' },
  };

  if (isDrawer)
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        className="RaSidebar-root"
        sx={{ '& .MuiDrawer-paper': { ...surface, width: sidebarWidths.default, height: '100vh' } }}
      >
        {children}
      </Drawer>
    );
  return (
    <Drawer
      variant="permanent"
      open={open}
      className="RaSidebar-root"
      sx={{
        height: scrollable ? 'auto' : 'calc(100vh - 3em)',
        '& .MuiPaper-root': {
          position: 'relative',
          width,
          transition: widthTransition,
          backgroundColor: 'transparent',
          border: 'none',
          zIndex: 'inherit',
          ...(scrollable && { height: '100%' }),
        },
        '& .RaSidebar-fixed': {
          ...surface,
          width,
          overflowX: 'hidden',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          ...(scrollable
            ? { position: 'relative', height: '100%', minHeight: 'calc(100vh - 48px)' }
            : { position: 'fixed', height: 'calc(100vh - 3em)' }),
        },
      }}
    >
      <div className="RaSidebar-fixed">{children}</div>
    </Drawer>
  );
};
