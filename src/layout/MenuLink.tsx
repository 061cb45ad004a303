import { ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

import { useMenuIsDrawer } from '../../lib/menuBreakpoint';
import { isActivePath, type MenuLinkEntry } from './menuItems';
import { isIconOnly, menuItemStyle } from './menuItemStyle';
import type { SidebarType } from './settings';

interface MenuLinkProps {
  entry: MenuLinkEntry;
  presentation: SidebarType;
  nested?: boolean;
}

/** One sidebar link; in the icon-only types its label becomes a tooltip and the accessible name. */
export const MenuLink = ({ entry, presentation, nested }: MenuLinkProps) => {
  const translate = useTranslate();
  const location = useLocation();
  const [, setSidebarOpen] = useSidebarState();
  const isDrawer = useMenuIsDrawer();
  const active = isActivePath(entry.to, location);
  const label = translate(entry.label, entry.labelArgs);
  const iconOnly = isIconOnly(presentation);
  const Icon = entry.icon;

  const item = (
    <MenuItem
      component={Link}
      to={entry.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={iconOnly ? label : undefined}
      onClick={isDrawer ? () => setSidebarOpen(false) : undefined}
      sx={menuItemStyle(presentation, nested)}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!iconOnly && <ListItemText primary={label} />}
    </MenuItem>
  );

  return iconOnly ? (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
};
