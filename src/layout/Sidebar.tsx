import { Sidebar as RaSidebar, type SidebarProps } from 'react-admin';

import { sidebarImageUrl, sidebarPalettes, sidebarWidths } from './appearance';
import { useLayoutSetting } from './settings';
import { useSidebarPresentation } from './useSidebarPresentation';

/** react-admin's sidebar painted with the chosen colour, background image and width (a drawer below 998 px: VerticalLayout). */
export const Sidebar = (props: SidebarProps) => {
  const [color] = useLayoutSetting('sidebarColor');
  const [image] = useLayoutSetting('sidebarImage');
  const [layoutWidth] = useLayoutSetting('layoutWidth');
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

  return (
    <RaSidebar
      {...props}
      sx={{
        '& .MuiPaper-root': { width },
        '& .RaSidebar-fixed': {
          ...surface,
          width,
          ...(scrollable && { position: 'relative', height: '100%', minHeight: 'calc(100vh - 48px)' }),
        },
        '&.MuiDrawer-modal .MuiDrawer-paper': { ...surface, width: sidebarWidths.default },
        ...(scrollable && { height: 'auto', '& .MuiDrawer-paper': { height: '100%' } }),
      }}
    />
  );
};
