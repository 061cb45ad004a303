/** All Complaints wording (SPEC §2; the response form and its toasts are designed). */
import type { Messages } from '../../lib/messages';

const en = {
  name: 'Complaint |||| Complaints',
  fields: {
    Type: 'Type',
    lab_name: 'Lab',
    patient_name: 'Patient',
    created_at: 'Date',
    Status: 'Status',
    Description: 'Description',
    Response: 'Response',
    resolved_at: 'Resolved On',
  },
  list: {
    title: 'All Complaints',
    actions: 'Actions',
    view: 'View complaint %{id}',
  },
  status: { pending: 'Pending', in_progress: 'In Progress', resolved: 'Resolved' },
  types: {
    late_report: 'Late Report',
    wrong_result: 'Wrong Result',
    rude_staff: 'Rude Staff',
    overcharging: 'Overcharging',
    home_sampling_delay: 'Home Sampling Delay',
    refund: 'Refund',
    other: 'Other',
  },
  show: {
    title: 'Complaint #%{id}',
    no_response: 'No response yet',
    response: 'Your Response',
    required: 'Please write a response',
    mark_resolved: 'Mark as Resolved',
    submit: 'Save Response',
    close: 'Close',
  },
  notifications: {
    saving: 'Saving response...',
    saved: 'Response saved',
    save_error: 'Error saving response',
  },
} as const;

export type ComplaintMessages = Messages<typeof en>;

const es: ComplaintMessages = {
  name: 'Queja |||| Quejas',
  fields: {
    Type: 'Tipo',
    lab_name: 'Laboratorio',
    patient_name: 'Paciente',
    created_at: 'Fecha',
    Status: 'Estado',
    Description: 'Descripción',
    Response: 'Respuesta',
    resolved_at: 'Resuelta el',
  },
  list: { title: 'Todas las quejas', actions: 'Acciones', view: 'Ver la queja %{id}' },
  status: { pending: 'Pendiente', in_progress: 'En curso', resolved: 'Resuelta' },
  types: {
    late_report: 'Informe tardío',
    wrong_result: 'Resultado erróneo',
    rude_staff: 'Personal descortés',
    overcharging: 'Cobro excesivo',
    home_sampling_delay: 'Retraso en la toma a domicilio',
    refund: 'Reembolso',
    other: 'Otro',
  },
  show: {
    title: 'Queja n.º %{id}',
    no_response: 'Aún sin respuesta',
    response: 'Su respuesta',
    required: 'Escriba una respuesta',
    mark_resolved: 'Marcar como resuelta',
    submit: 'Guardar respuesta',
    close: 'Cerrar',
  },
  notifications: {
    saving: 'Guardando respuesta...',
    saved: 'Respuesta guardada',
    save_error: 'Error al guardar la respuesta',
  },
};

const de: ComplaintMessages = {
  name: 'Beschwerde |||| Beschwerden',
  fields: {
    Type: 'Art',
    lab_name: 'Labor',
    patient_name: 'Patient',
    created_at: 'Datum',
    Status: 'Status',
    Description: 'Beschreibung',
    Response: 'Antwort',
    resolved_at: 'Gelöst am',
  },
  list: { title: 'Alle Beschwerden', actions: 'Aktionen', view: 'Beschwerde %{id} anzeigen' },
  status: { pending: 'Ausstehend', in_progress: 'In Bearbeitung', resolved: 'Gelöst' },
  types: {
    late_report: 'Verspäteter Befund',
    wrong_result: 'Falsches Ergebnis',
    rude_staff: 'Unhöfliches Personal',
    overcharging: 'Überhöhte Abrechnung',
    home_sampling_delay: 'Verspätete Hausprobenahme',
    refund: 'Erstattung',
    other: 'Sonstiges',
  },
  show: {
    title: 'Beschwerde Nr. %{id}',
    no_response: 'Noch keine Antwort',
    response: 'Ihre Antwort',
    required: 'Bitte schreiben Sie eine Antwort',
    mark_resolved: 'Als gelöst markieren',
    submit: 'Antwort speichern',
    close: 'Schließen',
  },
  notifications: {
    saving: 'Antwort wird gespeichert...',
    saved: 'Antwort gespeichert',
    save_error: 'Fehler beim Speichern der Antwort',
  },
};

const ru: ComplaintMessages = {
  name: 'Жалоба |||| Жалобы',
  fields: {
    Type: 'Тип',
    lab_name: 'Лаборатория',
    patient_name: 'Пациент',
    created_at: 'Дата',
    Status: 'Статус',
    Description: 'Описание',
    Response: 'Ответ',
    resolved_at: 'Решена',
  },
  list: { title: 'Все жалобы', actions: 'Действия', view: 'Открыть жалобу %{id}' },
  status: { pending: 'Ожидает', in_progress: 'В работе', resolved: 'Решена' },
  types: {
    late_report: 'Задержка результата',
    wrong_result: 'Неверный результат',
    rude_staff: 'Грубость персонала',
    overcharging: 'Завышенная цена',
    home_sampling_delay: 'Задержка выезда на дом',
    refund: 'Возврат денег',
    other: 'Другое',
  },
  show: {
    title: 'Жалоба № %{id}',
    no_response: 'Ответа пока нет',
    response: 'Ваш ответ',
    required: 'Напишите ответ',
    mark_resolved: 'Отметить как решённую',
    submit: 'Сохранить ответ',
    close: 'Закрыть',
  },
  notifications: {
    saving: 'Сохранение ответа...',
    saved: 'Ответ сохранён',
    save_error: 'Ошибка при сохранении ответа',
  },
};

const it: ComplaintMessages = {
  name: 'Reclamo |||| Reclami',
  fields: {
    Type: 'Tipo',
    lab_name: 'Laboratorio',
    patient_name: 'Paziente',
    created_at: 'Data',
    Status: 'Stato',
    Description: 'Descrizione',
    Response: 'Risposta',
    resolved_at: 'Risolto il',
  },
  list: { title: 'Tutti i reclami', actions: 'Azioni', view: 'Apri il reclamo %{id}' },
  status: { pending: 'In attesa', in_progress: 'In lavorazione', resolved: 'Risolto' },
  types: {
    late_report: 'Referto in ritardo',
    wrong_result: 'Risultato errato',
    rude_staff: 'Personale scortese',
    overcharging: 'Addebito eccessivo',
    home_sampling_delay: 'Ritardo del prelievo a domicilio',
    refund: 'Rimborso',
    other: 'Altro',
  },
  show: {
    title: 'Reclamo n. %{id}',
    no_response: 'Ancora nessuna risposta',
    response: 'La tua risposta',
    required: 'Scrivi una risposta',
    mark_resolved: 'Segna come risolto',
    submit: 'Salva risposta',
    close: 'Chiudi',
  },
  notifications: {
    saving: 'Salvataggio risposta...',
    saved: 'Risposta salvata',
    save_error: 'Errore durante il salvataggio della risposta',
  },
};

export { de, en, es, it, ru };
