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

export const ru = {
    app: {
        name: 'LabHub Admin',
        menu: {
            label: 'Главное меню',
            dashboard: 'Панель управления',
            labs: 'Лаборатории',
            blocked_labs: 'Заблокированные лаборатории',
            tests: 'Каталог анализов',
            financial_aid: 'Финансовая помощь',
            donations: 'Пожертвования',
            pending_verifications: 'Ожидают проверки',
            staff: 'Сотрудники',
            reports: 'Отчёты',
            accounts_payable: 'Кредиторская задолженность',
            accounts_receivable: 'Дебиторская задолженность',
            complaints: 'Жалобы клиентов',
            faq: 'Вопросы и ответы',
            profile: 'Профиль',
            reviews: 'Отзывы',
            notifications: 'Уведомления',
        },
        topbar: {
            enter_fullscreen: 'Полноэкранный режим',
            exit_fullscreen: 'Выйти из полноэкранного режима',
            notifications: 'Уведомления',
            unread_count:
                '%{smart_count} непрочитанное уведомление |||| %{smart_count} непрочитанных уведомления |||| %{smart_count} непрочитанных уведомлений',
            no_unread: 'Нет непрочитанных уведомлений',
            view_all: 'Показать все',
            settings: 'Настройки',
            loading: 'Загрузка',
            language: 'Язык',
        },
        login: {
            title: 'С возвращением!',
            subtitle: 'Войдите, чтобы продолжить работу в LabHub Admin.',
            username: 'Имя пользователя',
            username_placeholder: 'Введите адрес электронной почты',
            password: 'Пароль',
            password_placeholder: 'Введите пароль',
            submit: 'Войти',
            logging_in: 'Выполняется вход...',
            success: 'Вход выполнен',
            failed: 'Не удалось войти',
            invalid_credentials: 'Активная учётная запись с такими данными не найдена',
            network_error: 'Сервер недоступен. Попробуйте ещё раз.',
            with_detail: '%{message}: %{detail}',
            validation: {
                email_required: 'Введите адрес электронной почты',
                email_invalid: 'Введите корректный адрес электронной почты',
                password_required: 'Введите корректный пароль',
                password_alphanumeric: 'Пароль должен содержать хотя бы одну цифру и одну букву',
            },
        },
        settings: {
            title: 'Настройки',
            close: 'Закрыть настройки',
            layout: 'Макет',
            vertical: 'Вертикальный',
            horizontal: 'Горизонтальный',
            width: 'Ширина макета',
            fluid: 'Во всю ширину',
            boxed: 'В рамке',
            scrollable: 'Прокручиваемый',
            topbar_theme: 'Тема верхней панели',
            colored_hint: 'Цветная верхняя панель доступна в горизонтальном макете.',
            sidebar_type: 'Тип боковой панели',
            type_default: 'Обычная',
            type_compact: 'Компактная',
            type_icon: 'Только значки',
            type_condensed: 'Свёрнутая',
            sidebar_color: 'Цвет боковой панели',
            sidebar_image: 'Фоновое изображение боковой панели',
            image_none: 'Нет',
            image_number: 'Изображение %{number}',
            preloader: 'Индикатор загрузки',
            colors: {
                light: 'Светлая',
                dark: 'Тёмная',
                colored: 'Цветная',
                winter: 'Зима',
                ladylip: 'Розовые губы',
                plumplate: 'Слива',
                strongbliss: 'Блаженство',
                greatwhale: 'Большой кит',
            },
        },
        dashboard: {
            title: 'Панель управления',
            welcome: 'С возвращением, %{name}',
            welcome_subtitle: 'Панель управления LabHub Admin',
            total_financial_aid: 'Всего финансовой помощи',
            total_labs: 'Зарегистрировано лабораторий',
            view_unverified: 'показать непроверенные лаборатории',
            total_revenue: 'Общая выручка',
            revenue_amount: 'RS. %{amount}',
            total_complaints_resolved: 'Решённые жалобы',
            load_error: 'Не удалось загрузить значение',
        },
        faq: {
            title: 'Вопросы и ответы',
            tabs: {
                general: 'Общие вопросы',
                privacy: 'Политика конфиденциальности',
                support: 'Поддержка',
            },
            reports: {
                question: 'Как я получу результаты анализов?',
                answer: 'Результаты приходят по электронной почте сразу после того, как лаборатория их загрузит, и их всегда можно скачать в личном кабинете.',
            },
            financial_aid: {
                question: 'Как запросить финансовую помощь?',
                answer: 'Финансовая помощь запрашивается при оплате. Наши сотрудники рассматривают каждую заявку и одобряют или отклоняют её.',
            },
            home_sampling: {
                question: 'Можно ли сдать анализ на дому?',
                answer: 'Да. Забор материала на дому заказывается при записи на анализ.',
            },
            data_retention: {
                question: 'Как долго хранятся мои данные?',
                answer: 'Ваши данные хранятся, пока существует ваша учётная запись.',
            },
            availability: {
                question: 'Когда работает поддержка?',
                answer: 'Поддержка доступна круглосуточно (24/7) через страницу контактов.',
            },
            complaints: {
                question: 'Как быстро рассматриваются жалобы?',
                answer: 'Мы стремимся решать каждую жалобу в течение 24 часов.',
            },
        },
        coming_soon: {
            title: 'Скоро',
            heading: 'Страница находится в разработке',
            text: 'Мы работаем над этой функцией. Загляните сюда позже.',
            days: 'Дни',
            hours: 'Часы',
            minutes: 'Минуты',
            seconds: 'Секунды',
            done: 'Всё готово!',
        },
    },
    // One line per resource; each resource's messages live in resources/<name>/messages.ts.
    resources: {
        labs: labsMessages.ru,
        tests: testsMessages.ru,
        staff: staffMessages.ru,
        payables: payablesMessages.ru,
        donations: donationsMessages.ru,
        receivables: receivablesMessages.ru,
        complaints: complaintsMessages.ru,
        financialAid: financialAidMessages.ru,
        invoices: invoicesMessages.ru,
        notifications: notificationsMessages.ru,
    },
} satisfies AppMessages;

export default ru;
