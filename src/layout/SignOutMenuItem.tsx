import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import { forwardRef } from 'react';
import { useLogout, useTranslate } from 'react-admin';

/** The Logout item of the top bar's menus: closes its menu (`onChosen`), then signs out. */
export const SignOutMenuItem = forwardRef<HTMLLIElement, Omit<MenuItemProps, 'onClick'> & { onChosen: () => void }>(
  ({ onChosen, ...props }, ref) => {
    const logout = useLogout();
    const translate = useTranslate();
    return (
      <MenuItem
        ref={ref}
        {...props}
        onClick={() => {
          onChosen();
          void logout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('ra.auth.logout')}</ListItemText>
      </MenuItem>
    );
  },
);
SignOutMenuItem.displayName = 'SignOutMenuItem';
