import { Box, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

import { PRELOADER_MS } from '../../lib/config';
import { useLayoutSetting } from './settings';

/** Full-page spinner shown for 2.5 s when the preloader setting is on (SPEC §2, §9). */
export const Preloader = () => {
  const translate = useTranslate();
  const [enabled] = useLayoutSetting('preloader');
  const [visible, setVisible] = useState(enabled);
  // Shown again whenever the setting is turned on (state adjusted while rendering when it changes).
  const [shownFor, setShownFor] = useState(enabled);
  if (enabled !== shownFor) {
    setShownFor(enabled);
    setVisible(enabled);
  }

  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setVisible(false), PRELOADER_MS);
    return () => clearTimeout(timer);
  }, [enabled]);

  if (!visible) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: theme => theme.zIndex.modal + 1,
        bgcolor: 'background.paper',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <CircularProgress aria-label={translate('app.topbar.loading')} />
    </Box>
  );
};
