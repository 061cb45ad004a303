import { type MouseEvent, useId, useState } from 'react';

/**
 * The state of a button that opens a menu or popover anchored to it: the props for the button (ARIA popup
 * attributes and the click that opens) and for the MUI Menu/Popover (id, anchor, open, close). `onClose` runs
 * whenever the menu closes (e.g. to reset a sub-view).
 */
export const useMenuAnchor = (onClose?: () => void) => {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const close = () => {
    setAnchor(null);
    onClose?.();
  };
  return {
    close,
    buttonProps: {
      'aria-haspopup': 'true' as const,
      'aria-controls': open ? menuId : undefined,
      'aria-expanded': open,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: { id: menuId, anchorEl: anchor, open, onClose: close },
  };
};
