import PersonIcon from '@mui/icons-material/AccountCircle';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import MoreIcon from '@mui/icons-material/MoreVert';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import LanguageIcon from '@mui/icons-material/Translate';
import { Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { languageMenuItems, useLanguageChoice } from './LanguageMenu';
import { setRightPanelOpen } from './rightPanelState';
import { SignOutMenuItem } from './SignOutMenuItem';
import { useMenuAnchor } from './useMenuAnchor';

/**
 * The top bar's extra buttons folded into one menu on phones: settings, language, full screen, the
 * signed-in user and Logout; the bell and the refresh/loading indicator stay on the bar.
 */
export const TopbarOverflowMenu = () => {
  const translate = useTranslate();
  // Which list the menu shows; switching moves the focus into the new list (so Escape and arrows keep working).
  const [view, setView] = useState<'main' | 'language' | 'back'>('main');
  const { close, buttonProps, menuProps } = useMenuAnchor(() => setView('main'));
  const language = useLanguageChoice();
  const { identity } = useGetIdentity();
  const navigate = useNavigate();
  const label = translate('app.topbar.more');
  const fullscreen = typeof document !== 'undefined' && document.fullscreenEnabled;
  const isFullscreen = fullscreen && Boolean(document.fullscreenElement);

  const mainItems = [
    <MenuItem
      key="settings"
      onClick={() => {
        close();
        setRightPanelOpen(true);
      }}
    >
      <ListItemIcon>
        <SettingsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.topbar.settings')}</ListItemText>
    </MenuItem>,
    <MenuItem key="language" onClick={() => setView('language')} aria-haspopup="true" autoFocus={view === 'back'}>
      <ListItemIcon>
        <LanguageIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{language.label}</ListItemText>
    </MenuItem>,
    fullscreen && (
      <MenuItem
        key="fullscreen"
        onClick={() => {
          close();
          (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(
            () => undefined,
          );
        }}
      >
        <ListItemIcon>
          {isFullscreen ? <FullscreenExitIcon fontSize="small" /> : <FullscreenIcon fontSize="small" />}
        </ListItemIcon>
        <ListItemText>
          {translate(isFullscreen ? 'app.topbar.exit_fullscreen' : 'app.topbar.enter_fullscreen')}
        </ListItemText>
      </MenuItem>
    ),
    <Divider key="divider" />,
    <MenuItem
      key="account"
      onClick={() => {
        close();
        void navigate('/account');
      }}
    >
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={translate('app.account.menu')}
        secondary={identity?.fullName}
        slotProps={{ secondary: { noWrap: true } }}
      />
    </MenuItem>,
    <SignOutMenuItem key="logout" onChosen={close} />,
  ];

  const languageItems = [
    <MenuItem key="back" onClick={() => setView('back')} autoFocus>
      <ListItemIcon>
        <ArrowBackIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.topbar.language')}</ListItemText>
    </MenuItem>,
    <Divider key="divider" />,
    ...languageMenuItems(language, close, true),
  ];

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} {...buttonProps}>
          <MoreIcon />
        </IconButton>
      </Tooltip>
      <Menu {...menuProps}>{view === 'language' ? languageItems : mainItems.filter(Boolean)}</Menu>
    </>
  );
};
