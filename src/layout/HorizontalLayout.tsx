import { type AppBarProps, Layout, type LayoutProps } from 'react-admin';

import { AppBar } from './AppBar';
import { contentMayShrink, ContentWidth } from './ContentWidth';
import { HorizontalMenu } from './HorizontalMenu';
import { Preloader } from './Preloader';

const HorizontalAppBar = (props: AppBarProps) => (
  <>
    <AppBar {...props} />
    <HorizontalMenu />
  </>
);

const NoSidebar = () => null;

/** Top bar with the menu bar under it, no sidebar; shows the preloader when it is switched on. */
export const HorizontalLayout = ({ children }: LayoutProps) => (
  <>
    <Preloader />
    <Layout appBar={HorizontalAppBar} sidebar={NoSidebar} appBarAlwaysOn sx={contentMayShrink}>
      <ContentWidth>{children}</ContentWidth>
    </Layout>
  </>
);
