import germanPack from 'ra-language-german';
import type { TranslationMessages } from 'react-admin';

import { deepMerge, onlyEnglishKeys, packMessages } from './merge';
import type { PartialRaMessages, RaMessages } from './types';

/**
 * What ra-language-german 3.13.5 (written for react-admin 3) lacks for react-admin 5, plus the
 * pack strings that no longer fit: placeholders renamed since (`%{id}` is now
 * `%{recordRepresentation}`, `%{name}` is now passed to `no_results` and `delete_content`), keys
 * whose meaning changed (`navigation.next` is now the label of a button that goes to the next page),
 * Swiss spellings ("schliessen", "ausserhalb") and a few unidiomatic strings.
 */
const completion = {
  ra: {
    action: {
      add: 'Hinzufügen',
      clear_array_input: 'Liste leeren',
      clone: 'Duplizieren',
      close: 'Schließen',
      close_menu: 'Menü schließen',
      create_item: '%{item} erstellen',
      expand: 'Aufklappen',
      move_down: 'Nach unten verschieben',
      move_up: 'Nach oben verschieben',
      open: 'Öffnen',
      open_menu: 'Menü öffnen',
      remove_all_filters: 'Alle Filter entfernen',
      reset: 'Zurücksetzen',
      search_columns: 'Spalten durchsuchen',
      select_all: 'Alle auswählen',
      select_all_button: 'Alle auswählen',
      select_columns: 'Spalten',
      select_row: 'Diese Zeile auswählen',
      toggle_theme: 'Hell-/Dunkelmodus umschalten',
      undo: 'Rückgängig',
      update: 'Aktualisieren',
      update_application: 'Anwendung neu laden',
    },
    page: {
      access_denied: 'Zugriff verweigert',
      authentication_error: 'Authentifizierungsfehler',
      edit: '%{name} %{recordRepresentation}',
      empty: 'Noch keine %{name} vorhanden.',
      error: 'Etwas ist schiefgelaufen',
      invite: 'Möchten Sie einen Eintrag hinzufügen?',
      loading: 'Wird geladen',
      show: '%{name} %{recordRepresentation}',
    },
    message: {
      access_denied: 'Sie haben nicht die nötigen Berechtigungen, um diese Seite aufzurufen',
      auth_error: 'Beim Überprüfen des Authentifizierungstokens ist ein Fehler aufgetreten.',
      authentication_error:
        'Der Authentifizierungsserver hat einen Fehler gemeldet, Ihre Anmeldedaten konnten nicht überprüft werden.',
      bulk_delete_content:
        'Möchten Sie diesen Eintrag (%{name}) wirklich löschen? |||| Möchten Sie diese %{smart_count} Elemente wirklich löschen?',
      bulk_delete_title: '%{name} löschen |||| %{smart_count} %{name} löschen',
      bulk_update_content:
        'Möchten Sie %{name} %{recordRepresentation} wirklich aktualisieren? |||| Möchten Sie diese %{smart_count} Elemente wirklich aktualisieren?',
      bulk_update_title: '%{name} %{recordRepresentation} aktualisieren |||| %{smart_count} %{name} aktualisieren',
      clear_array_input: 'Möchten Sie wirklich die gesamte Liste leeren?',
      delete_content: 'Möchten Sie diesen Eintrag (%{name}) wirklich löschen?',
      delete_title: '%{name} %{recordRepresentation} löschen',
      loading: 'Bitte warten',
      not_found: 'Sie haben entweder eine falsche URL eingegeben oder sind einem fehlerhaften Link gefolgt.',
      placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
      select_all_limit_reached:
        'Es gibt zu viele Elemente, um alle auszuwählen. Nur die ersten %{max} Elemente wurden ausgewählt.',
      unsaved_changes: 'Einige Ihrer Änderungen wurden nicht gespeichert. Möchten Sie sie wirklich verwerfen?',
    },
    navigation: {
      clear_filters: 'Filter zurücksetzen',
      current_page: 'Seite %{page}',
      first: 'Zur ersten Seite',
      last: 'Zur letzten Seite',
      next: 'Zur nächsten Seite',
      no_filtered_results: 'Mit den aktuellen Filtern wurden keine %{name} gefunden.',
      no_more_results:
        'Die Seitenzahl %{page} liegt außerhalb des gültigen Bereichs. Versuchen Sie es mit der vorherigen Seite.',
      no_results: 'Keine %{name} gefunden',
      page: 'Zu Seite %{page}',
      page_out_from_begin: 'Die erste Seite ist bereits erreicht',
      page_out_from_end: 'Die letzte Seite ist bereits erreicht',
      page_out_of_boundaries: 'Die Seitenzahl %{page} liegt außerhalb des gültigen Bereichs',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} von mehr als %{offsetEnd}',
      previous: 'Zur vorherigen Seite',
    },
    sort: {
      // German capitalises nouns, so the label keeps its case: react-admin passes `field`
      // along with `field_lower_first` (DatagridHeaderCell, DataTableHeadCell, SortButton).
      sort_by: 'Nach %{field} %{order} sortieren',
      ASC: 'aufsteigend',
      DESC: 'absteigend',
    },
    auth: {
      auth_check_error: 'Bitte melden Sie sich an, um fortzufahren',
      email: 'E-Mail',
      sign_in_error: 'Anmeldung fehlgeschlagen, bitte versuchen Sie es erneut',
      username: 'Benutzername',
    },
    notification: {
      application_update_available: 'Eine neue Version ist verfügbar.',
      data_provider_error: 'Fehler im dataProvider. Details finden Sie in der Konsole.',
      logged_out: 'Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an.',
      not_authorized: 'Sie sind nicht berechtigt, auf diese Ressource zuzugreifen.',
      offline: 'Keine Verbindung. Die Daten konnten nicht abgerufen werden.',
    },
    validation: {
      number: 'Muss eine Zahl sein',
      oneOf: 'Muss einer der folgenden Werte sein: %{options}',
      regex: 'Muss einem bestimmten Format entsprechen (regulärer Ausdruck): %{pattern}',
      required: 'Pflichtfeld',
      unique: 'Muss eindeutig sein',
    },
    saved_queries: {
      label: 'Gespeicherte Abfragen',
      query_name: 'Name der Abfrage',
      new_label: 'Aktuelle Abfrage speichern...',
      new_dialog_title: 'Aktuelle Abfrage speichern als',
      remove_label: 'Gespeicherte Abfrage entfernen',
      remove_label_with_name: 'Abfrage „%{name}“ entfernen',
      remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
      remove_message: 'Möchten Sie diesen Eintrag wirklich aus Ihrer Liste gespeicherter Abfragen entfernen?',
      help: 'Filtern Sie die Liste und speichern Sie diese Abfrage für später',
    },
    guesser: {
      empty: {
        title: 'Keine Daten zum Anzeigen',
        message: 'Bitte überprüfen Sie Ihren Data Provider',
      },
    },
    configurable: {
      customize: 'Anpassen',
      configureMode: 'Diese Seite konfigurieren',
      inspector: {
        title: 'Inspektor',
        content: 'Bewegen Sie den Mauszeiger über die Elemente der Oberfläche, um sie zu konfigurieren',
        reset: 'Einstellungen zurücksetzen',
        hideAll: 'Alle ausblenden',
        showAll: 'Alle einblenden',
      },
      Datagrid: {
        title: 'Datentabelle',
        unlabeled: 'Unbenannte Spalte #%{column}',
      },
      SimpleForm: {
        title: 'Formular',
        unlabeled: 'Unbenanntes Eingabefeld #%{input}',
      },
      SimpleList: {
        title: 'Liste',
        primaryText: 'Primärtext',
        secondaryText: 'Sekundärtext',
        tertiaryText: 'Tertiärtext',
      },
    },
  },
} satisfies PartialRaMessages;

/** Fails type checking when a key of `RaMessages` is neither in the pack nor in `completion`. */
const merged = deepMerge(packMessages(germanPack), completion) satisfies RaMessages;

const germanMessages: RaMessages = onlyEnglishKeys(merged);

export default germanMessages satisfies TranslationMessages;
