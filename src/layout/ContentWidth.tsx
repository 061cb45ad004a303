import type { ReactNode } from 'react';
import { Box } from '@mui/material';

import { useLayoutSetting } from './settings';

export const BOXED_MAX_WIDTH = 1300;

/** Page content, full width (fluid, scrollable) or centred within 1300 px (boxed). */
export const ContentWidth = ({ children }: { children: ReactNode }) => {
    const [layoutWidth] = useLayoutSetting('layoutWidth');
    return (
        <Box
            sx={{
                width: '100%',
                maxWidth: layoutWidth === 'boxed' ? BOXED_MAX_WIDTH : 'none',
                mx: 'auto',
                px: { xs: 0, sm: 1.5 },
                py: 2,
            }}
        >
            {children}
        </Box>
    );
};
