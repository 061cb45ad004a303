import type { AppMessages } from './en';
import * as testsMessages from '../../resources/tests/messages';
import * as staffMessages from '../../resources/staff/messages';
import * as labsMessages from '../../resources/labs/messages';
import * as payablesMessages from '../../resources/payables/messages';
import * as donationsMessages from '../../resources/donations/messages';
import * as receivablesMessages from '../../resources/receivables/messages';
import * as complaintsMessages from '../../resources/complaints/messages';
import * as financialAidMessages from '../../resources/financialAid/messages';
import * as invoicesMessages from '../../resources/invoices/messages';
import * as notificationsMessages from '../../resources/notifications/messages';

export const it = {
    app: {
        name: 'LabHub Admin',
        menu: {
            label: 'Menu principale',
            dashboard: 'Dashboard',
            labs: 'Laboratori',
            blocked_labs: 'Laboratori bloccati',
            tests: 'Catalogo esami',
            financial_aid: 'Aiuti finanziari',
            donations: 'Donazioni',
            pending_verifications: 'Verifiche in sospeso',
            staff: 'Personale',
            reports: 'Report',
            accounts_payable: 'Debiti verso fornitori',
            accounts_receivable: 'Crediti verso clienti',
            complaints: 'Reclami dei clienti',
            faq: 'Domande frequenti',
            profile: 'Profilo',
            reviews: 'Recensioni',
            notifications: 'Notifiche',
        },
        topbar: {
            enter_fullscreen: 'Schermo intero',
            exit_fullscreen: 'Esci da schermo intero',
            notifications: 'Notifiche',
            unread_count: '%{smart_count} notifica non letta |||| %{smart_count} notifiche non lette',
            no_unread: 'Nessuna notifica non letta',
            view_all: 'Vedi tutte',
            settings: 'Impostazioni',
            loading: 'Caricamento',
            language: 'Lingua',
        },
        login: {
            title: 'Bentornato!',
            subtitle: 'Accedi per continuare su LabHub Admin.',
            username: 'Nome utente',
            username_placeholder: 'Inserisci la tua email',
            password: 'Password',
            password_placeholder: 'Inserisci la tua password',
            submit: 'Accedi',
            logging_in: 'Accesso in corso...',
            success: 'Accesso effettuato',
            failed: 'Accesso non riuscito',
            invalid_credentials: 'Nessun account attivo trovato con queste credenziali',
            network_error: 'Impossibile raggiungere il server. Riprova.',
            with_detail: '%{message}: %{detail}',
            validation: {
                email_required: 'Inserisci la tua email',
                email_invalid: 'Inserisci un indirizzo email valido',
                password_required: 'Inserisci una password valida',
                password_alphanumeric: 'La password deve contenere almeno un numero e una lettera',
            },
        },
        settings: {
            title: 'Impostazioni',
            close: 'Chiudi le impostazioni',
            layout: 'Layout',
            vertical: 'Verticale',
            horizontal: 'Orizzontale',
            width: 'Larghezza del layout',
            fluid: 'Fluido',
            boxed: 'Incorniciato',
            scrollable: 'Scorrevole',
            topbar_theme: 'Tema della barra superiore',
            colored_hint: 'La barra superiore colorata è disponibile nel layout orizzontale.',
            sidebar_type: 'Tipo di barra laterale',
            type_default: 'Predefinita',
            type_compact: 'Compatta',
            type_icon: 'Solo icone',
            type_condensed: 'Ridotta',
            sidebar_color: 'Colori della barra laterale',
            sidebar_image: 'Immagine di sfondo della barra laterale',
            image_none: 'Nessuna',
            image_number: 'Immagine %{number}',
            preloader: 'Preloader',
            colors: {
                light: 'Chiaro',
                dark: 'Scuro',
                colored: 'Colorato',
                winter: 'Inverno',
                ladylip: 'Labbra rosa',
                plumplate: 'Prugna',
                strongbliss: 'Beatitudine',
                greatwhale: 'Balena',
            },
        },
        dashboard: {
            title: 'Dashboard',
            welcome: 'Bentornato, %{name}',
            welcome_subtitle: 'Dashboard di LabHub Admin',
            total_financial_aid: 'Totale aiuti finanziari',
            total_labs: 'Laboratori registrati',
            view_unverified: 'vedi laboratori non verificati',
            total_revenue: 'Ricavi totali',
            revenue_amount: 'RS. %{amount}',
            total_complaints_resolved: 'Reclami risolti',
            load_error: 'Impossibile caricare questo dato',
        },
        faq: {
            title: 'Domande frequenti',
            tabs: {
                general: 'Domande generali',
                privacy: 'Informativa sulla privacy',
                support: 'Assistenza',
            },
            reports: {
                question: 'Come riceverò i referti dei miei esami?',
                answer: 'I referti arrivano via email appena il laboratorio li carica e puoi scaricarli dal tuo account in qualsiasi momento.',
            },
            financial_aid: {
                question: 'Come richiedo un aiuto finanziario?',
                answer: "L'aiuto finanziario si richiede durante il pagamento. Il nostro personale esamina ogni richiesta e la accetta o la rifiuta.",
            },
            home_sampling: {
                question: 'Il prelievo può essere fatto a domicilio?',
                answer: "Sì. Il prelievo a domicilio si richiede al momento della prenotazione dell'esame.",
            },
            data_retention: {
                question: 'Per quanto tempo conservate i miei dati?',
                answer: 'I tuoi dati vengono conservati finché il tuo account esiste.',
            },
            availability: {
                question: "Quando è disponibile l'assistenza?",
                answer: "L'assistenza è disponibile 24 ore su 24, 7 giorni su 7, tramite la nostra pagina dei contatti.",
            },
            complaints: {
                question: 'In quanto tempo vengono risolti i reclami?',
                answer: 'Puntiamo a risolvere ogni reclamo entro 24 ore.',
            },
        },
        coming_soon: {
            title: 'Prossimamente',
            heading: 'Questa pagina è in costruzione',
            text: 'Stiamo lavorando per offrirti questa funzione. Torna a trovarci presto.',
            days: 'Giorni',
            hours: 'Ore',
            minutes: 'Minuti',
            seconds: 'Secondi',
            done: 'Tutto pronto!',
        },
    },
    // One line per resource; each resource's messages live in resources/<name>/messages.ts.
    resources: {
        labs: labsMessages.it,
        tests: testsMessages.it,
        staff: staffMessages.it,
        payables: payablesMessages.it,
        donations: donationsMessages.it,
        receivables: receivablesMessages.it,
        complaints: complaintsMessages.it,
        financialAid: financialAidMessages.it,
        invoices: invoicesMessages.it,
        notifications: notificationsMessages.it,
    },
} satisfies AppMessages;

export default it;
