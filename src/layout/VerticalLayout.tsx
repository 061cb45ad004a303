import { ThemeProvider, useTheme } from '@mui/material';
import { Layout, type LayoutProps } from 'react-admin';

import { AppBar } from './AppBar';
import { ContentWidth } from './ContentWidth';
import { Menu } from './Menu';
import { menuTheme } from './menuBreakpoint';
import { Sidebar } from './Sidebar';
import { contentMayShrink } from './ContentWidth';

/**
 * react-admin's layout with our top bar, sidebar and menu. The frame (top bar, sidebar) uses the menu theme, whose
 * `sm` breakpoint is 998 px, so the menu turns into a drawer below 998 px (SPEC §9); the page inside keeps the app's
 * own breakpoints.
 */
export const VerticalLayout = ({ children }: LayoutProps) => {
    const pageTheme = useTheme();
    return (
        <ThemeProvider theme={menuTheme}>
            <Layout appBar={AppBar} sidebar={Sidebar} menu={Menu} appBarAlwaysOn sx={contentMayShrink}>
                <ThemeProvider theme={pageTheme}>
                    <ContentWidth>{children}</ContentWidth>
                </ThemeProvider>
            </Layout>
        </ThemeProvider>
    );
};
