import italianPack from 'ra-language-italian';
import type { TranslationMessages } from 'react-admin';

import { deepMerge, onlyEnglishKeys, packMessages } from './merge';
import type { PartialRaMessages, RaMessages } from './types';

/**
 * What ra-language-italian 3.13.1 (written for react-admin 3) lacks for react-admin 5, plus the
 * pack strings that no longer fit: placeholders renamed since (`%{id}` is now
 * `%{recordRepresentation}`, `%{field}` is now `%{field_lower_first}`, `%{name}` is now passed to
 * `no_results` and `delete_content`), `ra.password` that react-admin reads from `ra.input.password`,
 * strings the pack left in English, typos ("cresente", "Si") and keys whose meaning changed
 * (`navigation.next` is now the label of a button that goes to the next page).
 */
const completion = {
  ra: {
    action: {
      bulk_actions: '1 elemento selezionato |||| %{smart_count} elementi selezionati',
      clear_array_input: 'Svuota la lista',
      clear_input_value: 'Cancella il valore',
      create_item: 'Crea %{item}',
      delete: 'Elimina',
      move_down: 'Sposta giù',
      move_up: 'Sposta su',
      open: 'Apri',
      remove_all_filters: 'Rimuovi tutti i filtri',
      reset: 'Reimposta',
      search: 'Cerca',
      search_columns: 'Cerca colonne',
      select_all: 'Seleziona tutto',
      select_all_button: 'Seleziona tutto',
      select_columns: 'Colonne',
      select_row: 'Seleziona questa riga',
      toggle_theme: 'Passa al tema chiaro/scuro',
      update: 'Aggiorna',
      update_application: "Ricarica l'applicazione",
    },
    boolean: {
      true: 'Sì',
    },
    page: {
      access_denied: 'Accesso negato',
      authentication_error: 'Errore di autenticazione',
      edit: '%{name} %{recordRepresentation}',
      empty: 'Non ci sono ancora %{name}.',
      show: '%{name} %{recordRepresentation}',
    },
    input: {
      file: {
        upload_several: 'Trascina qui i file da caricare, oppure clicca per selezionarne uno.',
        upload_single: 'Trascina qui il file da caricare, oppure clicca per selezionarlo.',
      },
      image: {
        upload_several: 'Trascina qui le immagini da caricare, oppure clicca per selezionarne una.',
        upload_single: "Trascina qui l'immagine da caricare, oppure clicca per selezionarla.",
      },
      password: {
        toggle_visible: 'Nascondi la password',
        toggle_hidden: 'Mostra la password',
      },
    },
    message: {
      access_denied: 'Non hai i permessi necessari per accedere a questa pagina',
      are_you_sure: 'Sei sicuro?',
      auth_error: 'Si è verificato un errore durante la convalida del token di autenticazione.',
      authentication_error:
        'Il server di autenticazione ha restituito un errore e non è stato possibile verificare le tue credenziali.',
      bulk_delete_content:
        'Sei sicuro di voler eliminare questo elemento (%{name})? |||| Sei sicuro di voler eliminare questi %{smart_count} elementi?',
      bulk_delete_title: 'Elimina %{name} |||| Elimina %{smart_count} %{name}',
      bulk_update_content:
        'Sei sicuro di voler aggiornare %{name} %{recordRepresentation}? |||| Sei sicuro di voler aggiornare questi %{smart_count} elementi?',
      bulk_update_title: 'Aggiorna %{name} %{recordRepresentation} |||| Aggiorna %{smart_count} %{name}',
      clear_array_input: "Sei sicuro di voler svuotare l'intera lista?",
      delete_content: 'Sei sicuro di voler eliminare questo elemento (%{name})?',
      delete_title: 'Elimina %{name} %{recordRepresentation}',
      error: 'Si è verificato un errore nel client e la tua richiesta non è stata completata.',
      loading: 'Attendere, prego',
      not_found: 'Hai inserito un URL errato, oppure hai seguito un link non valido.',
      placeholder_data_warning: 'Problema di rete: aggiornamento dei dati non riuscito.',
      select_all_limit_reached:
        'Ci sono troppi elementi per selezionarli tutti. Sono stati selezionati solo i primi %{max}.',
      yes: 'Sì',
    },
    navigation: {
      clear_filters: 'Rimuovi i filtri',
      current_page: 'Pagina %{page}',
      first: 'Vai alla prima pagina',
      last: "Vai all'ultima pagina",
      next: 'Vai alla pagina successiva',
      no_filtered_results: 'Nessun risultato per %{name} con i filtri attuali.',
      no_results: 'Nessun risultato per %{name}',
      page: 'Vai alla pagina %{page}',
      page_out_from_begin: 'Impossibile andare prima della pagina 1',
      page_out_from_end: "Impossibile andare oltre l'ultima pagina",
      page_rows_per_page: 'Righe per pagina:',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} di oltre %{offsetEnd}',
      previous: 'Vai alla pagina precedente',
    },
    sort: {
      sort_by: 'Ordina per %{field_lower_first} in ordine %{order}',
      ASC: 'crescente',
    },
    auth: {
      email: 'Email',
      logout: 'Esci',
      sign_in: 'Accedi',
    },
    notification: {
      application_update_available: 'È disponibile una nuova versione.',
      bad_item: 'Elemento non valido',
      created: 'Elemento creato',
      deleted: 'Elemento eliminato |||| %{smart_count} elementi eliminati',
      i18n_error: 'Impossibile caricare le traduzioni per la lingua specificata',
      item_doesnt_exist: "L'elemento non esiste",
      not_authorized: 'Non sei autorizzato ad accedere a questa risorsa.',
      offline: 'Nessuna connessione. Impossibile recuperare i dati.',
      updated: 'Elemento aggiornato |||| %{smart_count} elementi aggiornati',
    },
    validation: {
      email: 'Deve essere un indirizzo email valido',
      minLength: 'Deve contenere almeno %{min} caratteri',
      maxLength: 'Deve contenere al massimo %{max} caratteri',
      unique: 'Deve essere univoco',
    },
    saved_queries: {
      label: 'Ricerche salvate',
      query_name: 'Nome della ricerca',
      new_label: 'Salva la ricerca corrente...',
      new_dialog_title: 'Salva la ricerca corrente come',
      remove_label: 'Rimuovi la ricerca salvata',
      remove_label_with_name: 'Rimuovi la ricerca "%{name}"',
      remove_dialog_title: 'Rimuovere la ricerca salvata?',
      remove_message: "Sei sicuro di voler rimuovere quest'elemento dall'elenco delle ricerche salvate?",
      help: "Filtra l'elenco e salva questa ricerca per dopo",
    },
    guesser: {
      empty: {
        title: 'Nessun dato da visualizzare',
        message: 'Controlla il tuo data provider',
      },
    },
    configurable: {
      customize: 'Personalizza',
      configureMode: 'Configura questa pagina',
      inspector: {
        title: 'Ispettore',
        content: "Passa il mouse sugli elementi dell'interfaccia per configurarli",
        reset: 'Ripristina le impostazioni',
        hideAll: 'Nascondi tutto',
        showAll: 'Mostra tutto',
      },
      Datagrid: {
        title: 'Tabella dati',
        unlabeled: 'Colonna senza etichetta n. %{column}',
      },
      SimpleForm: {
        title: 'Modulo',
        unlabeled: 'Campo senza etichetta n. %{input}',
      },
      SimpleList: {
        title: 'Elenco',
        primaryText: 'Testo principale',
        secondaryText: 'Testo secondario',
        tertiaryText: 'Testo terziario',
      },
    },
  },
} satisfies PartialRaMessages;

/** Fails type checking when a key of `RaMessages` is neither in the pack nor in `completion`. */
const merged = deepMerge(packMessages(italianPack), completion) satisfies RaMessages;

const italianMessages: RaMessages = onlyEnglishKeys(merged);

export default italianMessages satisfies TranslationMessages;
