import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, type AppBarProps } from 'react-admin';

import { topbarPalettes } from './appearance';
import { AppBrand } from './AppBrand';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageMenu } from './LanguageMenu';
import { NotificationBell } from './NotificationBell';
import { SettingsButton } from './SettingsButton';
import { effectiveTopbarTheme, useLayoutSetting } from './settings';

const TopbarActions = () => (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <LoadingIndicator />
        <LanguageMenu />
        <FullscreenToggle />
        <NotificationBell />
        <SettingsButton />
    </Box>
);

/**
 * Top bar: menu toggle, brand, page title, language, full screen, notifications, settings and the user menu
 * (react-admin's, showing the user's name, with Logout). Its colours follow the top bar theme setting.
 */
export const AppBar = (props: AppBarProps) => {
    const [layoutType] = useLayoutSetting('layoutType');
    const [topbarTheme] = useLayoutSetting('topbarTheme');
    const [layoutWidth] = useLayoutSetting('layoutWidth');
    const palette = topbarPalettes[effectiveTopbarTheme(topbarTheme, layoutType)];

    return (
        <RaAppBar
            {...props}
            alwaysOn
            color="default"
            position={layoutWidth === 'scrollable' ? 'absolute' : 'fixed'}
            toolbar={<TopbarActions />}
            sx={{ bgcolor: palette.background, color: palette.text, boxShadow: '0 0.75rem 1.5rem rgba(18, 38, 63, 0.03)' }}
        >
            <AppBrand />
            <TitlePortal component="h1" />
        </RaAppBar>
    );
};
