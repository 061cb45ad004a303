import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

import { searchKeyLabel, SearchPalette, setSearchOpen } from './SearchPalette';

/** Whether a key press is typing: in a text box, a select, or an editable element. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type);
  return target.getAttribute('role') === 'combobox' || target.getAttribute('role') === 'textbox';
}

/** The visible search box of the list on screen (react-admin's SearchInput, `q`), if any. */
const listSearchBox = () =>
  [...document.querySelectorAll<HTMLInputElement>('main input[name="q"], #main-content input[name="q"]')].find(
    input => input.offsetParent !== null,
  ) ?? null;

/**
 * The app's keyboard shortcuts, listened for on the document: Ctrl+K / ⌘K opens the search palette (even from a text
 * box), "/" goes to the list's search box, "?" opens the list of shortcuts. "/" and "?" do nothing while typing or
 * while a dialog is open; Esc closes dialogs and menus (MUI's own).
 */
export const KeyboardShortcuts = () => {
  const [helpOpen, setHelpOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setHelpOpen(false);
        setSearchOpen(true);
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // An open dialog or menu (a closed one kept mounted, such as the column chooser's, is MuiModal-hidden).
      const open = [...document.querySelectorAll('.MuiDialog-root, .MuiPopover-root')].some(
        modal => !modal.classList.contains('MuiModal-hidden'),
      );
      if (open) return;
      if (event.key === '/') {
        const box = listSearchBox();
        if (!box) return;
        event.preventDefault();
        box.focus();
        box.select();
      } else if (event.key === '?') {
        event.preventDefault();
        setHelpOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <SearchPalette />
      <ShortcutsPanel open={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
};

const Key = ({ children }: { children: string }) => (
  <Box
    component="kbd"
    sx={{
      display: 'inline-block',
      minWidth: 24,
      px: 0.75,
      py: 0.25,
      mr: 0.5,
      border: 1,
      borderColor: 'divider',
      borderRadius: 0.5,
      fontFamily: 'monospace',
      fontSize: 13,
      textAlign: 'center',
      bgcolor: 'action.hover',
    }}
  >
    {children}
  </Box>
);

/** The "?" panel: every shortcut and what it does. */
const ShortcutsPanel = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const rows: [string[], string][] = [
    [[searchKeyLabel()], 'app.shortcuts.search'],
    [['/'], 'app.shortcuts.list_search'],
    [['?'], 'app.shortcuts.help'],
    [['Esc'], 'app.shortcuts.close'],
    [['↑', '↓'], 'app.shortcuts.move'],
    [['Enter'], 'app.shortcuts.choose'],
  ];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title" sx={{ pr: 6 }}>
        {translate('app.shortcuts.title')}
        <IconButton
          onClick={onClose}
          aria-label={translate('app.shortcuts.close_button')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {rows.map(([keys, label]) => (
              <TableRow key={label}>
                <TableCell sx={{ whiteSpace: 'nowrap', pl: 0 }}>
                  {keys.map(key => (
                    <Key key={key}>{key}</Key>
                  ))}
                </TableCell>
                <TableCell sx={{ pr: 0 }}>{translate(label)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('app.shortcuts.note')}
        </Typography>
      </DialogContent>
    </Dialog>
  );
};
