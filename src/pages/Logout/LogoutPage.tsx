import { useEffect } from 'react';
import { useLogout } from 'react-admin';

/** /logout renders nothing: it logs out and goes to /login, without remembering /logout as the way back. */
export const LogoutPage = () => {
  const logout = useLogout();
  useEffect(() => {
    void logout({}, '/login', false);
  }, [logout]);
  return null;
};

LogoutPage.path = '/logout';
