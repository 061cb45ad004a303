import { GlobalStyles, ThemeProvider, useTheme } from '@mui/material';
import { Layout, type LayoutProps } from 'react-admin';

import { menuTheme } from '../../lib/menuBreakpoint';
import { AppBar } from './AppBar';
import { ContentWidth } from './ContentWidth';
import { BOXED_SURROUND, boxedFrame, contentMayShrink } from './ContentWidth';
import { Menu } from './Menu';
import { useLayoutSetting } from './settings';
import { Sidebar } from './Sidebar';

/**
 * react-admin's layout with our top bar, sidebar and menu. The frame (top bar, sidebar) uses the menu theme, whose
 * `sm` breakpoint is 998 px, so the menu turns into a drawer below 998 px (SPEC §9); the page inside keeps the app's
 * own breakpoints. "Boxed" boxes the whole frame (top bar, sidebar and page) within 1300 px, centred: the page alone
 * is never that wide next to a 250 px sidebar, so boxing only the content changed nothing at 1440 px.
 */
export const VerticalLayout = ({ children }: LayoutProps) => {
  const pageTheme = useTheme();
  const [layoutWidth] = useLayoutSetting('layoutWidth');
  return (
    <ThemeProvider theme={menuTheme}>
      {layoutWidth === 'boxed' && <GlobalStyles styles={{ body: { backgroundColor: BOXED_SURROUND } }} />}
      <Layout
        appBar={AppBar}
        sidebar={Sidebar}
        menu={Menu}
        appBarAlwaysOn
        sx={layoutWidth === 'boxed' ? { ...contentMayShrink, ...boxedFrame } : contentMayShrink}
      >
        <ThemeProvider theme={pageTheme}>
          <ContentWidth>{children}</ContentWidth>
        </ThemeProvider>
      </Layout>
    </ThemeProvider>
  );
};
