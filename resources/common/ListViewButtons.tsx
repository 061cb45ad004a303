import { createContext, useContext } from 'react';
import { ColumnsButton, FilterButton, useFilterContext } from 'react-admin';

import { useMenuIsDrawer } from '../../lib/menuBreakpoint';

/** Set by a list drawn as a DataTable (ResourceList): its toolbar then offers the column chooser. */
export const DataTableListContext = createContext(false);

/**
 * A list toolbar's saved views and column chooser: react-admin's FilterButton (its menu saves the current filters,
 * sort and page size under a name, and lists the saved views; `<resource>.savedQueries` in the store) unless the
 * toolbar has its own, and on a wide screen the DataTable's ColumnsButton (hidden columns and their order in
 * `<resource>.datatable*`). The store keeps both on the server per person (serverPreferences.ts).
 */
export const ListViewButtons = ({ filterButton = true }: { filterButton?: boolean }) => {
  const filters = useFilterContext();
  const table = useContext(DataTableListContext);
  const narrow = useMenuIsDrawer();
  return (
    <>
      {filterButton && filters ? <FilterButton /> : null}
      {table && !narrow ? <ColumnsButton /> : null}
    </>
  );
};
