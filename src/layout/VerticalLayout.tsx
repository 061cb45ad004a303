import { Layout, type LayoutProps } from 'react-admin';

import { AppBar } from './AppBar';
import { ContentWidth } from './ContentWidth';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';

/** react-admin's layout with our top bar, sidebar and menu. */
export const VerticalLayout = ({ children }: LayoutProps) => (
    <Layout appBar={AppBar} sidebar={Sidebar} menu={Menu} appBarAlwaysOn>
        <ContentWidth>{children}</ContentWidth>
    </Layout>
);
