import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';

export interface RecordTextDialogProps<R> {
  /** The record the dialog is open for; closed without one. */
  record?: R;
  onClose: () => void;
  /** The text field's value when the dialog opens for a record. */
  initial: (record: R) => string;
  /** Called with the text as `schema` gives it (else trimmed); a refused text's message shows under the field. */
  onSubmit: (value: string, record: R) => void;
  /** The contract's rule for the text, the API's too (its messages are i18n keys); without one, empty text is refused. */
  schema?: z.ZodType<string>;
  pending: boolean;
  /** Message keys: the title (with `titleArgs`), the field's label, the refusal of empty text (no `schema`), the buttons. */
  keys: { title: string; label: string; required?: string; cancel: string; submit: string };
  titleArgs?: (record: R) => Record<string, unknown>;
  maxLength?: number;
  /** Several lines (a response) rather than one (a status; Enter submits). */
  multiline?: boolean;
  /** What the dialog shows above the field (the record's details) and below it (an option). */
  children?: ReactNode;
  after?: ReactNode;
  id: string;
}

/**
 * A dialog that asks for one required text about a record (the payable's new status, the complaint's response): the
 * field starts from the record, a text its rule refuses (the contract's `schema`, or empty) gets the message under it,
 * and the dialog stays open until the caller closes it (after a successful save).
 */
export const RecordTextDialog = <R,>({
  record,
  onClose,
  initial,
  onSubmit,
  schema,
  pending,
  keys,
  titleArgs,
  maxLength,
  multiline = false,
  children,
  after,
  id,
}: RecordTextDialogProps<R>) => {
  const translate = useTranslate();
  const [value, setValue] = useState(() => (record ? initial(record) : ''));
  const [error, setError] = useState<string>();
  // Reset for each record the dialog opens for (state adjusted while rendering when the record changes).
  const [openFor, setOpenFor] = useState(record);
  if (record !== openFor) {
    setOpenFor(record);
    setValue(record ? initial(record) : '');
    setError(undefined);
  }

  const submit = () => {
    if (!record) return;
    if (schema) {
      const result = schema.safeParse(value);
      if (!result.success) return setError(result.error.issues[0]?.message);
      return onSubmit(result.data, record);
    }
    const text = value.trim();
    if (!text) return setError(keys.required);
    onSubmit(text, record);
  };

  return (
    <Dialog open={!!record} onClose={onClose} fullWidth maxWidth={multiline ? 'sm' : 'xs'} aria-labelledby={id}>
      <DialogTitle id={id}>{translate(keys.title, record && titleArgs ? titleArgs(record) : undefined)}</DialogTitle>
      <DialogContent dividers={multiline}>
        {children}
        <TextField
          autoFocus={!multiline}
          fullWidth
          margin="dense"
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          label={translate(keys.label)}
          value={value}
          onChange={event => {
            setValue(event.target.value);
            setError(undefined);
          }}
          onKeyDown={event => {
            if (!multiline && event.key === 'Enter') submit();
          }}
          error={Boolean(error)}
          helperText={error ? translate(error) : ' '}
          slotProps={{ htmlInput: { maxLength } }}
        />
        {after}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(keys.cancel)}</Button>
        <Button variant="contained" onClick={submit} disabled={pending}>
          {translate(keys.submit)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
