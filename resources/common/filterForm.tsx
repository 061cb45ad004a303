import { createContext, type ReactNode, type RefObject, useContext, useEffect, useRef } from 'react';
import { SearchInput, type SearchInputProps, useListContext } from 'react-admin';
import { type FieldValues, useFormContext, type UseFormReturn } from 'react-hook-form';

type FormRef = RefObject<UseFormReturn<FieldValues> | null>;

const FilterFormContext = createContext<FormRef | null>(null);

/** Around a list: holds its filter form (react-admin's FilterLiveForm in the toolbar) for `useApplyFilters`. */
export const FilterFormProvider = ({ children }: { children: ReactNode }) => {
  const form = useRef<UseFormReturn<FieldValues>>(null);
  return <FilterFormContext.Provider value={form}>{children}</FilterFormContext.Provider>;
};

/** react-admin's SearchInput, lending the filter form it is drawn in to `useApplyFilters`. */
export const ListSearchInput = (props: SearchInputProps) => {
  const form = useFormContext();
  const formRef = useContext(FilterFormContext);
  useEffect(() => {
    if (!formRef) return;
    formRef.current = form;
    return () => {
      if (formRef.current === form) formRef.current = null;
    };
  }, [formRef, form]);
  return <SearchInput {...props} />;
};

/**
 * Sets some of a list's filters from a control outside its filter form (a status tab), with what is typed in the form
 * and not yet applied. react-admin applies the filter form 500 ms after the last keystroke, merging it into the
 * filters as they were when it was last drawn: a tab switched within those 500 ms was undone by it, or brought back
 * the search just cleared. The changes are written into the form too, so that its pending application carries them.
 */
export const useApplyFilters = () => {
  const list = useListContext();
  const formRef = useContext(FilterFormContext);
  return (changes: Record<string, unknown>) => {
    const form = formRef?.current;
    if (form)
      for (const [name, value] of Object.entries(changes)) form.setValue(name, value ?? '', { shouldDirty: true });
    list.setFilters({ ...(list.filterValues as Record<string, unknown>), ...form?.getValues(), ...changes });
  };
};
