import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { Button, useDeleteMany, useListContext, useResourceContext } from 'react-admin';

import { DeleteConfirm, useDeleteToasts } from './DeleteRecordButton';

/** Bulk delete of the selected rows of the current resource, behind the same confirmation and toasts as the row delete. */
export const BulkDeleteRecordsButton = () => {
  const resource = useResourceContext()!;
  const { selectedIds, onUnselectItems } = useListContext();
  const deleteToasts = useDeleteToasts();
  const [open, setOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();

  const confirm = () => {
    setOpen(false);
    void deleteMany(resource, { ids: selectedIds }, deleteToasts(onUnselectItems));
  };

  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} disabled={isPending}>
        <DeleteIcon />
      </Button>
      <DeleteConfirm
        open={open}
        loading={isPending}
        content="bulk_content"
        count={selectedIds.length}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
