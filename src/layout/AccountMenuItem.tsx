import AccountIcon from '@mui/icons-material/ManageAccountsOutlined';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** The user menu's "My account" entry: the Account page (password, sessions). */
export const AccountMenuItem = forwardRef<HTMLLIElement>(function AccountMenuItem(props, ref) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      {...props}
      onClick={() => {
        userMenu?.onClose();
        void navigate('/account');
      }}
    >
      <ListItemIcon>
        <AccountIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.account.menu')}</ListItemText>
    </MenuItem>
  );
});
