import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

import type { Role } from '../../authProvider/storage';
import { isActivePath, isMenuGroup, menuFor, type MenuGroupEntry, type MenuLinkEntry } from './menuItems';
import { useLayoutSetting } from './settings';
import { useMenuAnchor } from './useMenuAnchor';

const itemStyle = (active: boolean) => ({
  color: active ? 'primary.main' : 'text.secondary',
  fontWeight: active ? 600 : 400,
  whiteSpace: 'nowrap',
  px: 1.5,
  py: 1.25,
});

const HorizontalLink = ({ entry }: { entry: MenuLinkEntry }) => {
  const translate = useTranslate();
  const location = useLocation();
  const active = isActivePath(entry.to, location);
  const Icon = entry.icon;
  return (
    <Button
      component={Link}
      to={entry.to}
      startIcon={<Icon fontSize="small" />}
      aria-current={active ? 'page' : undefined}
      sx={itemStyle(active)}
    >
      {translate(entry.label, entry.labelArgs)}
    </Button>
  );
};

const HorizontalGroup = ({ entry }: { entry: MenuGroupEntry }) => {
  const translate = useTranslate();
  const location = useLocation();
  const { close, buttonProps, menuProps } = useMenuAnchor();
  const active = entry.children.some(child => isActivePath(child.to, location));
  const Icon = entry.icon;

  return (
    <>
      <Button
        startIcon={<Icon fontSize="small" />}
        endIcon={<ExpandMore fontSize="small" />}
        {...buttonProps}
        sx={itemStyle(active)}
      >
        {translate(entry.label)}
      </Button>
      <Menu {...menuProps}>
        {entry.children.map(child => {
          const ChildIcon = child.icon;
          const childActive = isActivePath(child.to, location);
          return (
            <MenuItem
              key={child.to}
              component={Link}
              to={child.to}
              selected={childActive}
              aria-current={childActive ? 'page' : undefined}
              onClick={close}
            >
              <ListItemIcon>
                <ChildIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={translate(child.label, child.labelArgs)} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};

/**
 * The menu bar under the top bar in the horizontal layout, its entries wrapping onto more rows when needed; the menu
 * toggle shows or hides it (switching to this layout shows it, src/layout/SettingsPanel.tsx).
 */
export const HorizontalMenu = () => {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<Role>();
  const [open] = useSidebarState();
  const [layoutWidth] = useLayoutSetting('layoutWidth');

  if (isPending) return null;

  return (
    <Box
      sx={{
        position: layoutWidth === 'scrollable' ? 'relative' : 'sticky',
        top: { xs: 56, sm: 48 },
        zIndex: theme => theme.zIndex.appBar - 1,
        bgcolor: 'background.paper',
        boxShadow: '0 0.75rem 1.5rem rgba(18, 38, 63, 0.06)',
      }}
    >
      <Collapse in={open}>
        {/* The entries wrap onto a second row when they do not fit (a long language, a narrow window): never wider than the window. */}
        <Box component="nav" aria-label={translate('app.menu.label')} sx={{ px: 1, minWidth: 0 }}>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
            {menuFor(permissions).map(entry => (
              <li key={entry.label}>
                {isMenuGroup(entry) ? <HorizontalGroup entry={entry} /> : <HorizontalLink entry={entry} />}
              </li>
            ))}
          </Box>
        </Box>
      </Collapse>
    </Box>
  );
};
