import type { LabActionName } from './useLabAction';

const C = 'resources.labs.confirm.';

/** The confirmation of each lab action (SPEC §4, §8): dialog text and confirm button. */
export const LAB_ACTION_CONFIRM: Record<LabActionName, { title: string; bulkTitle: string; content: string; confirm: string; label: string }> = {
    verify: { title: `${C}verify_title`, bulkTitle: `${C}bulk_verify_title`, content: `${C}warning`, confirm: `${C}yes_verify`, label: 'resources.labs.actions.verify' },
    reject: { title: `${C}delete_title`, bulkTitle: `${C}bulk_delete_title`, content: `${C}warning`, confirm: `${C}yes_delete`, label: 'resources.labs.actions.delete' },
    block: { title: `${C}block_title`, bulkTitle: `${C}bulk_block_title`, content: `${C}block_text`, confirm: `${C}yes_block`, label: 'resources.labs.actions.block' },
    unblock: { title: `${C}unblock_title`, bulkTitle: `${C}bulk_unblock_title`, content: `${C}unblock_text`, confirm: `${C}yes_unblock`, label: 'resources.labs.actions.unblock' },
};
