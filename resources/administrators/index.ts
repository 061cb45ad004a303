import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';

import { defineScreens, lazyScreen } from '../lazyScreen';

/** The administrators' accounts (contracts/administrators.ts) at `/administrators`, with a menu entry for administrators. */
export default defineScreens({
  name: 'administrators',
  icon: AdminIcon,
  recordRepresentation: 'email',
  menu: '/administrators',
  screens: { '/administrators': lazyScreen(() => import('./AdministratorList'), 'AdministratorList') },
});
