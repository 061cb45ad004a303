import russianPackModule from 'ra-language-russian';
import type { TranslationMessages } from 'react-admin';

import { deepMerge, onlyEnglishKeys, packMessages } from './merge';
import type { PartialRaMessages, RaMessages } from './types';

/**
 * ra-language-russian 5.4.5 is typed as `TranslationMessages`, where `guesser` is optional; it
 * ships every other react-admin 5 key (plus the obsolete `ra.navigation.prev`), so that is its type here.
 */
type RussianPack = { ra: Omit<RaMessages['ra'], 'guesser'> };

/**
 * What ra-language-russian 5.4.5 lacks (`ra.guesser.empty.*`), plus the pack strings that do not
 * fit react-admin 5.15: placeholders it leaves out or renamed (`%{recordRepresentation}` in the
 * update confirmations, `%{name}` in `no_results`, `no_filtered_results` and `delete_content`,
 * `%{field_lower_first}` in `sort_by`), plurals whose first form hard-codes "1" or hides the
 * count although Russian also uses it for 21, 31… (and `bulk_update_title` had only 2 forms), and
 * navigation labels that are now buttons ("На следующую страницу") and `validation.number`
 * ("цифрой" means "a digit").
 */
const completion = {
  ra: {
    action: {
      bulk_actions:
        'Выбран %{smart_count} элемент |||| Выбрано %{smart_count} элемента |||| Выбрано %{smart_count} элементов',
      unselect: 'Снять выделение',
    },
    page: {
      empty: 'Пока нет %{name}.',
      invite: 'Хотите добавить запись?',
    },
    message: {
      bulk_delete_content:
        'Вы уверены, что хотите удалить %{smart_count} элемент "%{name}"? |||| Вы уверены, что хотите удалить %{smart_count} элемента "%{name}"? |||| Вы уверены, что хотите удалить %{smart_count} элементов "%{name}"?',
      bulk_delete_title:
        'Удалить %{smart_count} элемент "%{name}" |||| Удалить %{smart_count} элемента "%{name}" |||| Удалить %{smart_count} элементов "%{name}"',
      bulk_update_content:
        'Вы уверены, что хотите обновить %{name} "%{recordRepresentation}"? |||| Вы уверены, что хотите обновить %{smart_count} элемента "%{name}"? |||| Вы уверены, что хотите обновить %{smart_count} элементов "%{name}"?',
      bulk_update_title:
        'Обновить %{name} "%{recordRepresentation}" |||| Обновить %{smart_count} элемента "%{name}" |||| Обновить %{smart_count} элементов "%{name}"',
      delete_content: 'Вы уверены, что хотите удалить этот элемент (%{name})?',
    },
    navigation: {
      next: 'На следующую страницу',
      no_filtered_results: 'С текущими фильтрами не найдено %{name}.',
      no_results: 'Не найдено %{name}',
      page: 'На страницу %{page}',
      previous: 'На предыдущую страницу',
    },
    sort: {
      sort_by: 'Сортировать по полю "%{field_lower_first}" в порядке %{order}',
    },
    notification: {
      deleted:
        'Удалён %{smart_count} элемент |||| Удалено %{smart_count} элемента |||| Удалено %{smart_count} элементов',
      updated:
        'Обновлён %{smart_count} элемент |||| Обновлено %{smart_count} элемента |||| Обновлено %{smart_count} элементов',
    },
    validation: {
      number: 'Должно быть числом',
    },
    guesser: {
      empty: {
        title: 'Нет данных для отображения',
        message: 'Проверьте ваш провайдер данных (dataProvider)',
      },
    },
  },
} satisfies PartialRaMessages;

/** Fails type checking when a key of `RaMessages` is neither in the pack nor in `completion`. */
const merged = deepMerge(packMessages(russianPackModule) as RussianPack, completion) satisfies RaMessages;

const russianMessages: RaMessages = onlyEnglishKeys(merged);

export default russianMessages satisfies TranslationMessages;
