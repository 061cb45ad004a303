import { useId, useState, type MouseEvent } from 'react';
import { Button, IconButton, Menu, MenuItem, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/**
 * Language switcher: each language is named in its own language. The choice is kept in react-admin's store
 * ('locale' key) and so survives a reload. Phones get an icon button.
 */
export const LanguageMenu = () => {
    const translate = useTranslate();
    const menuId = useId();
    const languages = useLocales();
    const [locale, setLocale] = useLocaleState();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const isXSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const current = languages.find(language => language.locale === locale)?.name ?? locale;
    const label = `${translate('app.topbar.language')}: ${current}`;
    const buttonProps = {
        color: 'inherit' as const,
        'aria-label': label,
        'aria-haspopup': 'true' as const,
        'aria-controls': anchor ? menuId : undefined,
        'aria-expanded': Boolean(anchor),
        onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    };

    return (
        <>
            {isXSmall ? (
                <Tooltip title={label}>
                    <IconButton {...buttonProps}>
                        <LanguageIcon />
                    </IconButton>
                </Tooltip>
            ) : (
                <Button {...buttonProps} startIcon={<LanguageIcon />} endIcon={<ExpandMoreIcon fontSize="small" />}>
                    {current}
                </Button>
            )}
            <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
                {languages.map(language => (
                    <MenuItem
                        key={language.locale}
                        lang={language.locale}
                        selected={language.locale === locale}
                        onClick={() => {
                            setLocale(language.locale);
                            setAnchor(null);
                        }}
                    >
                        {language.name}
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
};
