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

export const es = {
    app: {
        name: 'LabHub Admin',
        menu: {
            label: 'Menú principal',
            dashboard: 'Panel',
            labs: 'Laboratorios',
            blocked_labs: 'Laboratorios bloqueados',
            tests: 'Inventario de pruebas',
            financial_aid: 'Ayuda financiera',
            donations: 'Donaciones',
            pending_verifications: 'Verificaciones pendientes',
            staff: 'Personal',
            reports: 'Informes',
            accounts_payable: 'Cuentas por pagar',
            accounts_receivable: 'Cuentas por cobrar',
            complaints: 'Quejas de clientes',
            faq: 'Preguntas frecuentes',
            profile: 'Perfil',
            reviews: 'Reseñas',
            notifications: 'Notificaciones',
        },
        topbar: {
            enter_fullscreen: 'Pantalla completa',
            exit_fullscreen: 'Salir de pantalla completa',
            notifications: 'Notificaciones',
            unread_count: '%{smart_count} notificación sin leer |||| %{smart_count} notificaciones sin leer',
            no_unread: 'No hay notificaciones sin leer',
            view_all: 'Ver todas',
            settings: 'Configuración',
            loading: 'Cargando',
            language: 'Idioma',
        },
        login: {
            title: '¡Bienvenido de nuevo!',
            subtitle: 'Inicia sesión para continuar en LabHub Admin.',
            username: 'Usuario',
            username_placeholder: 'Introduce tu correo electrónico',
            password: 'Contraseña',
            password_placeholder: 'Introduce tu contraseña',
            submit: 'Iniciar sesión',
            logging_in: 'Iniciando sesión...',
            success: 'Sesión iniciada correctamente',
            failed: 'Error al iniciar sesión',
            invalid_credentials: 'No se encontró ninguna cuenta activa con estas credenciales',
            network_error: 'No se pudo contactar con el servidor. Inténtalo de nuevo.',
            with_detail: '%{message}: %{detail}',
            validation: {
                email_required: 'Introduce tu correo electrónico',
                email_invalid: 'Introduce un correo electrónico válido',
                password_required: 'Introduce una contraseña válida',
                password_alphanumeric: 'La contraseña debe contener al menos un número y una letra',
            },
        },
        settings: {
            title: 'Configuración',
            close: 'Cerrar la configuración',
            layout: 'Diseño',
            vertical: 'Vertical',
            horizontal: 'Horizontal',
            width: 'Ancho del diseño',
            fluid: 'Fluido',
            boxed: 'En caja',
            scrollable: 'Desplazable',
            topbar_theme: 'Tema de la barra superior',
            colored_hint: 'La barra superior de color está disponible en el diseño horizontal.',
            sidebar_type: 'Tipo de barra lateral',
            type_default: 'Predeterminada',
            type_compact: 'Compacta',
            type_icon: 'Solo iconos',
            type_condensed: 'Condensada',
            sidebar_color: 'Colores de la barra lateral',
            sidebar_image: 'Imagen de fondo de la barra lateral',
            image_none: 'Ninguna',
            image_number: 'Imagen %{number}',
            preloader: 'Precargador',
            colors: {
                light: 'Claro',
                dark: 'Oscuro',
                colored: 'De color',
                winter: 'Invierno',
                ladylip: 'Labios rosados',
                plumplate: 'Ciruela',
                strongbliss: 'Dicha intensa',
                greatwhale: 'Gran ballena',
            },
        },
        dashboard: {
            title: 'Panel',
            welcome: 'Bienvenido de nuevo, %{name}',
            welcome_subtitle: 'Panel de LabHub Admin',
            total_financial_aid: 'Ayuda financiera total',
            total_labs: 'Laboratorios registrados',
            view_unverified: 'ver laboratorios sin verificar',
            total_revenue: 'Ingresos totales',
            revenue_amount: 'RS. %{amount}',
            total_complaints_resolved: 'Quejas resueltas',
            load_error: 'No se pudo cargar esta cifra',
        },
        faq: {
            title: 'Preguntas frecuentes',
            tabs: {
                general: 'Preguntas generales',
                privacy: 'Política de privacidad',
                support: 'Soporte',
            },
            reports: {
                question: '¿Cómo recibiré los informes de mis pruebas?',
                answer: 'Los informes llegan por correo electrónico en cuanto el laboratorio los sube, y también puedes descargarlos desde tu cuenta en cualquier momento.',
            },
            financial_aid: {
                question: '¿Cómo solicito ayuda financiera?',
                answer: 'La ayuda financiera se solicita durante el pago. Nuestro personal revisa cada solicitud y la acepta o la rechaza.',
            },
            home_sampling: {
                question: '¿Se puede tomar la muestra a domicilio?',
                answer: 'Sí. La toma de muestras a domicilio se solicita al reservar una prueba.',
            },
            data_retention: {
                question: '¿Cuánto tiempo conservan mis datos?',
                answer: 'Tus datos se conservan mientras exista tu cuenta.',
            },
            availability: {
                question: '¿Cuándo está disponible el soporte?',
                answer: 'El soporte está disponible 24/7 a través de nuestra página de contacto.',
            },
            complaints: {
                question: '¿Con qué rapidez se resuelven las quejas?',
                answer: 'Nuestro objetivo es resolver cada queja en un plazo de 24 horas.',
            },
        },
        coming_soon: {
            title: 'Próximamente',
            heading: 'Esta página está en construcción',
            text: 'Estamos trabajando para ofrecerte esta función. Vuelve a consultarla pronto.',
            days: 'Días',
            hours: 'Horas',
            minutes: 'Minutos',
            seconds: 'Segundos',
            done: '¡Todo listo!',
        },
    },
    // One line per resource; each resource's messages live in resources/<name>/messages.ts.
    resources: {
        labs: labsMessages.es,
        tests: testsMessages.es,
        staff: staffMessages.es,
        payables: payablesMessages.es,
        donations: donationsMessages.es,
        receivables: receivablesMessages.es,
        complaints: complaintsMessages.es,
        financialAid: financialAidMessages.es,
        invoices: invoicesMessages.es,
        notifications: notificationsMessages.es,
    },
} satisfies AppMessages;

export default es;
