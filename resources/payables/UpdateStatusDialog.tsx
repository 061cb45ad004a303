import { RecordTextDialog } from '../common/RecordTextDialog';
import { useRecordUpdate } from '../common/useRecordUpdate';
import type { Payable } from './types';

const M = 'resources.payables.';

/** SPEC §2/§8 Update Status modal: free text replaces the payable's status; empty text is refused with a message. */
export const UpdateStatusDialog = ({ record, onClose }: { record?: Payable; onClose: () => void }) => {
  const toasts = {
    progress: `${M}notifications.updating`,
    success: `${M}notifications.updated`,
    error: `${M}notifications.update_error`,
  };
  const [save, pending] = useRecordUpdate<Payable>('payables', toasts, { errorMessageToo: true });
  return (
    <RecordTextDialog<Payable>
      id="update-status-title"
      record={record}
      onClose={onClose}
      initial={payable => payable.Status ?? ''}
      onSubmit={(Status, payable) => save(payable, { Status }, onClose)}
      pending={pending}
      keys={{
        title: `${M}update.title`,
        label: `${M}fields.Status`,
        required: `${M}update.required`,
        cancel: `${M}update.cancel`,
        submit: `${M}update.submit`,
      }}
      maxLength={100}
    />
  );
};
