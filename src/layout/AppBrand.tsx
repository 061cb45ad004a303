import ScienceIcon from '@mui/icons-material/Science';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

import { COARSE_POINTER, TOUCH_TARGET } from '../theme';

/**
 * Product name at the left of the top bar, linking home. Phones show neither: the bar's icons leave the page title a
 * few letters otherwise, and the menu behind the hamburger starts with the dashboard.
 */
export const AppBrand = () => {
  const translate = useTranslate();
  return (
    <Box
      component={Link}
      to="/dashboard"
      // Small tablets hide the name beside the icon: the link keeps it as its accessible name.
      aria-label={translate('app.name')}
      sx={{
        display: { xs: 'none', sm: 'flex' },
        alignItems: 'center',
        gap: 0.75,
        color: 'inherit',
        textDecoration: 'none',
        mr: 2,
        [COARSE_POINTER]: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET, justifyContent: 'center' },
      }}
    >
      <ScienceIcon aria-hidden />
      <Typography component="span" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}>
        {translate('app.name')}
      </Typography>
    </Box>
  );
};
