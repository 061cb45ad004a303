import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Alert, Button, CardActions } from '@mui/material';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Create, SaveButton, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { useToast } from '../../lib/useToast';
import { ContractForm, type ContractFormProps } from './ContractForm';

/**
 * Where a create page's wording sits under `resources.<resource>`: `<page>.title|submit|cancel`, and the SPEC §8 toasts
 * `notifications.<progress|success|error>` and `notifications.create_cancelled`.
 */
interface CreateWording {
  page: string;
  progress: string;
  success: string;
  error: string;
}

export interface ContractCreateProps extends Pick<ContractFormProps, 'schema' | 'rules'> {
  resource: string;
  wording: CreateWording;
  /** Where a success and Cancel go (the resource's list). */
  listPath: string;
  /** Also show the server's detail in a red alert above the inputs (SPEC §5 "Register staff"). */
  alertOnError?: boolean;
  maxWidth: number;
  children: ReactNode;
}

/** Gives the page a way to empty its form again (after "Save and add another"), from inside the form. */
const FormReset = ({ resetRef }: { resetRef: RefObject<(() => void) | null> }) => {
  const { reset } = useFormContext();
  useEffect(() => {
    resetRef.current = () => {
      reset();
      // The next record starts at the first input.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('main form input:not([type="hidden"]), main form textarea')?.focus(),
      );
    };
    return () => {
      resetRef.current = null;
    };
  }, [reset, resetRef]);
  return null;
};

/**
 * A create page on react-admin's `Create` + the contract's form (ContractForm): SPEC §8 progress, success and error
 * toasts, back to the list after success (or, with "Save and add another", an empty form again) and on Cancel (with
 * its toast); on failure the typed values stay and the API's field errors sit on their inputs.
 */
export const ContractCreate = ({
  resource,
  schema,
  rules,
  wording,
  listPath,
  alertOnError,
  maxWidth,
  children,
}: ContractCreateProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
  // "Save and add another": after the save, stay on an empty form instead of going back to the list.
  const addAnother = useRef(false);
  const resetForm = useRef<(() => void) | null>(null);
  const key = (name: string) => `resources.${resource}.${name}`;
  const errorKey = key(`notifications.${wording.error}`);

  const cancel = () => {
    toast.error(key('notifications.create_cancelled'));
    void navigate(listPath);
  };

  return (
    <Create
      resource={resource}
      title={key(`${wording.page}.title`)}
      redirect={false}
      sx={{ maxWidth }}
      mutationOptions={{
        onMutate: () => setFailure(undefined),
        onSuccess: () => {
          toast.success(key(`notifications.${wording.success}`));
          if (addAnother.current) resetForm.current?.();
          else void navigate(listPath);
        },
        onError: (error: unknown) => {
          const { body, message } = (error ?? {}) as { body?: { detail?: string } | null; message?: string };
          setFailure(body?.detail ?? message ?? errorKey);
          toast.error(errorKey, undefined, error);
        },
      }}
    >
      <ContractForm
        schema={schema}
        rules={rules}
        progress={key(`notifications.${wording.progress}`)}
        toolbar={
          <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
            <SaveButton
              label={key(`${wording.page}.submit`)}
              alwaysEnable
              onClick={() => {
                addAnother.current = false;
              }}
            />
            <SaveButton
              label="app.form.save_and_add"
              variant="outlined"
              icon={<AddIcon />}
              alwaysEnable
              onClick={() => {
                addAnother.current = true;
              }}
            />
            <Button variant="outlined" color="inherit" onClick={cancel}>
              {translate(key(`${wording.page}.cancel`))}
            </Button>
          </CardActions>
        }
      >
        {alertOnError && failure && (
          <Alert severity="error" variant="filled" sx={{ mb: 2, width: '100%' }}>
            {translate(failure, { _: failure })}
          </Alert>
        )}
        <FormReset resetRef={resetForm} />
        {children}
      </ContractForm>
    </Create>
  );
};
