import { useSidebarState } from 'react-admin';

import { useMenuIsDrawer } from '../../lib/menuBreakpoint';
import { effectiveSidebarType, type SidebarType, useLayoutSetting } from './settings';

/** The sidebar type actually drawn: below 998 px (SPEC §9) the menu is always the full-width drawer. */
export const useSidebarPresentation = (): SidebarType => {
  const [sidebarType] = useLayoutSetting('sidebarType');
  const [open] = useSidebarState();
  const isDrawer = useMenuIsDrawer();
  return isDrawer ? 'default' : effectiveSidebarType(sidebarType, open);
};
