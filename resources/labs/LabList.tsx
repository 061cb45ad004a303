import { LabListView } from './LabListView';

/** Labs list (/labslist): every lab (SPEC §2 Labs). */
export const LabList = () => <LabListView kind="all" />;

LabList.path = '/labslist';
