import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import type { Role } from '../../authProvider/storage';
import type { LabHubDataProvider } from '../../dataProvider';
import { useToast } from '../useToast';
import { type AppNotificationRecord, notificationTarget } from './targets';

/**
 * Clicking a notification: mark it read (POST /Settings/markAsRead/{id}) when that applies (the contract's `when`: an
 * unread one), then go to its target. The contract (with its zod schemas) loads at the click, not with the top bar.
 */
export const useOpenNotification = () => {
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { permissions } = usePermissions<Role>();
  return async (n: AppNotificationRecord) => {
    const [{ actionApplies }, { notificationsContract }] = await Promise.all([
      import('../../contracts/defineResource'),
      import('../../contracts/notifications'),
    ]);
    if (actionApplies(notificationsContract.actions.markAsRead, n)) {
      try {
        await dataProvider.action('notifications', 'markAsRead', { id: n.id });
      } catch (error) {
        toast.error('resources.notifications.toast.mark_read_error', undefined, error);
      }
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    }
    void navigate(notificationTarget(n, permissions));
  };
};
