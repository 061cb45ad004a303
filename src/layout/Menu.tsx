import { Menu as RaMenu, usePermissions, useTranslate } from 'react-admin';

import type { Role } from '../../authProvider/storage';
import { sidebarWidths } from './appearance';
import { isMenuGroup, menuFor } from './menuItems';
import { MenuLink } from './MenuLink';
import { SubMenu } from './SubMenu';
import { useSidebarPresentation } from './useSidebarPresentation';

/** The vertical sidebar menu, drawn from the menu table for the user's role. */
export const Menu = () => {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<Role>();
  const presentation = useSidebarPresentation();
  const width = sidebarWidths[presentation];

  if (isPending) return null;

  return (
    <RaMenu aria-label={translate('app.menu.label')} sx={{ py: 1, '&.RaMenu-open, &.RaMenu-closed': { width } }}>
      {menuFor(permissions).map(entry =>
        isMenuGroup(entry) ? (
          <SubMenu key={entry.label} entry={entry} presentation={presentation} />
        ) : (
          <MenuLink key={entry.to} entry={entry} presentation={presentation} />
        ),
      )}
    </RaMenu>
  );
};
