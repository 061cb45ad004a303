import { LabListView } from './LabListView';

/** Pending verifications (/pendingverifications): verify or delete/reject (SPEC §2 Labs). */
export const PendingLabList = () => <LabListView kind="pending" />;

PendingLabList.path = '/pendingverifications';
