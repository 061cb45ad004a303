import { LabListView } from './LabListView';

/** Verified labs (/verifiedlabs): block or delete (SPEC §2 Labs). */
export const VerifiedLabList = () => <LabListView kind="verified" />;

VerifiedLabList.path = '/verifiedlabs';
