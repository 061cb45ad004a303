import { useCallback, useRef } from 'react';
import { Notification, TakeUndoableMutationContext, type UndoableMutation, useTakeUndoableMutation } from 'react-admin';

import { TOAST_DURATION_MS } from '../../lib/config';

/**
 * The undoable-mutation queue as react-admin's Notification takes from it, one mutation per toast: Notification takes
 * one when Undo is clicked and takes again when the toast has closed, which would send the next queued action (whose
 * own toast has not shown yet). After an Undo, the closing toast's take gets nothing.
 */
const useTakeOneMutationPerToast = () => {
  const take = useTakeUndoableMutation();
  const undone = useRef(false);
  return useCallback((): UndoableMutation | void => {
    if (undone.current) {
      undone.current = false;
      return undefined;
    }
    const mutation = take();
    if (!mutation) return undefined;
    return params => {
      if (params.isUndo) undone.current = true;
      mutation(params);
    };
  }, [take]);
};

/**
 * Toasts at top centre, 5 s by default (SPEC §9); success toasts pass 3 s themselves (see useToast). A click elsewhere
 * on the page does not close a toast (MUI's click-away is off): an undoable action's toast keeps its Undo for its whole
 * time instead of sending the action at the next click. Escape still closes it.
 */
export const AppNotification = () => (
  <TakeUndoableMutationContext.Provider value={useTakeOneMutationPerToast()}>
    <Notification
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={TOAST_DURATION_MS}
      slotProps={{ clickAwayListener: { mouseEvent: false, touchEvent: false } }}
    />
  </TakeUndoableMutationContext.Provider>
);
