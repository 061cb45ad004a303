import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each file starts with empty storage: in the `web` project files share one jsdom (vitest.config.ts), so a language
// or a session a previous file kept must not carry over.
localStorage.clear();
sessionStorage.clear();

// Vitest runs without globals, so Testing Library cannot unmount rendered trees by itself.
afterEach(() => cleanup());

// `findBy…` and `waitFor` wait up to 5 s (Testing Library's default is 1 s): a language bundle loaded on demand or a
// lazy screen can take longer than a second to arrive on a loaded machine. A test still fails when it never appears.
configure({ asyncUtilTimeout: 5000 });
