import { createElement } from 'react';
import TestsIcon from '@mui/icons-material/Inventory2Outlined';

import type { ResourceDefinition } from '../types';
import { TestCreate } from './TestCreate';
import { TestList } from './TestList';
import { TestShow } from './TestShow';
import type { Test } from './types';

/** The test catalogue (SPEC §2 Tests) at its SPEC paths. */
const tests: ResourceDefinition = {
    name: 'tests',
    icon: TestsIcon,
    recordRepresentation: record => String((record as Partial<Test>).Title ?? ''),
    routes: [
        { path: '/testslist', element: createElement(TestList) },
        { path: '/createtest', element: createElement(TestCreate) },
        { path: '/TestOverview/:id', element: createElement(TestShow) },
    ],
};

export default tests;
