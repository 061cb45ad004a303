import { useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState } from 'react-admin';

import { effectiveSidebarType, useLayoutSetting, type SidebarType } from './settings';

/** The sidebar type actually drawn: phones always get the full-width drawer. */
export const useSidebarPresentation = (): SidebarType => {
    const [sidebarType] = useLayoutSetting('sidebarType');
    const [open] = useSidebarState();
    const isXSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    return isXSmall ? 'default' : effectiveSidebarType(sidebarType, open);
};
