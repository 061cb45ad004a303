/**
 * The lab actions (verify, delete/reject, block, unblock) that the lab lists' rows, their bulk toolbar and the lab
 * overview offer. Verify and delete cannot be taken back from the app: they ask SPEC's confirmation first and show
 * SPEC §8's toasts. Block and unblock can: they apply at once with a toast offering Undo, and the call is sent when
 * it closes (useUndoableLabAction.ts). An action is the contract's own (contracts/labs.ts `actions`), run by the data
 * provider's `action` verb.
 */
import BlockIcon from '@mui/icons-material/BlockOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, Button as MuiButton, Stack, Tooltip } from '@mui/material';
import { type MouseEvent, type ReactNode, useCallback, useState } from 'react';
import {
  Button,
  Confirm,
  HttpError,
  IconButtonWithTooltip,
  useDataProvider,
  useListContext,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';

import { actionApplies } from '../../contracts/defineResource';
import { labsContract } from '../../contracts/labs';
import type { LabHubDataProvider } from '../../dataProvider';
import { useToast } from '../../lib/useToast';
import { type Lab, type LabListKind } from './types';
import {
  type LabActionOutcome,
  type LabTarget,
  type UndoableLabAction,
  useLabOutcomeToast,
  useUndoableLabAction,
} from './useUndoableLabAction';

export type LabActionName = 'verify' | 'reject' | 'block' | 'unblock';

const L = 'resources.labs.';

/**
 * Each action's wording and look: `word` names its label, confirmation title and button (`actions.<word>`,
 * `confirm.<word>_title`, `confirm.bulk_<word>_title`, `confirm.yes_<word>`), `doing`/`done` its toasts
 * (`notifications.<doing>`, `notifications.<done>`, `notifications.<action>_error`).
 */
const ACTIONS = {
  verify: {
    word: 'verify',
    doing: 'verifying',
    warning: 'warning',
    color: 'success',
    Icon: VerifiedIcon,
  },
  reject: {
    word: 'delete',
    doing: 'rejecting',
    warning: 'warning',
    color: 'error',
    Icon: DeleteIcon,
  },
  block: { word: 'block', color: 'warning', Icon: BlockIcon },
  unblock: { word: 'unblock', color: 'primary', Icon: LockOpenIcon },
} as const satisfies Record<LabActionName, object>;

type ConfirmedAction = Exclude<LabActionName, UndoableLabAction>;
const isUndoable = (action: LabActionName): action is UndoableLabAction => action === 'block' || action === 'unblock';

const labelOf = (action: LabActionName) => `${L}actions.${ACTIONS[action].word}`;

/** The lab actions in the order rows and the lab overview show them. */
const LAB_ACTIONS: readonly LabActionName[] = ['verify', 'block', 'unblock', 'reject'];

/**
 * Whether an action applies to a lab: its contract's `when` (contracts/labs.ts), the rule the server's 409 follows
 * too. Verify a pending lab, block a verified active one, unblock a blocked one; delete / reject any.
 */
const labActionApplies = (action: LabActionName, lab: Pick<Lab, 'verified' | 'is_active'>): boolean =>
  actionApplies(labsContract.actions[action], lab);

/**
 * The actions a lab's row and its overview offer: those that apply to it (SPEC §2 Labs: pending verify + delete,
 * verified block + delete, blocked unblock + delete).
 */
export const rowActionsFor = (lab: Pick<Lab, 'verified' | 'is_active'>): LabActionName[] =>
  LAB_ACTIONS.filter(action => labActionApplies(action, lab));

/** A sample lab of each list, to find the actions that can apply to some lab of it. */
const LIST_SAMPLES: Record<LabListKind, Pick<Lab, 'verified' | 'is_active'>[]> = {
  all: [
    { verified: false, is_active: true },
    { verified: true, is_active: true },
    { verified: false, is_active: false },
    { verified: true, is_active: false },
  ],
  pending: [{ verified: false, is_active: true }],
  verified: [{ verified: true, is_active: true }],
  blocked: [
    { verified: false, is_active: false },
    { verified: true, is_active: false },
  ],
};

/** Which actions a list's bulk toolbar offers: those that apply to some lab the list can hold. */
export const bulkActionsOf = (kind: LabListKind): LabActionName[] =>
  LAB_ACTIONS.filter(action => LIST_SAMPLES[kind].some(lab => labActionApplies(action, lab)));

/**
 * Runs verify or reject on one or more labs with SPEC §8's three toasts. Labs without an email are left out (SPEC §5
 * "acts only when the lab has an email"); labs the action does not apply to are skipped, before the call when their
 * state is known, or when the API answers 409 ("already blocked/active/verified"), and the toast says so
 * ("2 labs unblocked, 1 skipped: already active"). `onDone` runs after success or failure (the list reloads).
 */
const useLabAction = () => {
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const toast = useToast();
  const report = useLabOutcomeToast();
  return useCallback(
    async (
      action: ConfirmedAction,
      labs: LabTarget[],
      onDone?: (outcome: LabActionOutcome) => void,
    ): Promise<LabActionOutcome | undefined> => {
      const withEmail = labs.filter(lab => (typeof lab === 'string' ? lab.length > 0 : !!lab?.email));
      if (!withEmail.length) return undefined;
      const toRun = withEmail.filter(lab => typeof lab === 'string' || labActionApplies(action, lab!));
      const outcome: LabActionOutcome = { done: 0, skipped: withEmail.length - toRun.length, failed: 0 };
      const { doing } = ACTIONS[action];
      let failure: unknown;
      if (toRun.length) {
        toast.progress(`${L}notifications.${doing}`);
        const emails = toRun.map(lab => (typeof lab === 'string' ? lab : lab!.email));
        const results = await Promise.allSettled(
          emails.map(email => dataProvider.action('labs', action, { id: email })),
        );
        for (const result of results) {
          if (result.status === 'fulfilled') outcome.done++;
          else if (result.reason instanceof HttpError && result.reason.status === 409 && action !== 'reject')
            outcome.skipped++;
          else {
            outcome.failed++;
            failure ??= result.reason;
          }
        }
      }
      report(action, outcome, failure);
      onDone?.(outcome);
      return outcome;
    },
    [dataProvider, toast, report],
  );
};

/** SPEC's sentence, and for delete what it deletes (the lab's records go with it: server/db/schema.ts cascades). */
const ConfirmText = ({ action, children }: { action: ConfirmedAction; children?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {translate(`${L}confirm.${ACTIONS[action].warning}`)}
      </Box>
      {action === 'reject' && (
        <Box component="span" sx={{ display: 'block', mt: 1 }}>
          {translate(`${L}confirm.delete_loses`)}
        </Box>
      )}
      {children}
    </>
  );
};

/** SPEC's confirmation of verify or reject, for one lab (`title`: its name) or the checked rows (`bulk`: their count). */
const LabActionConfirm = ({
  action,
  open,
  busy = false,
  bulk = false,
  titleArgs,
  content,
  onClose,
  onConfirm,
}: {
  action: ConfirmedAction;
  open: boolean;
  busy?: boolean;
  bulk?: boolean;
  titleArgs: Record<string, unknown>;
  /** Instead of the action's warning (a bulk action adds the labs it will skip). */
  content?: ReactNode;
  onClose: () => void;
  /** Runs the action; it reports its own outcome (toasts), so nothing waits for it. */
  onConfirm: () => Promise<void>;
}) => {
  const { word } = ACTIONS[action];
  return (
    <Confirm
      isOpen={open}
      loading={busy}
      title={`${L}confirm.${bulk ? `bulk_${word}` : word}_title`}
      translateOptions={titleArgs}
      content={content ?? <ConfirmText action={action} />}
      confirm={`${L}confirm.yes_${word}`}
      confirmColor={action === 'reject' ? 'warning' : 'primary'}
      onClose={onClose}
      onConfirm={() => void onConfirm()}
    />
  );
};

/**
 * One lab action on the record in context: verify and delete behind SPEC's confirmation, block and unblock at once
 * with Undo. Acts only when the lab has an email; `onDone` runs after the call (the list reloads). `text` shows a
 * labelled button (the lab overview) instead of the rows' icon.
 */
export const LabActionButton = ({
  action,
  onDone,
  text = false,
}: {
  action: LabActionName;
  onDone?: (outcome: LabActionOutcome) => void;
  text?: boolean;
}) => {
  const record = useRecordContext<Lab>();
  const translate = useTranslate();
  const run = useLabAction();
  const runUndoable = useUndoableLabAction();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const { color, Icon } = ACTIONS[action];
  const shared = {
    color,
    'aria-label': `${translate(labelOf(action))}: ${record.name}`,
    disabled: !record.email || busy,
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      if (isUndoable(action)) runUndoable(action, [record], onDone);
      else setOpen(true);
    },
  } as const;
  return (
    <>
      {text ? (
        <MuiButton
          variant={action === 'reject' ? 'outlined' : 'contained'}
          startIcon={<Icon fontSize="small" />}
          {...shared}
        >
          {translate(labelOf(action))}
        </MuiButton>
      ) : (
        <IconButtonWithTooltip label={labelOf(action)} size="small" {...shared}>
          <Icon fontSize="small" />
        </IconButtonWithTooltip>
      )}
      {!isUndoable(action) && (
        <LabActionConfirm
          action={action}
          open={open}
          busy={busy}
          titleArgs={{ name: record.name }}
          onClose={() => setOpen(false)}
          onConfirm={async () => {
            setOpen(false);
            setBusy(true);
            try {
              await run(action, [record], onDone);
            } finally {
              setBusy(false);
            }
          }}
        />
      )}
    </>
  );
};

/**
 * A bulk action on the checked labs (their ids are their emails): verify and delete behind the same confirmation as
 * a row action, which counts the labs it will act on and those it will skip; block and unblock at once with Undo,
 * the toast counting both. Disabled, saying why, when it applies to none of them; the checked rows' records go
 * along, so the skipped ones are counted.
 */
export const LabBulkActionButton = ({ action }: { action: LabActionName }) => {
  const { selectedIds, data, onUnselectItems, setPage } = useListContext<Lab>();
  const refresh = useRefresh();
  const translate = useTranslate();
  const run = useLabAction();
  const runUndoable = useUndoableLabAction();
  const [open, setOpen] = useState(false);
  const { Icon } = ACTIONS[action];
  const targets: LabTarget[] = selectedIds.map(id => data?.find(lab => lab.id === id) ?? String(id));
  const applying = targets.filter(lab => typeof lab === 'string' || labActionApplies(action, lab!)).length;
  const skipping = targets.length - applying;
  const button = (
    <Button
      // Named also when disabled on a phone, where react-admin draws it as an icon alone.
      aria-label={translate(labelOf(action))}
      label={labelOf(action)}
      color={action === 'reject' ? 'error' : 'primary'}
      disabled={applying === 0}
      onClick={() => {
        if (!isUndoable(action)) return setOpen(true);
        onUnselectItems();
        runUndoable(action, targets);
      }}
    >
      <Icon fontSize="small" />
    </Button>
  );
  return (
    <>
      {applying === 0 ? (
        <Tooltip title={translate(`${L}bulk.none_${action}`)} describeChild>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {!isUndoable(action) && (
        <LabActionConfirm
          action={action}
          open={open}
          bulk
          titleArgs={{ smart_count: applying }}
          content={
            skipping ? (
              <ConfirmText action={action}>
                <Box component="span" sx={{ display: 'block', mt: 1 }} data-testid="bulk-skip-notice">
                  {translate(`${L}bulk.will_skip_${action}`, { smart_count: skipping })}
                </Box>
              </ConfirmText>
            ) : undefined
          }
          onClose={() => setOpen(false)}
          onConfirm={async () => {
            setOpen(false);
            await run(action, targets, () => {
              onUnselectItems();
              setPage(1);
              refresh();
            });
          }}
        />
      )}
    </>
  );
};

/**
 * The row's action icons. After verify or delete the list goes back to page 1 and reloads, so the lab leaves it at
 * once; block and unblock take the lab out of the list in place (the query cache), and it reloads after the call.
 */
export const LabRowActions = (_props: { label?: string }) => {
  const record = useRecordContext<Lab>();
  const { setPage } = useListContext();
  const refresh = useRefresh();
  if (!record) return null;
  const onDone = () => {
    setPage(1);
    refresh();
  };
  return (
    <Stack direction="row" spacing={0.5}>
      {rowActionsFor(record).map(action => (
        <LabActionButton key={action} action={action} onDone={isUndoable(action) ? undefined : onDone} />
      ))}
    </Stack>
  );
};
