import { useSyncExternalStore } from 'react';

/**
 * Whether the right settings panel is open (SPEC §3 `showRightSidebar`: toggle, show, hide). Kept outside React so
 * it survives the switch between the vertical and horizontal layouts, which remounts the top bar; not persisted,
 * so a reload starts with the panel closed.
 */
let open = false;
const listeners = new Set<() => void>();

export const setRightPanelOpen = (value: boolean) => {
  open = value;
  listeners.forEach(listener => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useRightPanelOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
