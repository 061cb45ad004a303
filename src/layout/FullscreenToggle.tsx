import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Enters or leaves full screen (Fullscreen API); hidden on phones and where the browser does not allow it. */
export const FullscreenToggle = () => {
  const translate = useTranslate();
  const [isFullscreen, setIsFullscreen] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setIsFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  if (!document.fullscreenEnabled) return null;

  const toggle = () => {
    const request = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    request.catch(() => undefined); // refused by the browser: nothing to do
  };
  const label = translate(isFullscreen ? 'app.topbar.exit_fullscreen' : 'app.topbar.enter_fullscreen');

  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        onClick={toggle}
        aria-label={label}
        aria-pressed={isFullscreen}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        {isFullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
};
