import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { type MouseEvent, useState } from 'react';
import { Confirm, type RaRecord, useDelete, useRecordContext, useResourceContext, useTranslate } from 'react-admin';

import { useToast } from '../../lib/useToast';
import { RowIconButton } from './RowIconButton';

/**
 * The SPEC §8 delete toasts of the current resource (`resources.<resource>.notifications.{deleting,deleted,delete_error}`):
 * call it when the delete starts; it returns the options of react-admin's delete mutation.
 */
export const useDeleteToasts = () => {
  const keys = `resources.${useResourceContext()}.notifications`;
  const toast = useToast();
  return (onDeleted?: () => void) => {
    toast.progress(`${keys}.deleting`);
    return {
      mutationMode: 'pessimistic' as const,
      onSuccess: () => {
        onDeleted?.();
        toast.success(`${keys}.deleted`);
      },
      onError: (error: unknown) => toast.error(`${keys}.delete_error`, undefined, error),
    };
  };
};

/** The delete confirmation of the current resource (SPEC §8): `resources.<resource>.confirm.{title,<content>,yes,cancel}`. */
export const DeleteConfirm = ({
  open,
  loading,
  content,
  count,
  onConfirm,
  onClose,
}: {
  open: boolean;
  loading: boolean;
  /** `content` (one record) or `bulk_content` (with `count`). */
  content: 'content' | 'bulk_content';
  count?: number;
  onConfirm: () => void;
  onClose: (event?: MouseEvent) => void;
}) => {
  const keys = `resources.${useResourceContext()}.confirm`;
  return (
    <Confirm
      isOpen={open}
      loading={loading}
      title={`${keys}.title`}
      content={`${keys}.${content}`}
      translateOptions={count === undefined ? undefined : { smart_count: count }}
      confirm={`${keys}.yes`}
      cancel={`${keys}.cancel`}
      confirmColor="warning"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};

interface DeleteRecordButtonProps<T extends RaRecord> {
  /** Interpolation values of `resources.<resource>.list.delete` (the button's accessible label). */
  labelArgs: (record: T) => Record<string, unknown>;
}

/**
 * Row delete icon of the current resource: SPEC §8 confirmation, then the delete toasts. Wording comes from
 * `resources.<resource>.list.delete`, `.confirm.*` and `.notifications.{deleting,deleted,delete_error}`.
 */
export const DeleteRecordButton = <T extends RaRecord>({ labelArgs }: DeleteRecordButtonProps<T>) => {
  const resource = useResourceContext()!;
  const record = useRecordContext<T>();
  const translate = useTranslate();
  const deleteToasts = useDeleteToasts();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<T>();
  if (!record) return null;

  const confirm = () => {
    setOpen(false);
    void deleteOne(resource, { id: record.id, previousData: record }, deleteToasts());
  };

  return (
    <>
      <RowIconButton
        label={translate(`resources.${resource}.list.delete`, labelArgs(record))}
        color="error"
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        <DeleteIcon fontSize="small" />
      </RowIconButton>
      <DeleteConfirm
        open={open}
        loading={isPending}
        content="content"
        onConfirm={confirm}
        onClose={event => {
          event?.stopPropagation?.();
          setOpen(false);
        }}
      />
    </>
  );
};
