import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useId, useState } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';

import type { LabHubDataProvider } from '../../dataProvider';
import { errorDetail, useToast } from '../../lib/useToast';
import { LabLogo } from './LabLogo';
import { LOGO_TYPES, logoFileError } from './logoFile';
import type { Lab } from './types';

/** The server's refusals of a logo and what the user reads for each. */
const REFUSALS: Record<number, string> = {
  413: 'resources.labs.profile.logo_size',
  415: 'resources.labs.profile.logo_type',
};

/**
 * The lab's logo and an upload button: PNG/JPEG/WebP up to 2 MB, checked here first; when the server refuses
 * (415/413) the reason is shown in the reader's language, inline and in the toast ('Error Uploading Image: <reason>').
 * Toasts 'Uploading Image...' / 'Image Uploaded Successfully' / 'Error Uploading Image'.
 */
export const LogoUpload = ({ lab, onUploaded }: { lab: Lab; onUploaded: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const toast = useToast();
  const inputId = useId();
  const [problem, setProblem] = useState<string>();
  const [uploading, setUploading] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const error = logoFileError(file);
    if (error) {
      setProblem(translate(error));
      return;
    }
    setProblem(undefined);
    setUploading(true);
    toast.progress('resources.labs.notifications.uploading');
    try {
      await dataProvider.action('labs', 'uploadLogo', { id: lab.email, data: { Logo: file } });
      toast.success('resources.labs.notifications.uploaded');
      onUploaded();
    } catch (err) {
      // The server's refusals are known (docs/API.md): say why in the reader's language, inline and in the toast.
      const status: unknown = err instanceof HttpError ? err.status : undefined;
      const reason = typeof status === 'number' ? REFUSALS[status] : undefined;
      const detail = reason ? translate(reason) : errorDetail(err, translate);
      if (detail) setProblem(detail);
      toast.error('resources.labs.notifications.upload_error', undefined, detail);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <LabLogo record={lab} size={96} />
      <input
        id={inputId}
        type="file"
        accept={LOGO_TYPES.join(',')}
        hidden
        onChange={event => void onChange(event)}
        data-testid="logo-input"
        aria-label={translate('resources.labs.profile.choose_logo')}
      />
      <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadIcon />} disabled={uploading}>
        {translate('resources.labs.profile.choose_logo')}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.labs.profile.logo_hint')}
      </Typography>
      {problem && (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {problem}
        </Alert>
      )}
    </Stack>
  );
};
