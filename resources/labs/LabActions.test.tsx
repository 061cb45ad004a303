import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpError, ListContextProvider, memoryStore, Notification, RecordContextProvider, useList } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { labsContract } from '../../contracts/labs';
import { i18nProvider } from '../../src/i18n';
import { AdminContext, testDataProvider } from '../../tests/AdminContext';
import { LabActionButton, type LabActionName, LabBulkActionButton, rowActionsFor } from './LabActions';
import type { Lab } from './types';

const lab = { id: 'a@lab.pk', email: 'a@lab.pk', name: 'Alpha Lab', verified: false, is_active: true };

const setup = (action: LabActionName, record: Record<string, unknown> = lab, fail = false) => {
  const call = vi.fn(async (_resource: string, _action: string, { id }: { id: string }) => {
    if (fail) throw new Error('boom');
    return { data: { email: id } };
  });
  const dataProvider = testDataProvider({ action: call });
  const onDone = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider}>
      <RecordContextProvider value={record}>
        <LabActionButton action={action} onDone={onDone} />
      </RecordContextProvider>
      <Notification autoHideDuration={300} />
    </AdminContext>,
  );
  return { dataProvider, call, onDone };
};

describe('LabActionButton', () => {
  it.each([
    ['verify', 'Verify: Alpha Lab', 'Yes, Verify Lab', 'Are you sure? You wont be able to revert this!'],
    ['reject', 'Delete: Alpha Lab', 'Yes, Delete/Reject it!', /^Deleted for good: the lab, its sign-in account/],
  ] as const)("%s asks for confirmation, then runs the contract's action", async (action, button, confirm, text) => {
    const { call, onDone } = setup(action);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: confirm }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('labs', action, { id: 'a@lab.pk' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('shows the SPEC toasts: success', async () => {
    setup('verify');
    fireEvent.click(screen.getByRole('button', { name: 'Verify: Alpha Lab' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, Verify Lab' }));
    expect(await screen.findByText('Lab verified Successfully')).toBeInTheDocument();
  });

  it.each([
    ['block', { verified: true }, 'Block: Alpha Lab', 'Blocking Lab...', 'Lab Blocked Successfully'],
    ['unblock', { is_active: false }, 'Unblock: Alpha Lab', 'Unblocking Lab...', 'Lab unblocked Successfully'],
  ] as const)(
    '%s asks nothing: a toast offers Undo, and the call is sent when it closes',
    async (action, state, button, pending, done) => {
      const { call, onDone } = setup(action, { ...lab, ...state });
      fireEvent.click(screen.getByRole('button', { name: button }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByText(pending)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
      expect(call).not.toHaveBeenCalled();
      await waitFor(() => expect(call).toHaveBeenCalledWith('labs', action, { id: 'a@lab.pk' }));
      expect(await screen.findByText(done)).toBeInTheDocument();
      expect(onDone).toHaveBeenCalledWith({ done: 1, skipped: 0, failed: 0 });
    },
  );

  it('Undo sends nothing', async () => {
    const { call, onDone } = setup('block', { ...lab, verified: true });
    fireEvent.click(screen.getByRole('button', { name: 'Block: Alpha Lab' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByText('Blocking Lab...')).not.toBeInTheDocument());
    await new Promise(resolve => setTimeout(resolve, 400));
    expect(call).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the SPEC toasts: error', async () => {
    setup('block', { ...lab, verified: true }, true);
    fireEvent.click(screen.getByRole('button', { name: 'Block: Alpha Lab' }));
    expect(await screen.findByText('Error Blocking Lab: boom')).toBeInTheDocument();
  });

  it('skips a lab the action does not apply to, calls nothing and says why', async () => {
    const { call, onDone } = setup('unblock', lab);
    fireEvent.click(screen.getByRole('button', { name: 'Unblock: Alpha Lab' }));
    expect(await screen.findByText('Nothing changed: 1 skipped: already active')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalled();
  });

  it("counts the API's 409 (already in that state) as skipped, not as an error", async () => {
    const call = vi.fn(async () => {
      throw new HttpError('Lab is already verified.', 409, { detail: 'Lab is already verified.' });
    });
    render(
      <AdminContext dataProvider={testDataProvider({ action: call })}>
        <RecordContextProvider value={lab}>
          <LabActionButton action="verify" />
        </RecordContextProvider>
        <Notification />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verify: Alpha Lab' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, Verify Lab' }));
    expect(await screen.findByText('Nothing changed: 1 skipped: verified or blocked')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('cancelling calls nothing', async () => {
    const { call } = setup('reject');
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Alpha Lab' }));
    fireEvent.click(await screen.findByRole('button', { name: /cancel/i }));
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(call).not.toHaveBeenCalled();
  });

  it('does nothing for a lab without an email', () => {
    setup('verify', { ...lab, email: '' });
    expect(screen.getByRole('button', { name: 'Verify: Alpha Lab' })).toBeDisabled();
  });
});

/** The bulk bar's button over these labs, all of them checked. */
const BulkBar = ({ labs, action }: { labs: Lab[]; action: LabActionName }) => {
  const list = useList({ data: labs });
  return (
    <ListContextProvider value={{ ...list, selectedIds: labs.map(one => one.id) }}>
      <LabBulkActionButton action={action} />
    </ListContextProvider>
  );
};

const labNamed = (name: string, verified: boolean, is_active: boolean) =>
  ({ id: `${name}@lab.pk`, email: `${name}@lab.pk`, name, verified, is_active }) as unknown as Lab;
const verifiedActive = ['a', 'b', 'c', 'd', 'e'].map(name => labNamed(name, true, true));
const blocked = labNamed('x', true, false);

const setupBulk = (labs: Lab[], action: LabActionName, locale?: string) => {
  const call = vi.fn(async (_resource: string, _action: string, { id }: { id: string }) => ({ data: { email: id } }));
  render(
    <AdminContext
      dataProvider={testDataProvider({ action: call })}
      {...(locale ? { i18nProvider, store: memoryStore({ locale }) } : {})}
    >
      <BulkBar labs={labs} action={action} />
      <Notification />
    </AdminContext>,
  );
  return call;
};

describe('LabBulkActionButton: the toast with Undo counts the labs', () => {
  it('says how many labs it will block and how many it skips, before anything is sent', async () => {
    const call = setupBulk([verifiedActive[0], blocked, verifiedActive[1], verifiedActive[2]], 'block');
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocking 3 labs... (1 skipped: blocked or not verified)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('counts without a skip part when every checked lab is acted on', async () => {
    setupBulk([blocked, labNamed('y', false, false)], 'unblock');
    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Unblocking 2 labs...', { exact: true })).toBeInTheDocument();
  });

  it.each([
    ['de', '2 Labore werden gesperrt... (1 übersprungen: gesperrt oder nicht verifiziert)', 2],
    ['ru', 'Блокировка 5 лабораторий...', 5],
    ['ru', 'Блокировка 3 лабораторий...', 3],
    ['it', 'Blocco di 1 laboratorio... (1 saltato: bloccato o non verificato)', 1],
    ['es', 'Bloqueando 3 laboratorios...', 3],
  ] as const)('in %s: "%s"', async (locale, text, acting) => {
    const labs = verifiedActive.slice(0, acting);
    setupBulk(text.includes('(') ? [...labs, blocked] : labs, 'block', locale);
    // The bar's only button, whatever its label in this language.
    fireEvent.click(await screen.findByRole('button'));
    expect(await screen.findByText(text, { exact: true })).toBeInTheDocument();
  });
});

describe('rowActionsFor', () => {
  it('offers SPEC actions per list', () => {
    const pending = { verified: false, is_active: true };
    const verified = { verified: true, is_active: true };
    const blocked = { verified: true, is_active: false };
    expect(rowActionsFor(pending)).toEqual(['verify', 'reject']);
    expect(rowActionsFor(verified)).toEqual(['block', 'reject']);
    expect(rowActionsFor(blocked)).toEqual(['unblock', 'reject']);
    expect(rowActionsFor({ verified: false, is_active: false })).toEqual(['unblock', 'reject']);
  });

  it("follows the contract's `when`: the one rule of rows, bulk bar and overview", () => {
    for (const [action, declaration] of Object.entries(labsContract.actions)) {
      if (action === 'uploadLogo') continue;
      for (const verified of [true, false])
        for (const is_active of [true, false]) {
          const lab = { verified, is_active };
          const when = (declaration as { when?: Record<string, unknown> }).when ?? {};
          const applies = Object.entries(when).every(([field, value]) => lab[field as keyof typeof lab] === value);
          expect(rowActionsFor(lab).includes(action as LabActionName), `${action} on ${JSON.stringify(lab)}`).toBe(
            applies,
          );
        }
    }
  });
});
