import { useTranslate } from 'react-admin';

import { useCodeLabel } from '../generic/codeLabel';

/**
 * The readable text of audit entries outside the History screens (the lab overview's history card), in the History
 * screens' words: an action's label ("Lab verified"; a write of a resource served from its contract "<its name>
 * created|updated|deleted", resources/generic/codeLabel.ts), and the same with who did it ("Lab verified by admin@…").
 */
export const useAuditText = () => {
  const translate = useTranslate();
  const label = useCodeLabel();
  const action = (name: string) => label('history', 'actions', name);
  return {
    action,
    by: (name: string, actor: string) => translate('resources.history.by', { action: action(name), actor }),
  };
};
