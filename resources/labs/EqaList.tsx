import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

import { authFetch } from '../../authProvider/session';
import { eqaCertificate } from '../../contracts/labs';
import { useFieldText } from '../generic/fieldOf';
import { LabReferences } from './LabShow';
import type { EqaCertificate } from './types';

/**
 * Downloads a certificate with the bearer header (fetch → blob → a download link of the blob): no token ever goes
 * into a URL, where logs, histories and Referer headers would keep it (docs/DECISIONS.md).
 */
const downloadCertificate = async (url: string, fallbackName: string): Promise<void> => {
  const response = await authFetch(url, { headers: { Accept: 'application/pdf' } });
  if (!response.ok) throw new Error(`download failed (${response.status})`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
};

/** The E-QA certificate's fields as the card reads them (contracts/labs.ts `eqaCertificate`), each by its kind. */
const certificateFields = { name: 'labs', record: eqaCertificate };

/** The lab's E-QA certificates with download links (SPEC §2 lab overview). */
export const EqaList = ({ email }: { email: string }) => (
  <LabReferences<EqaCertificate> resource="eqa" email={email} newestFirstBy="issued_on">
    {certificates => <EqaCertificates certificates={certificates} />}
  </LabReferences>
);

const EqaCertificates = ({ certificates }: { certificates: EqaCertificate[] }) => {
  const translate = useTranslate();
  const text = useFieldText(certificateFields);
  const notify = useNotify();
  const [busy, setBusy] = useState<string | number | null>(null);
  if (!certificates.length)
    return <Typography color="text.secondary">{translate('resources.labs.overview.eqa_empty')}</Typography>;
  return (
    <List dense aria-label={translate('resources.labs.overview.eqa')}>
      {certificates.map(certificate => (
        <ListItem
          key={certificate.id}
          disableGutters
          secondaryAction={
            <Button
              size="small"
              disabled={busy === certificate.id}
              onClick={() => {
                setBusy(certificate.id);
                downloadCertificate(certificate.Certificate, `eqa-certificate-${certificate.id}.pdf`)
                  .catch(() => notify('ra.notification.http_error', { type: 'error' }))
                  .finally(() => setBusy(null));
              }}
              startIcon={<DownloadIcon />}
              aria-label={`${translate('resources.labs.overview.download')}: ${text(certificate, 'title')}`}
            >
              {translate('resources.labs.overview.download')}
            </Button>
          }
        >
          <ListItemText
            primary={text(certificate, 'title')}
            secondary={translate('resources.labs.overview.issued', {
              issuer: text(certificate, 'issuer') || '—',
              date: text(certificate, 'issued_on') || '—',
            })}
            sx={{ pr: 14 }}
          />
        </ListItem>
      ))}
    </List>
  );
};
