import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import type { Role } from '../../authProvider/storage';
import { actionApplies } from '../../contracts/defineResource';
import { routingAction } from '../../contracts/routing';
import type { LabHubDataProvider } from '../../dataProvider';
import { useToast } from '../../lib/useToast';
import { type AppNotificationRecord, notificationTarget } from './targets';

/**
 * Clicking a notification: mark it read (POST /Settings/markAsRead/{id}) when that applies (the contract's `when`: an
 * unread one), then go to its target.
 */
export const useOpenNotification = () => {
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { permissions } = usePermissions<Role>();
  return async (n: AppNotificationRecord) => {
    if (actionApplies(routingAction('notifications', 'markAsRead'), n)) {
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
