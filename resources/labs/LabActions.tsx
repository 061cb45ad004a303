/**
 * The lab actions (verify, delete/reject, block, unblock) that the lab lists' rows, their bulk toolbar and the lab
 * overview offer, each behind SPEC's confirmation with SPEC §8's toasts. An action is the contract's own
 * (contracts/labs.ts `actions`), run by the data provider's `action` verb.
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
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';

import { actionApplies } from '../../contracts/defineResource';
import { labsContract } from '../../contracts/labs';
import type { LabHubDataProvider } from '../../dataProvider';
import { useToast } from '../../lib/useToast';
import { type Lab, type LabListKind } from './types';

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
    done: 'verified',
    warning: 'warning',
    color: 'success',
    Icon: VerifiedIcon,
  },
  reject: {
    word: 'delete',
    doing: 'rejecting',
    done: 'rejected',
    warning: 'warning',
    color: 'error',
    Icon: DeleteIcon,
  },
  block: {
    word: 'block',
    doing: 'blocking',
    done: 'blocked',
    warning: 'block_text',
    color: 'warning',
    Icon: BlockIcon,
  },
  unblock: {
    word: 'unblock',
    doing: 'unblocking',
    done: 'unblocked',
    warning: 'unblock_text',
    color: 'primary',
    Icon: LockOpenIcon,
  },
} as const satisfies Record<LabActionName, object>;

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

/** A lab to act on: its record (its state is checked first), or only its email (the server decides). */
type LabTarget = Pick<Lab, 'email' | 'verified' | 'is_active'> | string | null | undefined;

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
const useLabAction = () => {
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const toast = useToast();
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    async (
      action: LabActionName,
      labs: LabTarget[],
      onDone?: (outcome: LabActionOutcome) => void,
    ): Promise<LabActionOutcome | undefined> => {
      const withEmail = labs.filter(lab => (typeof lab === 'string' ? lab.length > 0 : !!lab?.email));
      if (!withEmail.length) return undefined;
      const toRun = withEmail.filter(lab => typeof lab === 'string' || labActionApplies(action, lab!));
      const outcome: LabActionOutcome = { done: 0, skipped: withEmail.length - toRun.length, failed: 0 };
      const { doing, done } = ACTIONS[action];
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
      const B = `${L}bulk.`;
      if (outcome.failed) toast.error(`${L}notifications.${action}_error`, undefined, failure);
      else if (!outcome.skipped) toast.success(`${L}notifications.${done}`);
      else {
        const skipped = translate(`${B}skipped_${action}`, { smart_count: outcome.skipped });
        if (outcome.done)
          toast.success(`${B}summary`, {
            done: translate(`${B}done_${action}`, { smart_count: outcome.done }),
            skipped,
          });
        else notify(`${B}nothing`, { type: 'warning', messageArgs: { skipped } });
      }
      onDone?.(outcome);
      return outcome;
    },
    [dataProvider, toast, notify, translate],
  );
};

/** SPEC's confirmation of an action, for one lab (`title`: its name) or the checked rows (`bulk`: their count). */
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
  action: LabActionName;
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
  const { word, warning } = ACTIONS[action];
  return (
    <Confirm
      isOpen={open}
      loading={busy}
      title={`${L}confirm.${bulk ? `bulk_${word}` : word}_title`}
      translateOptions={titleArgs}
      content={content ?? `${L}confirm.${warning}`}
      confirm={`${L}confirm.yes_${word}`}
      confirmColor={action === 'reject' || action === 'block' ? 'warning' : 'primary'}
      onClose={onClose}
      onConfirm={() => void onConfirm()}
    />
  );
};

/**
 * One lab action on the record in context, behind SPEC's confirmation. Acts only when the lab has an email; `onDone`
 * reloads the list so the lab leaves it at once. `text` shows a labelled button (the lab overview) instead of the
 * rows' icon.
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
      setOpen(true);
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
    </>
  );
};

/**
 * A bulk action on the checked labs (their ids are their emails), behind the same confirmation as a row action, which
 * counts the labs it will act on and those it will skip. Disabled, saying why, when it applies to none of them; the
 * checked rows' records go along, so the skipped ones are counted in the toast.
 */
export const LabBulkActionButton = ({ action }: { action: LabActionName }) => {
  const { selectedIds, data, onUnselectItems, setPage } = useListContext<Lab>();
  const refresh = useRefresh();
  const translate = useTranslate();
  const run = useLabAction();
  const [open, setOpen] = useState(false);
  const { Icon, warning } = ACTIONS[action];
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
      onClick={() => setOpen(true)}
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
      <LabActionConfirm
        action={action}
        open={open}
        bulk
        titleArgs={{ smart_count: applying }}
        content={
          skipping ? (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {translate(`${L}confirm.${warning}`)}
              </Box>
              <Box component="span" sx={{ display: 'block', mt: 1 }} data-testid="bulk-skip-notice">
                {translate(`${L}bulk.will_skip_${action}`, { smart_count: skipping })}
              </Box>
            </>
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
    </>
  );
};

/** The row's action icons; after an action the list goes back to page 1 and reloads, so the lab leaves it at once. */
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
        <LabActionButton key={action} action={action} onDone={onDone} />
      ))}
    </Stack>
  );
};
