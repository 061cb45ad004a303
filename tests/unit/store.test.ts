import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { preferenceKeepingStore } from '../../authProvider/store';

describe('preferenceKeepingStore', () => {
  it('keeps the language and the layout settings when react-admin resets the store on logout', () => {
    const store = preferenceKeepingStore(memoryStore());
    store.setup();
    store.setItem('locale', 'de');
    store.setItem('layout.type', 'horizontal');
    store.setItem('sidebar.open', false);
    store.setItem('labs.listParams', { page: 3 });

    store.reset();

    expect(store.getItem('locale')).toBe('de');
    expect(store.getItem('layout.type')).toBe('horizontal');
    expect(store.getItem('sidebar.open')).toBe(false);
    expect(store.getItem('labs.listParams')).toBeUndefined();
  });
});
