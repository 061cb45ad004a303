import type { LayoutProps } from 'react-admin';

import { HorizontalLayout } from './HorizontalLayout';
import { useLayoutSetting } from './settings';
import { VerticalLayout } from './VerticalLayout';

/** The layout of authenticated pages: vertical or horizontal, as the layout setting says. */
export const AppLayout = ({ children }: LayoutProps) => {
  const [layoutType] = useLayoutSetting('layoutType');
  return layoutType === 'horizontal' ? (
    <HorizontalLayout>{children}</HorizontalLayout>
  ) : (
    <VerticalLayout>{children}</VerticalLayout>
  );
};
