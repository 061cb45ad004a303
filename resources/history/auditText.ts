import { useTranslate } from 'react-admin';

import type { AuditedEntity } from '../../contracts/history';

const H = 'resources.history.';

/** The i18n key of an audit action's label (`lab.verify` → `resources.history.actions.lab.verify`). */
export const actionKey = (action: string) => `${H}actions.${action}`;

/** A write of a resource served from its contract (server/repos/stored.ts): `<resource>.create|update|delete`. */
const STORED_WRITE = /^(\w+)\.(create|update|delete)$/;

/**
 * The readable text of audit entries, one source for the History screens and the lab overview's history card: an
 * action's label ("Lab verified"; a write of a resource served from its contract, which has no label of its own,
 * "<its name> created|updated|deleted"), the same with who did it ("Lab verified by admin@…"), a detail field's label.
 */
export const useAuditText = () => {
  const translate = useTranslate();
  /** A stored write's label from its resource's singular name ("Announcement created"), or the action as written. */
  const storedWrite = (name: string) => {
    const [, resource, verb] = STORED_WRITE.exec(name) ?? [];
    const noun = resource ? translate(`resources.${resource}.name`, { smart_count: 1, _: '' }) : '';
    return noun ? translate(`${H}writes.${verb}`, { name: noun }) : name;
  };
  const action = (name: string) => translate(actionKey(name), { _: storedWrite(name) });
  return {
    action,
    by: (name: string, actor: string) => translate(`${H}by`, { action: action(name), actor }),
    /** A detail's label: the record's own field label where its resource has one, else the log's, else the name. */
    field: (entity: string, field: string) =>
      translate(`resources.${(RESOURCE_OF as Partial<Record<string, string>>)[entity] ?? entity}.fields.${field}`, {
        _: translate(`${H}facts.${field}`, { _: field }),
      }),
  };
};

/** The react-admin resource whose field labels name an entity's changed fields. */
const RESOURCE_OF: Record<AuditedEntity, string> = {
  lab: 'labs',
  staff: 'staff',
  test: 'tests',
  order: 'payables',
  complaint: 'complaints',
  review: 'reviews',
  financialAid: 'financialAid',
  user: 'user',
};
