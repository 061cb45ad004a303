import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweepOutlined';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOffOutlined';
import {
  Box,
  Button,
  Card,
  Chip,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Pagination,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Title, useDataProvider, useDelete, useGetList, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

import type { LabHubDataProvider } from '../../dataProvider';
import { NOTIFICATIONS_PER_PAGE } from '../../lib/config';
import { useToast } from '../../lib/useToast';
import { LoadError } from '../common/LoadError';
import type { AppNotificationRecord } from './targets';
import { useNotificationDate, useNotificationText } from './text';
import { useOpenNotification } from './useOpenNotification';

const N = 'resources.notifications.';
const VIEWS = ['all', 'unread', 'read'] as const;
type View = (typeof VIEWS)[number];
const FILTERS: Record<View, Record<string, unknown>> = { all: {}, unread: { unread: true }, read: { read: true } };
const EMPTY: Record<View, string> = { all: `${N}empty`, unread: `${N}empty_unread`, read: `${N}empty_read` };

/**
 * Notifications (SPEC §2): every notification with its title, date (day, short month, year) and body, a delete icon
 * each (undoable) and 'Delete All Notifications' with confirmation. Designed additions: All / Unread / Previous tabs (the
 * dropdown's 'View Previous Notifications' opens Previous), pages of 20, and a click opens the notification's
 * target after marking it read.
 */
const NotificationsPage = () => {
  const translate = useTranslate();
  const date = useNotificationDate();
  const text = useNotificationText();
  const toast = useToast();
  const notify = useNotify();
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const queryClient = useQueryClient();
  const openNotification = useOpenNotification();
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.includes(params.get('view') as View) ? (params.get('view') as View) : 'all';
  const [page, setPage] = useState(1);
  const [confirmAll, setConfirmAll] = useState(false);
  const [deletingAll, setDeletingAll] = useState(false);
  const [deleteOne] = useDelete<AppNotificationRecord>();
  const {
    data = [],
    total = 0,
    isPending,
    error,
    refetch,
  } = useGetList<AppNotificationRecord>('notifications', {
    pagination: { page, perPage: NOTIFICATIONS_PER_PAGE },
    sort: { field: 'Date', order: 'DESC' },
    filter: FILTERS[view],
  });
  const pages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE));

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
  };

  const changeView = (next: View) => {
    setPage(1);
    setParams(next === 'all' ? {} : { view: next }, { replace: true });
  };

  /**
   * Deleting one notification can be taken back: it leaves the page (and the bell) at once, a toast with Undo stays a
   * few seconds, and the call is sent only when it closes (react-admin's undoable mutation); then SPEC's success or
   * error toast.
   */
  const remove = (n: AppNotificationRecord) => {
    void deleteOne(
      'notifications',
      { id: n.id, previousData: n },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          if (data.length === 1 && page > 1) setPage(page - 1);
        },
        onSettled: (_data, error) => {
          if (error) toast.error(`${N}toast.delete_error`, undefined, error);
          else toast.success(`${N}toast.deleted`);
          refresh();
        },
      },
    );
    notify(`${N}toast.deleting`, { type: 'info', undoable: true });
  };

  const removeAll = async () => {
    setConfirmAll(false);
    setDeletingAll(true);
    toast.progress(`${N}toast.deleting_all`);
    try {
      await dataProvider.action('notifications', 'deleteAll');
      toast.success(`${N}toast.deleted_all`);
      setPage(1);
      refresh();
    } catch (e) {
      toast.error(`${N}toast.delete_all_error`, undefined, e);
    } finally {
      setDeletingAll(false);
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={`${N}title`} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ mb: 2, gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1">
          {translate(`${N}title`)}
        </Typography>
        {total > 0 && view === 'all' && (
          <Button
            variant="contained"
            color="error"
            startIcon={deletingAll ? <CircularProgress size={16} color="inherit" /> : <DeleteSweepIcon />}
            disabled={deletingAll}
            onClick={() => setConfirmAll(true)}
          >
            {translate(`${N}delete_all`)}
          </Button>
        )}
      </Stack>
      <Card>
        <Tabs
          value={view}
          onChange={(_, next: View) => changeView(next)}
          aria-label={translate(`${N}title`)}
          sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {VIEWS.map(v => (
            <Tab key={v} value={v} label={translate(`${N}tabs.${v}`)} />
          ))}
        </Tabs>
        {isPending ? (
          <Box
            sx={{ display: 'flex', justifyContent: 'center', p: 4 }}
            role="status"
            aria-label={translate('ra.page.loading')}
          >
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        ) : error ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : data.length === 0 ? (
          <Stack sx={{ p: 6, alignItems: 'center', gap: 1, color: 'text.secondary' }} data-testid="notifications-empty">
            <NotificationsOffIcon sx={{ fontSize: 48 }} />
            <Typography variant="h6" component="p">
              {translate(EMPTY[view])}
            </Typography>
          </Stack>
        ) : (
          <List disablePadding aria-label={translate(`${N}title`)}>
            {data.map(n => {
              const { title, body } = text(n);
              return (
                <ListItem
                  key={n.id}
                  divider
                  disablePadding
                  data-testid="notification-item"
                  secondaryAction={
                    <Tooltip title={translate(`${N}delete`)}>
                      <IconButton
                        edge="end"
                        aria-label={`${translate(`${N}delete`)}: ${title}`}
                        color="error"
                        onClick={() => remove(n)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  }
                >
                  <ListItemButton onClick={() => void openNotification(n)} sx={{ pr: 8, alignItems: 'flex-start' }}>
                    <ListItemText
                      primary={
                        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                          <Typography component="span" sx={{ fontWeight: n.read ? 500 : 700 }}>
                            {title}
                          </Typography>
                          {!n.read && <Chip size="small" color="primary" label={translate(`${N}unread`)} />}
                          <Chip
                            size="small"
                            variant="outlined"
                            label={translate(`${N}types.${n.Data?.type}`, { _: n.Data?.type ?? '' })}
                          />
                        </Stack>
                      }
                      secondary={
                        <>
                          <Typography component="span" variant="caption" sx={{ display: 'block', mb: 0.5 }}>
                            {date(n.Date)}
                          </Typography>
                          <Typography component="span" variant="body2" sx={{ color: 'text.primary' }}>
                            {body}
                          </Typography>
                        </>
                      }
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
        {pages > 1 && (
          <Stack sx={{ p: 2, alignItems: 'center' }}>
            <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} color="primary" />
          </Stack>
        )}
      </Card>
      <Confirm
        isOpen={confirmAll}
        title={`${N}delete_all_title`}
        content={`${N}delete_all_content`}
        translateOptions={{ smart_count: total }}
        confirm={`${N}delete_all_confirm`}
        confirmColor="warning"
        onConfirm={() => void removeAll()}
        onClose={() => setConfirmAll(false)}
      />
    </Box>
  );
};

export default NotificationsPage;
