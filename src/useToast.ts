import { createElement, useMemo } from 'react';
import { useNotify } from 'react-admin';

import { TOAST_SUCCESS_DURATION_MS } from './config';
import { ProgressToast } from './ProgressToast';

type MessageArgs = Record<string, unknown>;

/**
 * SPEC §8 progress / success / error toasts; messages are translation keys. A progress toast gives way to the
 * next toast as soon as it is queued.
 */
export const useToast = () => {
    const notify = useNotify();
    return useMemo(
        () => ({
            progress: (message: string, messageArgs?: MessageArgs) =>
                notify(createElement(ProgressToast, { message, messageArgs }), { type: 'info' }),
            success: (message: string, messageArgs?: MessageArgs) =>
                notify(message, { type: 'success', messageArgs, autoHideDuration: TOAST_SUCCESS_DURATION_MS }),
            error: (message: string, messageArgs?: MessageArgs) => notify(message, { type: 'error', messageArgs }),
        }),
        [notify],
    );
};
