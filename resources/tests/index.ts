import TestsIcon from '@mui/icons-material/Inventory2Outlined';
import { createElement } from 'react';

import { lazyScreen } from '../lazyScreen';
import type { ResourceDefinition } from '../types';
import { TEST_PATHS } from './paths';
import type { Test } from './types';

/** The test catalogue (SPEC §2 Tests) at its SPEC paths. */
const tests: ResourceDefinition = {
  name: 'tests',
  icon: TestsIcon,
  recordRepresentation: record => String((record as Partial<Test>).Title ?? ''),
  routes: [
    { path: TEST_PATHS.list, element: createElement(lazyScreen(() => import('./TestList'), 'TestList')) },
    {
      path: TEST_PATHS.create,
      element: createElement(lazyScreen(() => import('./TestForms'), 'TestCreate')),
      access: 'create',
    },
    { path: TEST_PATHS.show, element: createElement(lazyScreen(() => import('./TestShow'), 'TestShow')) },
  ],
};

export default tests;
