import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

import { setRightPanelOpen, useRightPanelOpen } from './rightPanelState';
import { SettingsPanel } from './SettingsPanel';

/** Gear button of the top bar; toggles the right settings panel. */
export const SettingsButton = () => {
  const translate = useTranslate();
  const open = useRightPanelOpen();
  const label = translate('app.topbar.settings');

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" onClick={() => setRightPanelOpen(!open)} aria-label={label} aria-expanded={open}>
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <SettingsPanel open={open} onClose={() => setRightPanelOpen(false)} />
    </>
  );
};
