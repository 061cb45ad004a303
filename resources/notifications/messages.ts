/** Notifications (SPEC §2 Notifications, §8 toasts with the typos fixed) wording. Every language matches the English keys (type-checked). */
import type { Messages } from '../../lib/messages';

const en = {
  name: 'Notification |||| Notifications',
  title: 'Notifications',
  tabs: { all: 'All', unread: 'Unread', read: 'Previous' },
  empty: 'You have no new Notifications',
  empty_unread: 'No unread Notifications',
  empty_read: 'No previous Notifications',
  unread: 'Unread',
  delete: 'Delete notification',
  delete_all: 'Delete All Notifications',
  delete_all_title: 'Delete all notifications?',
  delete_all_content:
    'All %{smart_count} notification will be deleted. You wont be able to revert this! |||| All %{smart_count} notifications will be deleted. You wont be able to revert this!',
  delete_all_confirm: 'Yes, Delete All',
  view_previous: 'View Previous Notifications',
  live_paused: 'Live updates are paused; reconnecting…',
  /** Server-written notifications: the API sends a key and parameters, the reader's language renders them. */
  server: {
    lab_registered: {
      title: 'New Lab Registration',
      body: '%{lab} (%{city}) has registered and is waiting for verification.',
    },
    aid_requested: {
      title: 'New Financial Aid Request',
      body: '%{patient} requested PKR %{amount} of financial aid for an appointment at %{lab}.',
    },
    complaint_filed: { title: 'New Complaint', body: '%{patient} filed a "%{type}" complaint against %{lab}.' },
    complaint_filed_nolab: { title: 'New Complaint', body: '%{patient} filed a "%{type}" complaint.' },
    payment_received: {
      title: 'Payment Received',
      body: 'Order #%{order} of PKR %{amount} was paid online at %{lab}.',
    },
    review_received: { title: 'New Review', body: '%{patient} rated %{lab} %{rating}/5.' },
    lab_verified: { title: 'Lab Verified', body: '%{lab} has been verified and is now listed on LabHub.' },
    lab_blocked: { title: 'Lab Blocked', body: '%{lab} has been blocked by the administrators.' },
    lab_unblocked: { title: 'Lab Unblocked', body: '%{lab} can take bookings again.' },
    aid_approved: { title: 'Financial Aid Approved', body: 'Your request for PKR %{amount} has been approved.' },
    aid_rejected: { title: 'Financial Aid Rejected', body: 'Your request for PKR %{amount} has been rejected.' },
    aid_rejected_reason: {
      title: 'Financial Aid Rejected',
      body: 'Your request for PKR %{amount} has been rejected. Reason: %{reason}',
    },
    complaint_update: { title: 'Complaint Update', body: 'Your complaint #%{id} is now %{status}.' },
  },
  types: {
    'Lab Verification': 'Lab Verification',
    'Financial Aid': 'Financial Aid',
    Complaint: 'Complaint',
    'Complaint Update': 'Complaint Update',
    Payment: 'Payment',
    Review: 'Review',
    'Lab Status': 'Lab Status',
  },
  toast: {
    deleting_all: 'Deleting All Notifications..',
    deleted_all: 'All Notifications Deleted Successfully',
    delete_all_error: 'Error Deleting Notifications',
    deleting: 'Deleting Notification..',
    deleted: 'Notification Deleted Successfully',
    delete_error: 'Error Deleting Notification',
    mark_read_error: 'Error marking the notification as read',
  },
} as const;

export type NotificationMessages = Messages<typeof en>;

const es: NotificationMessages = {
  name: 'Notificación |||| Notificaciones',
  title: 'Notificaciones',
  tabs: { all: 'Todas', unread: 'No leídas', read: 'Anteriores' },
  empty: 'No tienes notificaciones nuevas',
  empty_unread: 'No hay notificaciones sin leer',
  empty_read: 'No hay notificaciones anteriores',
  unread: 'No leída',
  delete: 'Eliminar notificación',
  delete_all: 'Eliminar todas las notificaciones',
  delete_all_title: '¿Eliminar todas las notificaciones?',
  delete_all_content:
    'Se eliminará %{smart_count} notificación. ¡No podrás revertir esto! |||| Se eliminarán las %{smart_count} notificaciones. ¡No podrás revertir esto!',
  delete_all_confirm: 'Sí, eliminar todas',
  view_previous: 'Ver notificaciones anteriores',
  live_paused: 'Las actualizaciones en directo están en pausa; reconectando…',
  /** Server-written notifications: the API sends a key and parameters, the reader's language renders them. */
  server: {
    lab_registered: {
      title: 'Nuevo registro de laboratorio',
      body: '%{lab} (%{city}) se ha registrado y espera la verificación.',
    },
    aid_requested: {
      title: 'Nueva solicitud de ayuda financiera',
      body: '%{patient} solicitó PKR %{amount} de ayuda financiera para una cita en %{lab}.',
    },
    complaint_filed: { title: 'Nueva queja', body: '%{patient} presentó una queja «%{type}» contra %{lab}.' },
    complaint_filed_nolab: { title: 'Nueva queja', body: '%{patient} presentó una queja «%{type}».' },
    payment_received: {
      title: 'Pago recibido',
      body: 'El pedido n.º %{order} de PKR %{amount} se pagó en línea en %{lab}.',
    },
    review_received: { title: 'Nueva reseña', body: '%{patient} valoró %{lab} con %{rating}/5.' },
    lab_verified: { title: 'Laboratorio verificado', body: '%{lab} ha sido verificado y ya aparece en LabHub.' },
    lab_blocked: { title: 'Laboratorio bloqueado', body: '%{lab} ha sido bloqueado por los administradores.' },
    lab_unblocked: { title: 'Laboratorio desbloqueado', body: '%{lab} puede volver a recibir reservas.' },
    aid_approved: { title: 'Ayuda financiera aprobada', body: 'Su solicitud de PKR %{amount} ha sido aprobada.' },
    aid_rejected: { title: 'Ayuda financiera rechazada', body: 'Su solicitud de PKR %{amount} ha sido rechazada.' },
    aid_rejected_reason: {
      title: 'Ayuda financiera rechazada',
      body: 'Su solicitud de PKR %{amount} ha sido rechazada. Motivo: %{reason}',
    },
    complaint_update: { title: 'Actualización de queja', body: 'Su queja n.º %{id} está ahora: %{status}.' },
  },
  types: {
    'Lab Verification': 'Verificación de laboratorio',
    'Financial Aid': 'Ayuda financiera',
    Complaint: 'Queja',
    'Complaint Update': 'Actualización de queja',
    Payment: 'Pago',
    Review: 'Reseña',
    'Lab Status': 'Estado del laboratorio',
  },
  toast: {
    deleting_all: 'Eliminando todas las notificaciones..',
    deleted_all: 'Todas las notificaciones se eliminaron correctamente',
    delete_all_error: 'Error al eliminar las notificaciones',
    deleting: 'Eliminando notificación..',
    deleted: 'Notificación eliminada correctamente',
    delete_error: 'Error al eliminar la notificación',
    mark_read_error: 'Error al marcar la notificación como leída',
  },
};

const de: NotificationMessages = {
  name: 'Benachrichtigung |||| Benachrichtigungen',
  title: 'Benachrichtigungen',
  tabs: { all: 'Alle', unread: 'Ungelesen', read: 'Frühere' },
  empty: 'Sie haben keine neuen Benachrichtigungen',
  empty_unread: 'Keine ungelesenen Benachrichtigungen',
  empty_read: 'Keine früheren Benachrichtigungen',
  unread: 'Ungelesen',
  delete: 'Benachrichtigung löschen',
  delete_all: 'Alle Benachrichtigungen löschen',
  delete_all_title: 'Alle Benachrichtigungen löschen?',
  delete_all_content:
    '%{smart_count} Benachrichtigung wird gelöscht. Dies kann nicht rückgängig gemacht werden! |||| Alle %{smart_count} Benachrichtigungen werden gelöscht. Dies kann nicht rückgängig gemacht werden!',
  delete_all_confirm: 'Ja, alle löschen',
  view_previous: 'Frühere Benachrichtigungen anzeigen',
  live_paused: 'Live-Aktualisierungen pausiert; Verbindung wird wiederhergestellt…',
  /** Server-written notifications: the API sends a key and parameters, the reader's language renders them. */
  server: {
    lab_registered: {
      title: 'Neue Laborregistrierung',
      body: '%{lab} (%{city}) hat sich registriert und wartet auf die Verifizierung.',
    },
    aid_requested: {
      title: 'Neuer Antrag auf finanzielle Hilfe',
      body: '%{patient} hat PKR %{amount} finanzielle Hilfe für einen Termin bei %{lab} beantragt.',
    },
    complaint_filed: {
      title: 'Neue Beschwerde',
      body: '%{patient} hat eine Beschwerde „%{type}“ gegen %{lab} eingereicht.',
    },
    complaint_filed_nolab: { title: 'Neue Beschwerde', body: '%{patient} hat eine Beschwerde „%{type}“ eingereicht.' },
    payment_received: {
      title: 'Zahlung eingegangen',
      body: 'Bestellung Nr. %{order} über PKR %{amount} wurde bei %{lab} online bezahlt.',
    },
    review_received: { title: 'Neue Bewertung', body: '%{patient} hat %{lab} mit %{rating}/5 bewertet.' },
    lab_verified: { title: 'Labor verifiziert', body: '%{lab} wurde verifiziert und ist jetzt bei LabHub gelistet.' },
    lab_blocked: { title: 'Labor gesperrt', body: '%{lab} wurde von den Administratoren gesperrt.' },
    lab_unblocked: { title: 'Labor entsperrt', body: '%{lab} kann wieder Buchungen annehmen.' },
    aid_approved: { title: 'Finanzielle Hilfe genehmigt', body: 'Ihr Antrag über PKR %{amount} wurde genehmigt.' },
    aid_rejected: { title: 'Finanzielle Hilfe abgelehnt', body: 'Ihr Antrag über PKR %{amount} wurde abgelehnt.' },
    aid_rejected_reason: {
      title: 'Finanzielle Hilfe abgelehnt',
      body: 'Ihr Antrag über PKR %{amount} wurde abgelehnt. Grund: %{reason}',
    },
    complaint_update: { title: 'Beschwerde aktualisiert', body: 'Ihre Beschwerde Nr. %{id} ist jetzt: %{status}.' },
  },
  types: {
    'Lab Verification': 'Laborprüfung',
    'Financial Aid': 'Finanzhilfe',
    Complaint: 'Beschwerde',
    'Complaint Update': 'Beschwerde-Update',
    Payment: 'Zahlung',
    Review: 'Bewertung',
    'Lab Status': 'Laborstatus',
  },
  toast: {
    deleting_all: 'Alle Benachrichtigungen werden gelöscht..',
    deleted_all: 'Alle Benachrichtigungen erfolgreich gelöscht',
    delete_all_error: 'Fehler beim Löschen der Benachrichtigungen',
    deleting: 'Benachrichtigung wird gelöscht..',
    deleted: 'Benachrichtigung erfolgreich gelöscht',
    delete_error: 'Fehler beim Löschen der Benachrichtigung',
    mark_read_error: 'Fehler beim Markieren der Benachrichtigung als gelesen',
  },
};

const ru: NotificationMessages = {
  name: 'Уведомление |||| Уведомления',
  title: 'Уведомления',
  tabs: { all: 'Все', unread: 'Непрочитанные', read: 'Предыдущие' },
  empty: 'У вас нет новых уведомлений',
  empty_unread: 'Нет непрочитанных уведомлений',
  empty_read: 'Нет предыдущих уведомлений',
  unread: 'Не прочитано',
  delete: 'Удалить уведомление',
  delete_all: 'Удалить все уведомления',
  delete_all_title: 'Удалить все уведомления?',
  delete_all_content:
    'Будет удалено %{smart_count} уведомление. Это действие нельзя отменить! |||| Будут удалены все уведомления (%{smart_count}). Это действие нельзя отменить!',
  delete_all_confirm: 'Да, удалить все',
  view_previous: 'Показать предыдущие уведомления',
  live_paused: 'Обновления в реальном времени приостановлены; переподключение…',
  /** Server-written notifications: the API sends a key and parameters, the reader's language renders them. */
  server: {
    lab_registered: {
      title: 'Новая регистрация лаборатории',
      body: '%{lab} (%{city}) зарегистрировалась и ожидает проверки.',
    },
    aid_requested: {
      title: 'Новый запрос финансовой помощи',
      body: '%{patient} запросил(а) PKR %{amount} финансовой помощи для приёма в %{lab}.',
    },
    complaint_filed: { title: 'Новая жалоба', body: '%{patient} подал(а) жалобу «%{type}» на %{lab}.' },
    complaint_filed_nolab: { title: 'Новая жалоба', body: '%{patient} подал(а) жалобу «%{type}».' },
    payment_received: { title: 'Платёж получен', body: 'Заказ № %{order} на PKR %{amount} оплачен онлайн в %{lab}.' },
    review_received: { title: 'Новый отзыв', body: '%{patient} оценил(а) %{lab} на %{rating}/5.' },
    lab_verified: { title: 'Лаборатория подтверждена', body: '%{lab} подтверждена и теперь представлена в LabHub.' },
    lab_blocked: { title: 'Лаборатория заблокирована', body: '%{lab} заблокирована администраторами.' },
    lab_unblocked: { title: 'Лаборатория разблокирована', body: '%{lab} снова может принимать записи.' },
    aid_approved: { title: 'Финансовая помощь одобрена', body: 'Ваш запрос на PKR %{amount} одобрен.' },
    aid_rejected: { title: 'Финансовая помощь отклонена', body: 'Ваш запрос на PKR %{amount} отклонён.' },
    aid_rejected_reason: {
      title: 'Финансовая помощь отклонена',
      body: 'Ваш запрос на PKR %{amount} отклонён. Причина: %{reason}',
    },
    complaint_update: { title: 'Обновление жалобы', body: 'Статус вашей жалобы № %{id}: %{status}.' },
  },
  types: {
    'Lab Verification': 'Проверка лаборатории',
    'Financial Aid': 'Финансовая помощь',
    Complaint: 'Жалоба',
    'Complaint Update': 'Обновление жалобы',
    Payment: 'Платёж',
    Review: 'Отзыв',
    'Lab Status': 'Статус лаборатории',
  },
  toast: {
    deleting_all: 'Удаление всех уведомлений..',
    deleted_all: 'Все уведомления успешно удалены',
    delete_all_error: 'Ошибка при удалении уведомлений',
    deleting: 'Удаление уведомления..',
    deleted: 'Уведомление успешно удалено',
    delete_error: 'Ошибка при удалении уведомления',
    mark_read_error: 'Не удалось отметить уведомление как прочитанное',
  },
};

const it: NotificationMessages = {
  name: 'Notifica |||| Notifiche',
  title: 'Notifiche',
  tabs: { all: 'Tutte', unread: 'Non lette', read: 'Precedenti' },
  empty: 'Non hai nuove notifiche',
  empty_unread: 'Nessuna notifica non letta',
  empty_read: 'Nessuna notifica precedente',
  unread: 'Non letta',
  delete: 'Elimina notifica',
  delete_all: 'Elimina tutte le notifiche',
  delete_all_title: 'Eliminare tutte le notifiche?',
  delete_all_content:
    '%{smart_count} notifica verrà eliminata. Non potrai annullare questa operazione! |||| Tutte le %{smart_count} notifiche verranno eliminate. Non potrai annullare questa operazione!',
  delete_all_confirm: 'Sì, elimina tutte',
  view_previous: 'Vedi notifiche precedenti',
  live_paused: 'Aggiornamenti in tempo reale in pausa; riconnessione…',
  /** Server-written notifications: the API sends a key and parameters, the reader's language renders them. */
  server: {
    lab_registered: {
      title: 'Nuova registrazione di laboratorio',
      body: '%{lab} (%{city}) si è registrato ed è in attesa di verifica.',
    },
    aid_requested: {
      title: 'Nuova richiesta di aiuto finanziario',
      body: '%{patient} ha richiesto PKR %{amount} di aiuto finanziario per un appuntamento presso %{lab}.',
    },
    complaint_filed: { title: 'Nuovo reclamo', body: '%{patient} ha presentato un reclamo «%{type}» contro %{lab}.' },
    complaint_filed_nolab: { title: 'Nuovo reclamo', body: '%{patient} ha presentato un reclamo «%{type}».' },
    payment_received: {
      title: 'Pagamento ricevuto',
      body: "L'ordine n. %{order} di PKR %{amount} è stato pagato online presso %{lab}.",
    },
    review_received: { title: 'Nuova recensione', body: '%{patient} ha valutato %{lab} %{rating}/5.' },
    lab_verified: { title: 'Laboratorio verificato', body: '%{lab} è stato verificato ed è ora presente su LabHub.' },
    lab_blocked: { title: 'Laboratorio bloccato', body: '%{lab} è stato bloccato dagli amministratori.' },
    lab_unblocked: { title: 'Laboratorio sbloccato', body: '%{lab} può di nuovo ricevere prenotazioni.' },
    aid_approved: {
      title: 'Aiuto finanziario approvato',
      body: 'La tua richiesta di PKR %{amount} è stata approvata.',
    },
    aid_rejected: { title: 'Aiuto finanziario respinto', body: 'La tua richiesta di PKR %{amount} è stata respinta.' },
    aid_rejected_reason: {
      title: 'Aiuto finanziario respinto',
      body: 'La tua richiesta di PKR %{amount} è stata respinta. Motivo: %{reason}',
    },
    complaint_update: { title: 'Aggiornamento reclamo', body: 'Il tuo reclamo n. %{id} ora è: %{status}.' },
  },
  types: {
    'Lab Verification': 'Verifica laboratorio',
    'Financial Aid': 'Aiuto finanziario',
    Complaint: 'Reclamo',
    'Complaint Update': 'Aggiornamento reclamo',
    Payment: 'Pagamento',
    Review: 'Recensione',
    'Lab Status': 'Stato del laboratorio',
  },
  toast: {
    deleting_all: 'Eliminazione di tutte le notifiche..',
    deleted_all: 'Tutte le notifiche eliminate con successo',
    delete_all_error: "Errore durante l'eliminazione delle notifiche",
    deleting: 'Eliminazione della notifica..',
    deleted: 'Notifica eliminata con successo',
    delete_error: "Errore durante l'eliminazione della notifica",
    mark_read_error: 'Errore nel segnare la notifica come letta',
  },
};

export { de, en, es, it, ru };
