import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Chip,
  Dialog,
  DialogContent,
  IconButton,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  TextField,
  type Theme,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import type { SearchGroup, SearchGroupPage, SearchHit } from '../../contracts/calls';
import type { LabHubDataProvider } from '../../dataProvider';
import { type RecentRecord, useRecentRecords } from '../../resources/common/recentRecords';
import { staffShowPath } from '../../resources/staff/paths';
import { testShowPath } from '../../resources/tests/paths';

/** The text length the API takes (contracts/calls.ts SEARCH_MAX_LENGTH, not imported: the contracts carry zod). */
const MAX_LENGTH = 100;
const FIRST_PAGE = 5;
const NEXT_PAGE = 10;
const DEBOUNCE_MS = 200;

let open = false;
const listeners = new Set<() => void>();
/** Opens or closes the search palette (the top bar's button, Ctrl+K / ⌘K). */
export const setSearchOpen = (value: boolean) => {
  open = value;
  listeners.forEach(listener => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useSearchOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );

/** A result's page, at its SPEC §2 path. */
function pathOfHit(group: SearchGroup, hit: Pick<SearchHit, 'id' | 'key'>): string {
  switch (group) {
    case 'labs':
      return `/lab-overview/${encodeURIComponent(hit.key)}`;
    case 'orders':
      return `/invoices-detail/${hit.id}`;
    // A patient's page is their invoices: the invoice list searched by their email.
    case 'patients':
      return `/invoices-list?${new URLSearchParams({ filter: JSON.stringify({ q: hit.key }) })}`;
    case 'staff':
      return staffShowPath({ email: hit.key });
    case 'tests':
      return testShowPath({ id: hit.id });
  }
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
/** The palette's key as this keyboard writes it. */
export const searchKeyLabel = () => (isMac() ? '⌘K' : 'Ctrl K');

/** The top bar's way into the search: a box on a wide screen, an icon on a phone. */
export const SearchButton = ({ compact }: { compact: boolean }) => {
  const translate = useTranslate();
  if (compact)
    return (
      <Tooltip title={translate('app.search.open')}>
        <IconButton color="inherit" onClick={() => setSearchOpen(true)} aria-label={translate('app.search.open')}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
    );
  return (
    <ButtonBase
      onClick={() => setSearchOpen(true)}
      aria-label={`${translate('app.search.open')} (${searchKeyLabel()})`}
      aria-keyshortcuts="Control+K Meta+K"
      sx={{
        mx: 1,
        px: 1.5,
        height: 36,
        width: 260,
        borderRadius: 1,
        justifyContent: 'flex-start',
        gap: 1,
        color: 'inherit',
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
        '&:hover': { bgcolor: 'action.selected' },
      }}
    >
      <SearchIcon fontSize="small" />
      <Typography variant="body2" sx={{ flex: 1, textAlign: 'left', opacity: 0.8 }}>
        {translate('app.search.open')}
      </Typography>
      <Box component="kbd" sx={{ fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 0.5, px: 0.5 }}>
        {searchKeyLabel()}
      </Box>
    </ButtonBase>
  );
};

/** The search palette: one dialog for the whole app, opened by setSearchOpen. */
export const SearchPalette = () => {
  const isOpen = useSearchOpen();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <Dialog
      open={isOpen}
      onClose={() => setSearchOpen(false)}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      sx={{ '& .MuiDialog-container': { alignItems: phone ? 'stretch' : 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: phone ? 0 : 10 }, 'aria-label': translate('app.search.label') } }}
    >
      {isOpen && <PaletteBody phone={phone} />}
    </Dialog>
  );
};

type Entry =
  | { kind: 'hit'; group: SearchGroup; hit: SearchHit }
  | { kind: 'more'; group: SearchGroup }
  | { kind: 'recent'; record: RecentRecord };

interface Reply {
  q: string;
  groups: SearchGroupPage[];
}

const PaletteBody = ({ phone }: { phone: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const { recent, remember } = useRecentRecords();
  const listId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [active, setActive] = useState(0);
  /** Further pages per group, appended under the first. */
  const [extra, setExtra] = useState<Partial<Record<SearchGroup, { items: SearchHit[]; next: number | null }>>>({});
  const [loadingMore, setLoadingMore] = useState<SearchGroup | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Patients and orders open on invoice pages: shown to whoever may see invoices.
  const { canAccess: seesInvoices } = useCanAccess({ resource: 'invoices', action: 'list' });

  const trimmed = text.trim();
  const tooLong = trimmed.length > MAX_LENGTH;
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(tooLong ? '' : trimmed);
      setExtra({});
      setActive(0);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed, tooLong]);

  const { data, isFetching, error, refetch } = useQuery({
    queryKey: ['search', q],
    queryFn: async ({ signal: _signal }) =>
      (await dataProvider.call<Reply>('search', { query: { q, limit: FIRST_PAGE } })).data,
    enabled: q.length > 0,
    staleTime: 30_000,
    retry: false,
  });

  const groups = useMemo(
    () =>
      (q && data?.q === q ? data.groups : [])
        .filter(g => seesInvoices || (g.group !== 'patients' && g.group !== 'orders'))
        .map(g => {
          const more = extra[g.group];
          return { group: g.group, items: [...g.items, ...(more?.items ?? [])], next: more ? more.next : g.next };
        }),
    [data, q, extra, seesInvoices],
  );

  const entries: Entry[] = useMemo(
    () =>
      q
        ? groups.flatMap(g => [
            ...g.items.map(hit => ({ kind: 'hit' as const, group: g.group, hit })),
            ...(g.next !== null ? [{ kind: 'more' as const, group: g.group }] : []),
          ])
        : recent.map(record => ({ kind: 'recent' as const, record })),
    [q, groups, recent],
  );

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const loadMore = async (group: SearchGroup) => {
    const shown = groups.find(g => g.group === group);
    if (!shown || shown.next === null) return;
    setLoadingMore(group);
    try {
      const { data: page } = await dataProvider.call<Reply>('search', {
        query: { q, group, offset: shown.next, limit: NEXT_PAGE },
      });
      const next = page.groups[0];
      setExtra(previous => ({
        ...previous,
        [group]: { items: [...(previous[group]?.items ?? []), ...(next?.items ?? [])], next: next?.next ?? null },
      }));
    } finally {
      setLoadingMore(null);
    }
  };

  const choose = (entry: Entry | undefined) => {
    if (!entry) return;
    if (entry.kind === 'more') {
      void loadMore(entry.group);
      return;
    }
    const record =
      entry.kind === 'recent'
        ? entry.record
        : { group: entry.group, title: entry.hit.title, path: pathOfHit(entry.group, entry.hit) };
    remember(record);
    setSearchOpen(false);
    void navigate(record.path);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = entries.length - 1;
    if (event.key === 'ArrowDown') setActive(i => (i >= last ? 0 : i + 1));
    else if (event.key === 'ArrowUp') setActive(i => (i <= 0 ? Math.max(last, 0) : i - 1));
    else if (event.key === 'Home' && event.ctrlKey) setActive(0);
    else if (event.key === 'End' && event.ctrlKey) setActive(Math.max(last, 0));
    else if (event.key === 'Enter') choose(entries[active]);
    else return;
    event.preventDefault();
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const searching = q.length > 0 && isFetching;
  const option = (entry: Entry, i: number) => {
    const [primary, secondary, exact] =
      entry.kind === 'recent'
        ? [entry.record.title, translate(`app.search.groups.${entry.record.group}`), false]
        : entry.kind === 'hit'
          ? [entry.hit.title, entry.hit.subtitle, entry.hit.exact]
          : [translate(loadingMore === entry.group ? 'app.search.searching' : 'app.search.more'), null, false];
    return (
      <ListItemButton
        key={optionId(i)}
        id={optionId(i)}
        data-index={i}
        role="option"
        aria-selected={i === active}
        selected={i === active}
        onMouseMove={() => i !== active && setActive(i)}
        onClick={() => choose(entry)}
        tabIndex={-1}
        sx={{ py: 0.75, ...(entry.kind === 'more' && { color: 'primary.main' }) }}
      >
        {entry.kind === 'recent' && (
          <ListItemIcon sx={{ minWidth: 36 }}>
            <HistoryIcon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText
          primary={primary}
          secondary={secondary}
          slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
          sx={{ minWidth: 0 }}
        />
        {exact && <Chip size="small" label={translate('app.search.exact')} sx={{ ml: 1 }} />}
      </ListItemButton>
    );
  };
  /** A heading before the first entry of each group. */
  const headingOf = (entry: Entry, i: number): string | null => {
    if (entry.kind === 'recent') return i === 0 ? translate('app.search.recent') : null;
    const previous = entries[i - 1];
    return previous && previous.kind !== 'recent' && previous.group === entry.group
      ? null
      : translate(`app.search.groups.${entry.group}`);
  };

  return (
    <DialogContent sx={{ p: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box sx={{ p: 2, pb: 1, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          autoFocus
          fullWidth
          value={text}
          onChange={event => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('app.search.placeholder')}
          error={tooLong}
          helperText={tooLong ? translate('app.search.too_long', { max: MAX_LENGTH }) : translate('app.search.help')}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('app.search.label'),
              'aria-expanded': entries.length > 0,
              'aria-controls': listId,
              'aria-activedescendant': entries.length ? optionId(active) : undefined,
              'aria-autocomplete': 'list',
              autoComplete: 'off',
              spellCheck: false,
              enterKeyHint: 'search',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {/* A full-screen dialog on a phone: its way out besides Esc and Back. */}
        {phone && (
          <IconButton onClick={() => setSearchOpen(false)} aria-label={translate('app.search.close')} sx={{ mt: 1 }}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{searching && <LinearProgress aria-label={translate('app.search.searching')} />}</Box>
      <Box sx={{ overflowY: 'auto', maxHeight: { sm: '60vh' }, flex: 1, pb: 1 }}>
        {error ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate('app.search.retry')}
              </Button>
            }
          >
            {translate('app.search.failed')}
          </Alert>
        ) : (
          <List ref={listRef} id={listId} role="listbox" aria-label={translate('app.search.label')} dense>
            {!q && !recent.length && (
              <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
                {translate('app.search.no_recent')}
              </Typography>
            )}
            {q && data?.q === q && !groups.length && (
              <Typography color="text.secondary" sx={{ px: 2, py: 1 }} role="status">
                {translate('app.search.no_results', { q })}
              </Typography>
            )}
            {entries.flatMap((entry, i) => {
              const heading = headingOf(entry, i);
              return [
                ...(heading
                  ? [
                      <ListSubheader key={`heading-${i}`} role="presentation" sx={{ lineHeight: '36px' }}>
                        {heading}
                      </ListSubheader>,
                    ]
                  : []),
                option(entry, i),
              ];
            })}
          </List>
        )}
      </Box>
    </DialogContent>
  );
};
