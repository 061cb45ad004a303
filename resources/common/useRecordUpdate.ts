import { type RaRecord, useUpdate } from 'react-admin';

import { useToast } from '../../lib/useToast';

/** The SPEC §8 toasts of one update: message keys of progress, success and error. */
export interface UpdateToasts {
  progress: string;
  success: string;
  error: string;
}

/**
 * An update of one record of `resource`, saved before the screen changes (pessimistic), with its SPEC §8 toasts:
 * progress, then success (and `onSuccess`) or "<error>: <what went wrong>". With `errorMessageToo` the error's own
 * message follows as a second toast instead (SPEC §8 'Update payable status').
 */
export const useRecordUpdate = <R extends RaRecord>(
  resource: string,
  toasts: UpdateToasts,
  { errorMessageToo = false } = {},
) => {
  const toast = useToast();
  const [update, { isPending }] = useUpdate<R>();
  const save = (record: R, data: Partial<R>, onSuccess?: () => void) => {
    toast.progress(toasts.progress);
    void update(
      resource,
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(toasts.success);
          onSuccess?.();
        },
        onError: (error: unknown) => {
          if (!errorMessageToo) return toast.error(toasts.error, undefined, error);
          toast.error(toasts.error);
          const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
          if (message) setTimeout(() => toast.error(message, { _: message }), 0);
        },
      },
    );
  };
  return [save, isPending] as const;
};
