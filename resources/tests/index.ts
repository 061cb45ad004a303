import { createElement } from 'react';
import TestsIcon from '@mui/icons-material/Inventory2Outlined';

import { lazyScreen } from '../lazyScreen';
import type { ResourceDefinition } from '../types';
import type { Test } from './types';

const TestCreate = lazyScreen(() => import('./TestCreate'), 'TestCreate');
const TestList = lazyScreen(() => import('./TestList'), 'TestList');
const TestShow = lazyScreen(() => import('./TestShow'), 'TestShow');

/** The test catalogue (SPEC §2 Tests) at its SPEC paths. */
const tests: ResourceDefinition = {
    name: 'tests',
    icon: TestsIcon,
    recordRepresentation: record => String((record as Partial<Test>).Title ?? ''),
    routes: [
        { path: '/testslist', element: createElement(TestList) },
        { path: '/createtest', element: createElement(TestCreate), access: 'create' },
        { path: '/TestOverview/:id', element: createElement(TestShow) },
    ],
};

export default tests;
