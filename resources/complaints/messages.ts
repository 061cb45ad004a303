/** All Complaints wording (SPEC §2; the response form and its toasts are designed). */
import type { Messages } from '../../lib/messages';

const en = {
  name: 'Complaint |||| Complaints',
  fields: {
    Type: 'Type',
    lab_name: 'Lab',
    Lab_Id: 'Lab',
    patient_name: 'Patient',
    created_at: 'Date',
    created_at_gte: 'From date',
    created_at_lte: 'To date',
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
  filters: {
    Status: { Pending: 'Pending', 'In Progress': 'In Progress', Resolved: 'Resolved' },
    Type: {
      'Late Report': 'Late Report',
      'Wrong Result': 'Wrong Result',
      'Rude Staff': 'Rude Staff',
      Overcharging: 'Overcharging',
      'Home Sampling Delay': 'Home Sampling Delay',
      Refund: 'Refund',
      Other: 'Other',
    },
  },
  show: {
    title: 'Complaint #%{id}',
    no_Response: 'No response yet',
    response: 'Your Response',
    mark_resolved: 'Mark as Resolved',
    submit: 'Save Response',
    close: 'Close',
  },
  validation: { responseRequired: 'Please write a response', responseLong: 'At most 2000 characters' },
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
    Lab_Id: 'Laboratorio',
    patient_name: 'Paciente',
    created_at: 'Fecha',
    created_at_gte: 'Desde',
    created_at_lte: 'Hasta',
    Status: 'Estado',
    Description: 'Descripción',
    Response: 'Respuesta',
    resolved_at: 'Resuelta el',
  },
  list: { title: 'Todas las quejas', actions: 'Acciones', view: 'Ver la queja %{id}' },
  filters: {
    Status: { Pending: 'Pendiente', 'In Progress': 'En curso', Resolved: 'Resuelta' },
    Type: {
      'Late Report': 'Informe tardío',
      'Wrong Result': 'Resultado erróneo',
      'Rude Staff': 'Personal descortés',
      Overcharging: 'Cobro excesivo',
      'Home Sampling Delay': 'Retraso en la toma a domicilio',
      Refund: 'Reembolso',
      Other: 'Otro',
    },
  },
  show: {
    title: 'Queja n.º %{id}',
    no_Response: 'Aún sin respuesta',
    response: 'Su respuesta',
    mark_resolved: 'Marcar como resuelta',
    submit: 'Guardar respuesta',
    close: 'Cerrar',
  },
  validation: { responseRequired: 'Escriba una respuesta', responseLong: 'Como máximo 2000 caracteres' },
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
    Lab_Id: 'Labor',
    patient_name: 'Patient',
    created_at: 'Datum',
    created_at_gte: 'Von Datum',
    created_at_lte: 'Bis Datum',
    Status: 'Status',
    Description: 'Beschreibung',
    Response: 'Antwort',
    resolved_at: 'Gelöst am',
  },
  list: { title: 'Alle Beschwerden', actions: 'Aktionen', view: 'Beschwerde %{id} anzeigen' },
  filters: {
    Status: { Pending: 'Ausstehend', 'In Progress': 'In Bearbeitung', Resolved: 'Gelöst' },
    Type: {
      'Late Report': 'Verspäteter Befund',
      'Wrong Result': 'Falsches Ergebnis',
      'Rude Staff': 'Unhöfliches Personal',
      Overcharging: 'Überhöhte Abrechnung',
      'Home Sampling Delay': 'Verspätete Hausprobenahme',
      Refund: 'Erstattung',
      Other: 'Sonstiges',
    },
  },
  show: {
    title: 'Beschwerde Nr. %{id}',
    no_Response: 'Noch keine Antwort',
    response: 'Ihre Antwort',
    mark_resolved: 'Als gelöst markieren',
    submit: 'Antwort speichern',
    close: 'Schließen',
  },
  validation: { responseRequired: 'Bitte schreiben Sie eine Antwort', responseLong: 'Höchstens 2000 Zeichen' },
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
    Lab_Id: 'Лаборатория',
    patient_name: 'Пациент',
    created_at: 'Дата',
    created_at_gte: 'С даты',
    created_at_lte: 'По дату',
    Status: 'Статус',
    Description: 'Описание',
    Response: 'Ответ',
    resolved_at: 'Решена',
  },
  list: { title: 'Все жалобы', actions: 'Действия', view: 'Открыть жалобу %{id}' },
  filters: {
    Status: { Pending: 'Ожидает', 'In Progress': 'В работе', Resolved: 'Решена' },
    Type: {
      'Late Report': 'Задержка результата',
      'Wrong Result': 'Неверный результат',
      'Rude Staff': 'Грубость персонала',
      Overcharging: 'Завышенная цена',
      'Home Sampling Delay': 'Задержка выезда на дом',
      Refund: 'Возврат денег',
      Other: 'Другое',
    },
  },
  show: {
    title: 'Жалоба № %{id}',
    no_Response: 'Ответа пока нет',
    response: 'Ваш ответ',
    mark_resolved: 'Отметить как решённую',
    submit: 'Сохранить ответ',
    close: 'Закрыть',
  },
  validation: { responseRequired: 'Напишите ответ', responseLong: 'Не более 2000 символов' },
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
    Lab_Id: 'Laboratorio',
    patient_name: 'Paziente',
    created_at: 'Data',
    created_at_gte: 'Dalla data',
    created_at_lte: 'Alla data',
    Status: 'Stato',
    Description: 'Descrizione',
    Response: 'Risposta',
    resolved_at: 'Risolto il',
  },
  list: { title: 'Tutti i reclami', actions: 'Azioni', view: 'Apri il reclamo %{id}' },
  filters: {
    Status: { Pending: 'In attesa', 'In Progress': 'In lavorazione', Resolved: 'Risolto' },
    Type: {
      'Late Report': 'Referto in ritardo',
      'Wrong Result': 'Risultato errato',
      'Rude Staff': 'Personale scortese',
      Overcharging: 'Addebito eccessivo',
      'Home Sampling Delay': 'Ritardo del prelievo a domicilio',
      Refund: 'Rimborso',
      Other: 'Altro',
    },
  },
  show: {
    title: 'Reclamo n. %{id}',
    no_Response: 'Ancora nessuna risposta',
    response: 'La tua risposta',
    mark_resolved: 'Segna come risolto',
    submit: 'Salva risposta',
    close: 'Chiudi',
  },
  validation: { responseRequired: 'Scrivi una risposta', responseLong: 'Al massimo 2000 caratteri' },
  notifications: {
    saving: 'Salvataggio risposta...',
    saved: 'Risposta salvata',
    save_error: 'Errore durante il salvataggio della risposta',
  },
};

export { de, en, es, it, ru };
