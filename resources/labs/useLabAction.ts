import { useCallback } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';

import type { LabHubDataProvider } from '../../dataProvider';
import { useToast } from '../../src/useToast';
import type { Lab } from './types';

export type LabActionName = 'verify' | 'reject' | 'block' | 'unblock';

const N = 'resources.labs.notifications.';
const B = 'resources.labs.bulk.';

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

/** A lab to act on: its record (its state is checked first), or only its email (the server decides). */
export type LabTarget = Pick<Lab, 'email' | 'verified' | 'is_active'> | string | null | undefined;

/**
 * Whether an action changes the lab: verify an unverified lab, block an active one, unblock a blocked one; delete /
 * reject always applies. The API refuses the others with a 409 and writes no history.
 */
export const labActionApplies = (action: LabActionName, lab: Pick<Lab, 'verified' | 'is_active'>): boolean => {
    if (action === 'verify') return !lab.verified;
    if (action === 'block') return lab.is_active;
    if (action === 'unblock') return !lab.is_active;
    return true;
};

export interface LabActionOutcome {
    done: number;
    skipped: number;
    failed: number;
}

/**
 * Runs a lab action on one or more labs with SPEC §8's three toasts. Labs without an email are left out (SPEC §5
 * "acts only when the lab has an email"); labs the action does not apply to are skipped, before the call when their
 * state is known, or when the API answers 409 ("already blocked/active/verified"), and the toast says so
 * ("2 labs unblocked, 1 skipped: already active"). `onDone` runs after success or failure (the list reloads).
 */
export const useLabAction = () => {
    const dataProvider = useDataProvider<LabHubDataProvider>();
    const toast = useToast();
    const notify = useNotify();
    const translate = useTranslate();
    return useCallback(
        async (action: LabActionName, labs: LabTarget[], onDone?: (outcome: LabActionOutcome) => void): Promise<LabActionOutcome | undefined> => {
            const withEmail = labs.filter(lab => (typeof lab === 'string' ? lab.length > 0 : !!lab?.email));
            if (!withEmail.length) return undefined;
            const toRun = withEmail.filter(lab => typeof lab === 'string' || labActionApplies(action, lab!));
            let skipped = withEmail.length - toRun.length;
            const messages = LAB_ACTION_TOASTS[action];
            let failure: unknown;
            let done = 0;
            let failed = 0;
            if (toRun.length) {
                toast.progress(messages.progress);
                const emails = toRun.map(lab => (typeof lab === 'string' ? lab : lab!.email));
                const results = await Promise.allSettled(emails.map(email => dataProvider[METHOD[action]](email)));
                for (const result of results) {
                    if (result.status === 'fulfilled') done++;
                    else if (result.reason instanceof HttpError && result.reason.status === 409 && action !== 'reject') skipped++;
                    else {
                        failed++;
                        failure ??= result.reason;
                    }
                }
            }
            if (failed) toast.error(messages.error, undefined, failure);
            else if (!skipped) toast.success(messages.success);
            else {
                const skippedText = translate(`${B}skipped_${action}`, { smart_count: skipped });
                if (done) toast.success(`${B}summary`, { done: translate(`${B}done_${action}`, { smart_count: done }), skipped: skippedText });
                else notify(`${B}nothing`, { type: 'warning', messageArgs: { skipped: skippedText } });
            }
            const outcome = { done, skipped, failed };
            onDone?.(outcome);
            return outcome;
        },
        [dataProvider, toast, notify, translate],
    );
};
