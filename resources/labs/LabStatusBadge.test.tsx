import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminContext } from '../../tests/AdminContext';
import { LabStatusBadge } from './LabStatusBadge';
import { rowActionsFor } from './LabRowActions';

describe('LabStatusBadge', () => {
    it.each([
        [{ verified: true, is_active: true }, 'Verified'],
        [{ verified: false, is_active: true }, 'Pending'],
        [{ verified: true, is_active: false }, 'Blocked'],
        [{ verified: false, is_active: false }, 'Blocked'],
    ])('%o reads %s', async (record, label) => {
        render(
            <AdminContext>
                <LabStatusBadge record={record} />
            </AdminContext>,
        );
        expect(await screen.findByText(label)).toBeInTheDocument();
    });
});

describe('rowActionsFor', () => {
    it('offers SPEC actions per list', () => {
        const pending = { verified: false, is_active: true };
        const verified = { verified: true, is_active: true };
        const blocked = { verified: true, is_active: false };
        expect(rowActionsFor('pending', pending)).toEqual(['verify', 'reject']);
        expect(rowActionsFor('verified', verified)).toEqual(['block', 'reject']);
        expect(rowActionsFor('blocked', blocked)).toEqual(['unblock']);
        expect(rowActionsFor('all', pending)).toEqual(['verify', 'reject']);
        expect(rowActionsFor('all', verified)).toEqual(['block', 'reject']);
        expect(rowActionsFor('all', blocked)).toEqual(['unblock']);
    });
});
