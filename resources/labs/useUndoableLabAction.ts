/**
 * Block and unblock, the lab actions that can be taken back from the app, run as react-admin's undoable mutations:
 * the lists and the lab overview show the new state at once (the query cache is changed in place), a toast with Undo
 * stays for a few seconds, and the call is sent only when that toast closes. Undo puts the cache back as it was and
 * sends nothing.
 */
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { HttpError, useAddUndoableMutation, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';

import { actionApplies } from '../../contracts/defineResource';
import { labsContract } from '../../contracts/labs';
import type { LabHubDataProvider } from '../../dataProvider';
import { useToast } from '../../lib/useToast';
import type { Lab } from './types';

export type UndoableLabAction = 'block' | 'unblock';

/** A lab to act on: its record (its state is checked first), or only its email (the server decides). */
export type LabTarget = Pick<Lab, 'email' | 'verified' | 'is_active'> | string | null | undefined;

export interface LabActionOutcome {
  done: number;
  skipped: number;
  failed: number;
}

const L = 'resources.labs.';

type LabState = Pick<Lab, 'verified' | 'is_active'>;

/** Whether a lab in this state belongs in a list read with this filter (the server's rule, server/repos/labs.ts). */
const listHolds = (filter: Record<string, unknown> | undefined, lab: LabState): boolean => {
  const status = filter?.status;
  if (status === 'verified' && !(lab.verified && lab.is_active)) return false;
  if (status === 'pending' && !(!lab.verified && lab.is_active)) return false;
  if (status === 'blocked' && lab.is_active) return false;
  const active = filter?.is_active;
  if ((active === true || active === 'true') && !lab.is_active) return false;
  if ((active === false || active === 'false') && lab.is_active) return false;
  return true;
};

interface ListData {
  data: Lab[];
  total?: number;
}

/**
 * The labs query cache's entry `data` (of the query `queryKey`) once the labs `emails` have `is_active`: a list read
 * with a filter they no longer match loses them (and its total as many), every other cached copy shows the new state.
 */
export const labsCacheAfter = (queryKey: QueryKey, data: unknown, emails: string[], is_active: boolean): unknown => {
  if (!data || typeof data !== 'object') return data;
  const hit = (lab: Lab | undefined) => !!lab && emails.includes(lab.email);
  const kind = queryKey[1];
  if (kind === 'getOne') return hit(data as Lab) ? { ...(data as Lab), is_active } : data;
  if (kind === 'getMany') return (data as Lab[]).map(lab => (hit(lab) ? { ...lab, is_active } : lab));
  if (kind !== 'getList') return data;
  const list = data as ListData;
  const filter = (queryKey[2] as { filter?: Record<string, unknown> } | undefined)?.filter;
  let removed = 0;
  const rows = list.data.flatMap(lab => {
    if (!hit(lab)) return [lab];
    const next = { ...lab, is_active };
    if (listHolds(filter, next)) return [next];
    removed++;
    return [];
  });
  return { ...list, data: rows, total: list.total === undefined ? undefined : list.total - removed };
};

/** Changes every cached labs query as `labsCacheAfter` says; returns what to put back on Undo. */
const changeCache = (queryClient: QueryClient, emails: string[], is_active: boolean) => {
  const before = queryClient.getQueriesData({ queryKey: ['labs'] });
  for (const [queryKey, data] of before)
    queryClient.setQueryData(queryKey, labsCacheAfter(queryKey, data, emails, is_active));
  return () => {
    for (const [queryKey, data] of before) queryClient.setQueryData(queryKey, data);
  };
};

const DOING = { block: 'blocking', unblock: 'unblocking' } as const;
const DONE = { verify: 'verified', reject: 'rejected', block: 'blocked', unblock: 'unblocked' } as const;

/**
 * SPEC §8's toast for what a lab action did: its success toast, its error toast (with what went wrong) when a call
 * failed, or when labs were skipped the count of each ("2 labs unblocked, 1 skipped: already active").
 */
export const useLabOutcomeToast = () => {
  const toast = useToast();
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (action: keyof typeof DONE, outcome: LabActionOutcome, failure?: unknown) => {
      const B = `${L}bulk.`;
      if (outcome.failed) toast.error(`${L}notifications.${action}_error`, undefined, failure);
      else if (!outcome.skipped) toast.success(`${L}notifications.${DONE[action]}`);
      else {
        const skipped = translate(`${B}skipped_${action}`, { smart_count: outcome.skipped });
        if (outcome.done)
          toast.success(`${B}summary`, {
            done: translate(`${B}done_${action}`, { smart_count: outcome.done }),
            skipped,
          });
        else notify(`${B}nothing`, { type: 'warning', messageArgs: { skipped } });
      }
    },
    [toast, notify, translate],
  );
};

/**
 * The toast with Undo: SPEC's progress text for one lab ('Blocking Lab...'); for several checked labs, how many it
 * will act on and how many it skips ('Blocking 3 labs... (1 skipped: blocked or not verified)').
 */
const pendingToast = (
  action: UndoableLabAction,
  acting: number,
  skipped: number,
  bulk: boolean,
  translate: (key: string, options?: object) => string,
): [string, { type: 'info'; undoable: true; messageArgs?: object }] => {
  if (!bulk) return [`${L}notifications.${DOING[action]}`, { type: 'info', undoable: true }];
  const B = `${L}bulk.`;
  if (!skipped) return [`${B}doing_${action}`, { type: 'info', undoable: true, messageArgs: { smart_count: acting } }];
  const doing = translate(`${B}doing_${action}`, { smart_count: acting });
  return [
    `${B}doing_summary`,
    {
      type: 'info',
      undoable: true,
      messageArgs: { doing, skipped: translate(`${B}skipped_${action}`, { smart_count: skipped }) },
    },
  ];
};

/**
 * Blocks or unblocks labs, undoably. Labs without an email are left out; labs the action does not apply to are
 * skipped, before anything when their state is known, or when the API answers 409 ("already blocked/active"). The
 * toast with Undo is `pendingToast`'s; once it has closed the call is sent and SPEC's
 * success or error toast follows (useLabOutcomeToast), every query reloads (the lists, the dashboard's counts) and
 * `onDone` runs (not after Undo).
 */
export const useUndoableLabAction = () => {
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const queryClient = useQueryClient();
  const addUndoableMutation = useAddUndoableMutation();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const report = useLabOutcomeToast();
  return useCallback(
    (action: UndoableLabAction, labs: LabTarget[], onDone?: (outcome: LabActionOutcome) => void) => {
      const withEmail = labs.filter(lab => (typeof lab === 'string' ? lab.length > 0 : !!lab?.email));
      if (!withEmail.length) return;
      const applies = (lab: LabState) => actionApplies(labsContract.actions[action], lab);
      const toRun = withEmail.filter(lab => typeof lab === 'string' || applies(lab!));
      const skippedBefore = withEmail.length - toRun.length;
      if (!toRun.length) {
        const outcome = { done: 0, skipped: skippedBefore, failed: 0 };
        report(action, outcome);
        onDone?.(outcome);
        return;
      }
      const emails = toRun.map(lab => (typeof lab === 'string' ? lab : lab!.email));
      const putBack = changeCache(queryClient, emails, action === 'unblock');

      const commit = async () => {
        const results = await Promise.allSettled(
          emails.map(email => dataProvider.action('labs', action, { id: email })),
        );
        const outcome: LabActionOutcome = { done: 0, skipped: skippedBefore, failed: 0 };
        let failure: unknown;
        for (const result of results) {
          if (result.status === 'fulfilled') outcome.done++;
          else if (result.reason instanceof HttpError && result.reason.status === 409) outcome.skipped++;
          else {
            outcome.failed++;
            failure ??= result.reason;
          }
        }
        report(action, outcome, failure);
        refresh();
        onDone?.(outcome);
      };
      addUndoableMutation(({ isUndo }: { isUndo: boolean }) => (isUndo ? putBack() : void commit()));

      notify(...pendingToast(action, emails.length, skippedBefore, withEmail.length > 1, translate));
    },
    [dataProvider, queryClient, addUndoableMutation, notify, refresh, report, translate],
  );
};
