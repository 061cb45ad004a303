import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';

import type { LabHubDataProvider } from '../../dataProvider';
import { useToast } from '../../src/useToast';

export type LabActionName = 'verify' | 'reject' | 'block' | 'unblock';

const N = 'resources.labs.notifications.';

/** SPEC §8: progress / success / error toast of each lab action. */
export const LAB_ACTION_TOASTS: Record<LabActionName, { progress: string; success: string; error: string }> = {
    verify: { progress: `${N}verifying`, success: `${N}verified`, error: `${N}verify_error` },
    reject: { progress: `${N}rejecting`, success: `${N}rejected`, error: `${N}reject_error` },
    block: { progress: `${N}blocking`, success: `${N}blocked`, error: `${N}block_error` },
    unblock: { progress: `${N}unblocking`, success: `${N}unblocked`, error: `${N}unblock_error` },
};

const METHOD: Record<LabActionName, 'verifyLab' | 'rejectLab' | 'blockLab' | 'unblockLab'> = {
    verify: 'verifyLab',
    reject: 'rejectLab',
    block: 'blockLab',
    unblock: 'unblockLab',
};

/**
 * Runs a lab action on one or more labs (by email) with SPEC §8's three toasts. Labs without an email are skipped
 * (SPEC §5 "acts only when the lab has an email"); `onDone` runs after success or failure (the list reloads).
 * Resolves to whether every call succeeded.
 */
export const useLabAction = () => {
    const dataProvider = useDataProvider<LabHubDataProvider>();
    const toast = useToast();
    return useCallback(
        async (action: LabActionName, emails: (string | null | undefined)[], onDone?: () => void): Promise<boolean> => {
            const targets = emails.filter((email): email is string => typeof email === 'string' && email.length > 0);
            if (!targets.length) return false;
            const messages = LAB_ACTION_TOASTS[action];
            toast.progress(messages.progress);
            const results = await Promise.allSettled(targets.map(email => dataProvider[METHOD[action]](email)));
            const ok = results.every(result => result.status === 'fulfilled');
            if (ok) toast.success(messages.success);
            else toast.error(messages.error, undefined, results.find(result => result.status === 'rejected')?.reason);
            onDone?.();
            return ok;
        },
        [dataProvider, toast],
    );
};
