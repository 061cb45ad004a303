import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AccountIcon from '@mui/icons-material/ManageAccountsOutlined';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { SignOutMenuItem } from './SignOutMenuItem';
import { useMenuAnchor } from './useMenuAnchor';

/**
 * The user menu of the top bar on wide screens: the person's name, then My account (the Account page: password,
 * sessions) and Logout. Built like the More menu (useMenuAnchor) rather than on react-admin's UserMenu, whose context
 * module would be one more file for the signed-in shell to download.
 */
export const AccountUserMenu = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { identity } = useGetIdentity();
  const { close, buttonProps, menuProps } = useMenuAnchor();
  return (
    <>
      <Button
        color="inherit"
        aria-label={translate('ra.auth.user_menu')}
        startIcon={<AccountCircleIcon />}
        sx={{ textTransform: 'none', ml: 0.5, flexShrink: 0 }}
        {...buttonProps}
      >
        {identity?.fullName}
      </Button>
      <Menu {...menuProps} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
        <MenuItem
          onClick={() => {
            close();
            void navigate('/account');
          }}
        >
          <ListItemIcon>
            <AccountIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.account.menu')}</ListItemText>
        </MenuItem>
        <SignOutMenuItem onChosen={close} />
      </Menu>
    </>
  );
};
