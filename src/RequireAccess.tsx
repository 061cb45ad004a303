import type { ReactNode } from 'react';
import { AccessDenied, Loading, useCanAccess } from 'react-admin';

/**
 * A resource screen's guard: authProvider.canAccess (the contract's `access`) decides before the screen mounts, so a
 * refused user gets a translated "You don't have access to this page" and the screen fires no request.
 */
export const RequireAccess = ({
  resource,
  action,
  record,
  children,
}: {
  resource: string;
  action: string;
  record?: Record<string, unknown>;
  children: ReactNode;
}) => {
  const { isPending, canAccess } = useCanAccess({ resource, action, record });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied textPrimary="app.access.title" textSecondary="app.access.body" />;
  return <>{children}</>;
};
