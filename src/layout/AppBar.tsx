import { Box } from '@mui/material';
import { AppBar as RaAppBar, type AppBarProps, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';

import { useMenuIsDrawer } from '../../lib/menuBreakpoint';
import { AccountUserMenu } from './AccountUserMenu';
import { AppBrand } from './AppBrand';
import { topbarPalettes } from './appearance';
import { boxedInset } from './ContentWidth';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageMenu } from './LanguageMenu';
import { NotificationBell } from './NotificationBell';
import { setRightPanelOpen, useRightPanelOpen } from './rightPanelState';
import { SearchButton } from './SearchPalette';
import { effectiveTopbarTheme, useLayoutSetting } from './settings';
import { SettingsButton } from './SettingsButton';
import { SettingsPanel } from './SettingsPanel';
import { KeyboardShortcuts } from './Shortcuts';
import { TopbarOverflowMenu } from './TopbarOverflowMenu';

/** The settings panel, opened from the "More" menu when the gear button is folded away. */
const FoldedSettingsPanel = () => <SettingsPanel open={useRightPanelOpen()} onClose={() => setRightPanelOpen(false)} />;

/**
 * React-admin's loading indicator, with a name for its spinner: its other props go to the CircularProgress, which has
 * none of its own (axe: aria-progressbar-name, caught while a screen loads).
 */
const NamedLoadingIndicator = () => {
  const translate = useTranslate();
  const named = { 'aria-label': translate('ra.page.loading') } as object;
  return <LoadingIndicator {...named} />;
};

const TopbarActions = ({ folded }: { folded: boolean }) =>
  folded ? (
    <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
      <NamedLoadingIndicator />
      <SearchButton compact />
      <NotificationBell />
      <TopbarOverflowMenu />
      <FoldedSettingsPanel />
    </Box>
  ) : (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <SearchButton compact={false} />
      <NamedLoadingIndicator />
      <LanguageMenu />
      <FullscreenToggle />
      <NotificationBell />
      <SettingsButton />
      <AccountUserMenu />
    </Box>
  );

/**
 * Top bar: menu toggle, brand, page title, language, full screen, notifications, settings and the user menu
 * (react-admin's, showing the user's name, with My account and Logout). Its colours follow the top bar theme setting.
 * Below the 998 px menu threshold (phones, small tablets) only the bell and the refresh indicator stay on the bar;
 * settings, language, full screen, the user and Logout fold into the "More" menu.
 */
export const AppBar = (props: AppBarProps) => {
  const [layoutType] = useLayoutSetting('layoutType');
  const [topbarTheme] = useLayoutSetting('topbarTheme');
  const [layoutWidth] = useLayoutSetting('layoutWidth');
  const palette = topbarPalettes[effectiveTopbarTheme(topbarTheme, layoutType)];
  const folded = useMenuIsDrawer();

  return (
    <RaAppBar
      {...props}
      alwaysOn
      color="default"
      position={layoutWidth === 'scrollable' ? 'absolute' : 'fixed'}
      toolbar={<TopbarActions folded={folded} />}
      userMenu={false}
      sx={{
        bgcolor: palette.background,
        color: palette.text,
        boxShadow: '0 0.75rem 1.5rem rgba(18, 38, 63, 0.03)',
        // Boxed vertical layout: the fixed top bar spans the boxed frame, not the window.
        ...(layoutWidth === 'boxed' &&
          layoutType === 'vertical' && { left: boxedInset, right: boxedInset, width: 'auto' }),
      }}
    >
      <KeyboardShortcuts />
      <AppBrand />
      <TitlePortal
        component="h1"
        // The title react-admin portals in sits in an inline-block (RaConfigurable), which an ellipsis does not
        // reach: made inline, a long title ends in '…' instead of being cut. On a phone the title takes two smaller
        // lines before the '…' ("Importi da pagare" was "Impo…"); a word longer than the line breaks.
        sx={theme => ({
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          '& .RaConfigurable-root': { display: 'inline' },
          [theme.breakpoints.down('sm')]: {
            whiteSpace: 'normal',
            fontSize: '1rem',
            lineHeight: 1.25,
            overflowWrap: 'break-word',
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 2,
          },
        })}
      />
    </RaAppBar>
  );
};
