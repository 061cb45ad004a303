import { LabListView } from './LabListView';

/** Blocked Labs (/blockedlabs): unblock (SPEC §2 Labs). */
export const BlockedLabList = () => <LabListView kind="blocked" />;

BlockedLabList.path = '/blockedlabs';
