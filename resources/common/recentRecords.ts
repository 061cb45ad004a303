import { useCallback } from 'react';
import { useGetIdentity, useStore } from 'react-admin';

import type { SearchGroup } from '../../contracts/calls';

/** A record someone opened: what the search palette lists before anything is typed. */
export interface RecentRecord {
  group: SearchGroup;
  title: string;
  /** Its page (a SPEC path). */
  path: string;
}

/** How many recently viewed records are kept. */
const MAX_RECENT = 8;

/**
 * The signed-in person's recently viewed records, newest first, in react-admin's store under a key of their own (one
 * browser may serve several people).
 */
export function useRecentRecords() {
  const { identity } = useGetIdentity();
  const [recent, setRecent] = useStore<RecentRecord[]>(`search.recent.${identity?.id ?? 'anonymous'}`, []);
  const remember = useCallback(
    (record: RecentRecord) =>
      setRecent(previous =>
        [record, ...(Array.isArray(previous) ? previous : []).filter(r => r.path !== record.path)].slice(0, MAX_RECENT),
      ),
    [setRecent],
  );
  return { recent: Array.isArray(recent) ? recent : [], remember, ready: identity !== undefined };
}
