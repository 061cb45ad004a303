import { useTranslate } from 'react-admin';

/** A write of a resource drawn from its contract (server/repos/stored.ts): `<resource>.create|update|delete`. */
const STORED_WRITE = /^(\w+)\.(create|update|delete)$/;

/**
 * The label of a `labelled` field's code (contracts/fields.ts) in the chosen language: `resources.<name>.<group>.<code>`
 * ("Lab verified" for `lab.verify`); a write of a resource drawn from its contract, which has no label of its own, as
 * `resources.<name>.writes.<verb>` with that resource's singular name ("Announcement created"); else the code.
 */
export const useCodeLabel = () => {
  const translate = useTranslate();
  return (resource: string, group: string, code: string) => {
    const [, target, verb] = STORED_WRITE.exec(code) ?? [];
    const noun = target ? translate(`resources.${target}.name`, { smart_count: 1, _: '' }) : '';
    const written = noun ? translate(`resources.${resource}.writes.${verb}`, { name: noun, _: '' }) : '';
    return translate(`resources.${resource}.${group}.${code}`, { _: written || code });
  };
};
