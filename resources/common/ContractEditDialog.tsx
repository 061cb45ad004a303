import { type Breakpoint, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { EditBase, type RaRecord, SaveButton, useSaveContext, useTranslate } from 'react-admin';

import { useToast } from '../../lib/useToast';
import { ContractForm, type ContractFormProps } from './ContractForm';

export interface ContractEditDialogProps<R extends RaRecord> extends Pick<ContractFormProps, 'schema' | 'rules'> {
  resource: string;
  /** The record being edited (the list's row); the dialog is closed when undefined. */
  record?: R;
  onClose: () => void;
  maxWidth: Breakpoint;
  children: ReactNode;
}

/**
 * The edit modal of a list (SPEC §5 edit staff / test): react-admin's `EditBase` (pessimistic) + the contract's form.
 * Its wording is the resource's `edit.title|submit|cancel`, its SPEC §8 toasts `notifications.updating|updated|
 * update_error`; it closes after a success and stays open, with the typed values and the API's field errors, after a
 * failure.
 */
export const ContractEditDialog = <R extends RaRecord>({
  resource,
  record,
  onClose,
  maxWidth,
  ...form
}: ContractEditDialogProps<R>) => {
  const toast = useToast();
  if (!record) return null;
  return (
    <EditBase<R>
      resource={resource}
      id={record.id}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          toast.success(`resources.${resource}.notifications.updated`);
          onClose();
        },
        onError: (error: unknown) => toast.error(`resources.${resource}.notifications.update_error`, undefined, error),
      }}
    >
      <EditDialogView resource={resource} onClose={onClose} maxWidth={maxWidth} {...form} />
    </EditBase>
  );
};

const EditDialogView = ({
  resource,
  onClose,
  maxWidth,
  schema,
  rules,
  children,
}: Omit<ContractEditDialogProps<RaRecord>, 'record'>) => {
  const translate = useTranslate();
  const titleId = useId();
  const { saving } = useSaveContext();
  const text = (key: string) => translate(`resources.${resource}.edit.${key}`);
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{text('title')}</DialogTitle>
      <ContractForm
        schema={schema}
        rules={rules}
        progress={`resources.${resource}.notifications.updating`}
        component={DialogContentDividers}
        toolbar={
          <DialogActions>
            <Button color="inherit" onClick={onClose} disabled={saving}>
              {text('cancel')}
            </Button>
            <SaveButton label={`resources.${resource}.edit.submit`} alwaysEnable />
          </DialogActions>
        }
      >
        {children}
      </ContractForm>
    </Dialog>
  );
};

const DialogContentDividers = ({ children }: { children?: ReactNode }) => (
  <DialogContent dividers>{children}</DialogContent>
);
