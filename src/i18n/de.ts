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

export const de = {
    app: {
        name: 'LabHub Admin',
        menu: {
            label: 'Hauptmenü',
            dashboard: 'Dashboard',
            labs: 'Labore',
            blocked_labs: 'Gesperrte Labore',
            tests: 'Testkatalog',
            financial_aid: 'Finanzhilfe',
            donations: 'Spenden',
            pending_verifications: 'Ausstehende Verifizierungen',
            staff: 'Personal',
            reports: 'Berichte',
            accounts_payable: 'Verbindlichkeiten',
            accounts_receivable: 'Forderungen',
            complaints: 'Kundenbeschwerden',
            faq: 'FAQ',
            profile: 'Profil',
            reviews: 'Bewertungen',
            notifications: 'Benachrichtigungen',
        },
        topbar: {
            enter_fullscreen: 'Vollbild',
            exit_fullscreen: 'Vollbild beenden',
            notifications: 'Benachrichtigungen',
            unread_count: '%{smart_count} ungelesene Benachrichtigung |||| %{smart_count} ungelesene Benachrichtigungen',
            no_unread: 'Keine ungelesenen Benachrichtigungen',
            view_all: 'Alle anzeigen',
            settings: 'Einstellungen',
            loading: 'Wird geladen',
            language: 'Sprache',
        },
        login: {
            title: 'Willkommen zurück!',
            subtitle: 'Melden Sie sich an, um mit LabHub Admin fortzufahren.',
            username: 'Benutzername',
            username_placeholder: 'E-Mail-Adresse eingeben',
            password: 'Passwort',
            password_placeholder: 'Passwort eingeben',
            submit: 'Anmelden',
            logging_in: 'Anmeldung läuft...',
            success: 'Erfolgreich angemeldet',
            failed: 'Anmeldung fehlgeschlagen',
            invalid_credentials: 'Kein aktives Konto mit diesen Anmeldedaten gefunden',
            network_error: 'Der Server ist nicht erreichbar. Bitte versuchen Sie es erneut.',
            with_detail: '%{message}: %{detail}',
            validation: {
                email_required: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
                email_invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
                password_required: 'Bitte geben Sie ein gültiges Passwort ein',
                password_alphanumeric: 'Das Passwort muss mindestens eine Ziffer und einen Buchstaben enthalten',
            },
        },
        settings: {
            title: 'Einstellungen',
            close: 'Einstellungen schließen',
            layout: 'Layout',
            vertical: 'Vertikal',
            horizontal: 'Horizontal',
            width: 'Layoutbreite',
            fluid: 'Volle Breite',
            boxed: 'Begrenzt',
            scrollable: 'Mitscrollend',
            topbar_theme: 'Design der oberen Leiste',
            colored_hint: 'Die farbige obere Leiste ist im horizontalen Layout verfügbar.',
            sidebar_type: 'Art der Seitenleiste',
            type_default: 'Standard',
            type_compact: 'Kompakt',
            type_icon: 'Nur Symbole',
            type_condensed: 'Eingeklappt',
            sidebar_color: 'Farben der Seitenleiste',
            sidebar_image: 'Hintergrundbild der Seitenleiste',
            image_none: 'Keines',
            image_number: 'Bild %{number}',
            preloader: 'Ladeanzeige',
            colors: {
                light: 'Hell',
                dark: 'Dunkel',
                colored: 'Farbig',
                winter: 'Winter',
                ladylip: 'Lippenrot',
                plumplate: 'Pflaume',
                strongbliss: 'Glückseligkeit',
                greatwhale: 'Blauwal',
            },
        },
        dashboard: {
            title: 'Dashboard',
            welcome: 'Willkommen zurück, %{name}',
            welcome_subtitle: 'LabHub-Admin-Dashboard',
            total_financial_aid: 'Finanzhilfe gesamt',
            total_labs: 'Registrierte Labore',
            view_unverified: 'nicht verifizierte Labore anzeigen',
            total_revenue: 'Gesamtumsatz',
            revenue_amount: 'RS. %{amount}',
            total_complaints_resolved: 'Gelöste Beschwerden',
            load_error: 'Dieser Wert konnte nicht geladen werden',
        },
        faq: {
            title: 'Häufige Fragen',
            tabs: {
                general: 'Allgemeine Fragen',
                privacy: 'Datenschutz',
                support: 'Support',
            },
            reports: {
                question: 'Wie erhalte ich meine Testberichte?',
                answer: 'Die Berichte kommen per E-Mail, sobald das Labor sie hochlädt, und Sie können sie jederzeit in Ihrem Konto herunterladen.',
            },
            financial_aid: {
                question: 'Wie beantrage ich Finanzhilfe?',
                answer: 'Finanzhilfe wird während der Zahlung beantragt. Unsere Mitarbeitenden prüfen jeden Antrag und nehmen ihn an oder lehnen ihn ab.',
            },
            home_sampling: {
                question: 'Kann eine Probe zu Hause entnommen werden?',
                answer: 'Ja. Die Probenentnahme zu Hause wird bei der Buchung eines Tests angefragt.',
            },
            data_retention: {
                question: 'Wie lange werden meine Daten gespeichert?',
                answer: 'Ihre Daten werden gespeichert, solange Ihr Konto besteht.',
            },
            availability: {
                question: 'Wann ist der Support erreichbar?',
                answer: 'Der Support ist rund um die Uhr (24/7) über unsere Kontaktseite erreichbar.',
            },
            complaints: {
                question: 'Wie schnell werden Beschwerden bearbeitet?',
                answer: 'Wir versuchen, jede Beschwerde innerhalb von 24 Stunden zu lösen.',
            },
        },
        coming_soon: {
            title: 'Demnächst verfügbar',
            heading: 'Diese Seite befindet sich im Aufbau',
            text: 'Wir arbeiten daran, Ihnen diese Funktion bald bereitzustellen. Schauen Sie bald wieder vorbei.',
            days: 'Tage',
            hours: 'Stunden',
            minutes: 'Minuten',
            seconds: 'Sekunden',
            done: 'Alles bereit!',
        },
    },
    // One line per resource; each resource's messages live in resources/<name>/messages.ts.
    resources: {
        labs: labsMessages.de,
        tests: testsMessages.de,
        staff: staffMessages.de,
        payables: payablesMessages.de,
        donations: donationsMessages.de,
        receivables: receivablesMessages.de,
        complaints: complaintsMessages.de,
        financialAid: financialAidMessages.de,
        invoices: invoicesMessages.de,
        notifications: notificationsMessages.de,
    },
} satisfies AppMessages;

export default de;
