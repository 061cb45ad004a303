import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import {
  Button,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  type Theme,
  Tooltip,
  useMediaQuery,
} from '@mui/material';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';

import { useMenuAnchor } from './useMenuAnchor';

/**
 * The interface languages, each named in its own language, and the chosen one. The choice is kept in react-admin's
 * store ('locale' key) and so survives a reload.
 */
export const useLanguageChoice = () => {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const current = languages.find(language => language.locale === locale)?.name ?? locale;
  return { languages, locale, setLocale, current, label: `${translate('app.topbar.language')}: ${current}` };
};

/**
 * One menu item per language (the chosen one selected); choosing one sets it, then calls `onChosen`. `checkmark`
 * marks the chosen language with a tick too (the phone's overflow menu, where items have icons).
 */
export const languageMenuItems = (
  { languages, locale, setLocale }: ReturnType<typeof useLanguageChoice>,
  onChosen: () => void,
  checkmark = false,
) =>
  languages.map(language => (
    <MenuItem
      key={language.locale}
      lang={language.locale}
      selected={language.locale === locale}
      onClick={() => {
        setLocale(language.locale);
        onChosen();
      }}
    >
      {checkmark ? (
        <>
          <ListItemIcon>{language.locale === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{language.name}</ListItemText>
        </>
      ) : (
        language.name
      )}
    </MenuItem>
  ));

/** Language switcher of the top bar and the login page; phones get an icon button. */
export const LanguageMenu = () => {
  const choice = useLanguageChoice();
  const { close, buttonProps, menuProps } = useMenuAnchor();
  const isXSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
  const button = { color: 'inherit' as const, 'aria-label': choice.label, ...buttonProps };

  return (
    <>
      {isXSmall ? (
        <Tooltip title={choice.label}>
          <IconButton {...button}>
            <LanguageIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button {...button} startIcon={<LanguageIcon />} endIcon={<ExpandMoreIcon fontSize="small" />}>
          {choice.current}
        </Button>
      )}
      <Menu {...menuProps}>{languageMenuItems(choice, close)}</Menu>
    </>
  );
};
