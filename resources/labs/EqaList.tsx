import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { Button, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetManyReference, useLocale, useTranslate } from 'react-admin';

import { readAuthUser } from '../../authProvider/storage';
import type { EqaCertificate } from './types';

/** A plain link cannot send the bearer header, so certificate downloads carry the token (docs/DECISIONS.md). */
export const certificateHref = (certificate: string, token: string | undefined): string =>
    token ? `${certificate}${certificate.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : certificate;

/** The lab's E-QA certificates with download links (SPEC §2 lab overview). */
export const EqaList = ({ email }: { email: string }) => {
    const translate = useTranslate();
    const locale = useLocale();
    const { data, isPending, error } = useGetManyReference<EqaCertificate>('eqa', {
        target: 'lab',
        id: email,
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'issued_on', order: 'DESC' },
    });
    if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
    if (error || !data?.length) return <Typography color="text.secondary">{translate('resources.labs.overview.eqa_empty')}</Typography>;
    const token = readAuthUser()?.refresh_token;
    return (
        <List dense aria-label={translate('resources.labs.overview.eqa')}>
            {data.map(certificate => (
                <ListItem
                    key={certificate.id}
                    disableGutters
                    secondaryAction={
                        <Button
                            size="small"
                            href={certificateHref(certificate.Certificate, token)}
                            target="_blank"
                            rel="noopener"
                            startIcon={<DownloadIcon />}
                            aria-label={`${translate('resources.labs.overview.download')}: ${certificate.title}`}
                        >
                            {translate('resources.labs.overview.download')}
                        </Button>
                    }
                >
                    <ListItemText
                        primary={certificate.title}
                        secondary={translate('resources.labs.overview.issued', {
                            issuer: certificate.issuer ?? '—',
                            date: certificate.issued_on ? new Date(certificate.issued_on).toLocaleDateString(locale) : '—',
                        })}
                        sx={{ pr: 14 }}
                    />
                </ListItem>
            ))}
        </List>
    );
};
