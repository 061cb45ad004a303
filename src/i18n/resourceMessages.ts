import { resources } from '../../resources';
import type { LocaleCode } from './locales';

/**
 * `{resources: {<name>: messages}}` of the resources that bring their own messages (ResourceDefinition.messages), in
 * one language: merged into every language's bundle, so a new resource needs no edit here or in src/i18n/<lang>.ts.
 */
export const resourceMessages = (locale: LocaleCode) => ({
    resources: Object.fromEntries(resources.flatMap(r => (r.messages ? [[r.name, r.messages[locale]]] : []))),
});
