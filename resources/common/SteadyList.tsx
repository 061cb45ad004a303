import { useThemeProps } from '@mui/material/styles';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import {
  ListBase,
  ListContextProvider,
  type ListControllerResult,
  type ListProps,
  ListView,
  Loading,
  type RaRecord,
  removeEmpty,
  useListContext,
} from 'react-admin';

type Filters = Record<string, unknown>;

/** Two filter values (JSON, as the list's URL holds them) equal whatever their keys' order. */
const sameFilters = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Filters;
  const right = b as Filters;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every(key => Object.hasOwn(right, key) && sameFilters(left[key], right[key]))
  );
};

/**
 * The list's context with a `setFilters` that does nothing when it would apply the filters already applied (or
 * already on their way). react-admin's filter form submits 500 ms after its last change, and again after a control
 * outside it (a status tab) wrote into it; each submission navigates to the list's URL a moment later, even when it
 * changes nothing. A row opened in those 500 ms (its screen's code still loading, the list still mounted) was taken
 * back to the list by it.
 */
const useSteadyFilters = (list: ListControllerResult): ListControllerResult => {
  const filterValues = list.filterValues as Filters;
  const displayedFilters = list.displayedFilters as Filters;
  const { setFilters } = list;
  // What the last forwarded application asked for, until the list's filters change.
  const pending = useRef<{ filter: Filters; displayed: Filters } | null>(null);
  const applied = JSON.stringify(filterValues);
  useEffect(() => {
    pending.current = null;
  }, [applied]);
  const steadySetFilters = useCallback<ListControllerResult['setFilters']>(
    (filter, displayed, debounce) => {
      const target = removeEmpty(filter) as Filters;
      const current = pending.current ?? { filter: filterValues, displayed: displayedFilters };
      if (sameFilters(target, current.filter) && (displayed === undefined || sameFilters(displayed, current.displayed)))
        return;
      pending.current = { filter: target, displayed: (displayed as Filters | undefined) ?? current.displayed };
      setFilters(filter, displayed, debounce);
    },
    [filterValues, displayedFilters, setFilters],
  );
  return useMemo(() => ({ ...list, setFilters: steadySetFilters }), [list, steadySetFilters]);
};

const defaultAuthLoading = <Loading />;

const SteadyFilters = ({ children }: { children: ReactNode }) => (
  <ListContextProvider value={useSteadyFilters(useListContext())}>{children}</ListContextProvider>
);

/**
 * react-admin's `List` (its ListBase and ListView, with the theme's RaList defaults) whose filter form, tabs and
 * buttons get `useSteadyFilters`' `setFilters`.
 */
export const SteadyList = <R extends RaRecord = RaRecord>(props: ListProps<R>) => {
  const {
    debounce,
    disableAuthentication,
    disableSyncWithLocation,
    exporter,
    filter,
    filterDefaultValues,
    authLoading = defaultAuthLoading,
    loading,
    perPage = 10,
    queryOptions,
    resource,
    sort,
    storeKey,
    render,
    ...view
  } = useThemeProps({ props, name: 'RaList' });
  return (
    <ListBase<R>
      debounce={debounce}
      disableAuthentication={disableAuthentication}
      disableSyncWithLocation={disableSyncWithLocation}
      exporter={exporter}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      authLoading={authLoading}
      loading={loading}
      perPage={perPage}
      queryOptions={queryOptions}
      resource={resource}
      sort={sort}
      storeKey={storeKey}
      offline={false}
    >
      <SteadyFilters>
        <ListView<R> {...view} render={render} />
      </SteadyFilters>
    </ListBase>
  );
};
