import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweepOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAllOutlined';
import DoneIcon from '@mui/icons-material/DoneOutlined';
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
import { useEffect, useState } from 'react';
import {
  ColumnsButton,
  ColumnsSelector,
  ColumnsSelectorItem,
  Confirm,
  DataTableStoreContext,
  FilterContext,
  FilterForm,
  ListBase,
  Title,
  useDataProvider,
  useDelete,
  useListContext,
  useNotify,
  useStore,
  useTranslate,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';

import type { LabHubDataProvider } from '../../dataProvider';
import { NOTIFICATIONS_PER_PAGE } from '../../lib/config';
import { useToast } from '../../lib/useToast';
import { ListViewButtons } from '../common/ListViewButtons';
import { LoadError } from '../common/LoadError';
import { LocaleDateInput } from '../generic/LocaleDateInput';
import type { AppNotificationRecord } from './targets';
import { useNotificationDate, useNotificationText } from './text';
import { useOpenNotification } from './useOpenNotification';
import { useUndoableMarkRead } from './useUndoableMarkRead';

const N = 'resources.notifications.';
const VIEWS = ['all', 'unread', 'read'] as const;
type View = (typeof VIEWS)[number];
const FILTERS: Record<View, Record<string, unknown>> = { all: {}, unread: { unread: true }, read: { read: true } };
const EMPTY: Record<View, string> = { all: `${N}empty`, unread: `${N}empty_unread`, read: `${N}empty_read` };

/**
 * The parts of a card the administrator may hide or reorder (the title and the unread mark always show), chosen with
 * react-admin's column chooser (ColumnsButton / ColumnsSelector) under the store key of a table's columns, so the
 * choice is kept on the server per person as every list's is (authProvider/serverPreferences.ts).
 */
const CARD_FIELDS = ['Date', 'Body', 'type'] as const;
type CardField = (typeof CARD_FIELDS)[number];
const CARD_FIELDS_KEY = 'notifications.datatable';
const CARD_FIELDS_STORE = { storeKey: CARD_FIELDS_KEY, defaultHiddenColumns: [] };

/** The card's parts to show, in the chosen order (react-admin's hidden columns and column ranks). */
const useCardFields = (): CardField[] => {
  const [hidden] = useStore<string[]>(CARD_FIELDS_KEY, []);
  const [ranks] = useStore<number[] | undefined>(`${CARD_FIELDS_KEY}_columnRanks`);
  const order = [...(ranks ?? []), ...CARD_FIELDS.map((_, index) => index)].filter(
    (index, at, all) => index < CARD_FIELDS.length && all.indexOf(index) === at,
  );
  return order.map(index => CARD_FIELDS[index]).filter(field => !hidden.includes(field));
};

/** The chooser of the card's parts, beside the saved views. */
const CardFieldsButton = () => (
  <DataTableStoreContext.Provider value={CARD_FIELDS_STORE}>
    <ColumnsButton storeKey={CARD_FIELDS_KEY} />
    <ColumnsSelector>
      {CARD_FIELDS.map(field => (
        <ColumnsSelectorItem key={field} source={field} />
      ))}
    </ColumnsSelector>
  </DataTableStoreContext.Provider>
);

/** From date / To date (`Date_gte` / `Date_lte`, the contract's filters), beside the tabs. */
const FILTER_INPUTS = [
  <LocaleDateInput key="Date_gte" source="Date_gte" alwaysOn helperText={false} />,
  <LocaleDateInput key="Date_lte" source="Date_lte" alwaysOn helperText={false} />,
];

/**
 * Notifications (SPEC §2): every notification with its title, date (day, short month, year) and body, a delete icon
 * each (undoable) and 'Delete All Notifications' with confirmation. Designed additions: All / Unread / Previous tabs (the
 * dropdown's 'View Previous Notifications' opens Previous), From/To date filters and saved views (react-admin's
 * `ListBase`, kept per person in the store: `notifications.list`, `notifications.savedQueries`), pages of 20, "Mark as
 * read" on each unread one and "Mark all as read" (undoable), and a click opens the notification's target after
 * marking it read. A list of cards, not a table: its column chooser picks and orders the cards' date, body and type.
 */
const NotificationsPage = () => {
  const [params] = useSearchParams();
  const asked = params.get('view') as View;
  // A saved view chosen from the filter menu arrives as react-admin's list URL (`?filter=…`), which has no `view`:
  // the tab stays as it was until SavedViewFromUrl has applied it.
  const fromUrl: View | null = params.has('filter') ? null : VIEWS.includes(asked) ? asked : 'all';
  const [view, setView] = useState<View>(fromUrl ?? 'all');
  if (fromUrl !== null && fromUrl !== view) setView(fromUrl);
  return (
    <ListBase<AppNotificationRecord>
      resource="notifications"
      perPage={NOTIFICATIONS_PER_PAGE}
      sort={{ field: 'Date', order: 'DESC' }}
      filter={FILTERS[view]}
      disableSyncWithLocation
      storeKey="notifications.list"
    >
      <SavedViewFromUrl view={view} />
      <NotificationsView view={view} />
    </ListBase>
  );
};

/**
 * react-admin's FilterButton applies a saved view by going to the list's URL (`?filter=…&sort=…&order=…`), which this
 * list does not read (its URL is the tab's, `?view=…`; its filters live in the store): the saved view's filters and
 * sort are applied to the list here, and the tab's URL put back.
 */
const SavedViewFromUrl = ({ view }: { view: View }) => {
  const [params, setParams] = useSearchParams();
  const { setFilters, setSort } = useListContext();
  const filter = params.get('filter');
  const field = params.get('sort');
  const order = params.get('order');
  useEffect(() => {
    if (filter === null) return;
    try {
      setFilters(JSON.parse(filter) as Record<string, unknown>, {}, false);
    } catch {
      // Not a saved view's JSON: ignored.
    }
    if (field) setSort({ field, order: order === 'ASC' ? 'ASC' : 'DESC' });
    setParams(view === 'all' ? {} : { view }, { replace: true });
  }, [filter, field, order, view, setFilters, setSort, setParams]);
  return null;
};

const NotificationsView = ({ view }: { view: View }) => {
  const translate = useTranslate();
  const date = useNotificationDate();
  const text = useNotificationText();
  const toast = useToast();
  const notify = useNotify();
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const queryClient = useQueryClient();
  const openNotification = useOpenNotification();
  const markRead = useUndoableMarkRead();
  const cardFields = useCardFields();
  const [, setParams] = useSearchParams();
  const [confirmAll, setConfirmAll] = useState(false);
  const [deletingAll, setDeletingAll] = useState(false);
  const [deleteOne] = useDelete<AppNotificationRecord>();
  const { data = [], total = 0, isPending, error, refetch, page, setPage } = useListContext<AppNotificationRecord>();
  const filterValues = useListContext<AppNotificationRecord>().filterValues as { Date_gte?: string; Date_lte?: string };
  const pages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE));
  const dated = Boolean(filterValues.Date_gte || filterValues.Date_lte);

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
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {view !== 'read' && data.some(n => !n.read) && (
            <Button variant="outlined" startIcon={<DoneAllIcon />} onClick={() => markRead('all')}>
              {translate(`${N}mark_all_read`)}
            </Button>
          )}
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
        <FilterContext.Provider value={FILTER_INPUTS}>
          <Stack
            direction="row"
            sx={{ px: 2, gap: 1, alignItems: 'center', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <FilterForm />
            </Box>
            <ListViewButtons />
            <CardFieldsButton />
          </Stack>
        </FilterContext.Provider>
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
              {translate(dated ? `${N}no_results` : EMPTY[view])}
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
                  // The text keeps clear of the one or two action buttons: MUI's ListItem sets its button's right
                  // padding (48 px, one action) with a more specific rule than the button's own sx.
                  sx={{ '& > .MuiListItemButton-root': { pr: n.read ? 8 : 13 } }}
                  secondaryAction={
                    <Stack direction="row">
                      {!n.read && (
                        <Tooltip title={translate(`${N}mark_read`)}>
                          <IconButton
                            aria-label={`${translate(`${N}mark_read`)}: ${title}`}
                            color="primary"
                            onClick={() => markRead(n)}
                          >
                            <DoneIcon />
                          </IconButton>
                        </Tooltip>
                      )}
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
                    </Stack>
                  }
                >
                  <ListItemButton onClick={() => void openNotification(n)} sx={{ alignItems: 'flex-start' }}>
                    <ListItemText
                      primary={
                        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                          <Typography component="span" sx={{ fontWeight: n.read ? 500 : 700 }}>
                            {title}
                          </Typography>
                          {!n.read && <Chip size="small" color="primary" label={translate(`${N}unread`)} />}
                        </Stack>
                      }
                      secondary={
                        cardFields.length > 0 ? (
                          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                            {cardFields.map(field =>
                              field === 'type' ? (
                                <Chip
                                  key={field}
                                  component="span"
                                  size="small"
                                  variant="outlined"
                                  label={translate(`${N}types.${n.Data?.type}`, { _: n.Data?.type ?? '' })}
                                />
                              ) : field === 'Date' ? (
                                <Typography key={field} component="span" variant="caption" sx={{ width: '100%' }}>
                                  {date(n.Date)}
                                </Typography>
                              ) : (
                                <Typography
                                  key={field}
                                  component="span"
                                  variant="body2"
                                  sx={{ width: '100%', color: 'text.primary' }}
                                >
                                  {body}
                                </Typography>
                              ),
                            )}
                          </Box>
                        ) : null
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
