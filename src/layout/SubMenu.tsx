import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, ListItemIcon, ListItemText, MenuItem, MenuList, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';

import { isActivePath, type MenuGroupEntry } from './menuItems';
import { isIconOnly, menuItemStyle } from './menuItemStyle';
import { MenuLink } from './MenuLink';
import type { SidebarType } from './settings';

interface SubMenuProps {
  entry: MenuGroupEntry;
  presentation: SidebarType;
}

/** A collapsible sidebar group (Reports); it opens by itself when one of its pages is current. */
export const SubMenu = ({ entry, presentation }: SubMenuProps) => {
  const translate = useTranslate();
  const location = useLocation();
  const listId = useId();
  const containsCurrent = entry.children.some(child => isActivePath(child.to, location));
  const [open, setOpen] = useState(containsCurrent);
  const label = translate(entry.label);
  const iconOnly = isIconOnly(presentation);
  const Icon = entry.icon;

  // Opens when one of its pages becomes current (state adjusted while rendering when that changes).
  const [wasCurrent, setWasCurrent] = useState(containsCurrent);
  if (containsCurrent !== wasCurrent) {
    setWasCurrent(containsCurrent);
    if (containsCurrent) setOpen(true);
  }

  const toggle = (
    <MenuItem
      onClick={() => setOpen(!open)}
      aria-expanded={open}
      aria-controls={listId}
      aria-label={iconOnly ? label : undefined}
      sx={menuItemStyle(presentation)}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!iconOnly && <ListItemText primary={label} />}
      {presentation === 'default' && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
    </MenuItem>
  );

  return (
    <>
      {iconOnly ? (
        <Tooltip title={label} placement="right">
          {toggle}
        </Tooltip>
      ) : (
        toggle
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <MenuList id={listId} aria-label={label} disablePadding>
          {entry.children.map(child => (
            <MenuLink key={child.to} entry={child} presentation={presentation} nested />
          ))}
        </MenuList>
      </Collapse>
    </>
  );
};
