/** History wording: the audit log's screens (designed); `resources.history.*`, collected by src/i18n/<lang>.ts. */
import type { Messages } from '../../lib/messages';

const en = {
  name: 'History entry |||| History',
  fields: {
    id: 'Id',
    at: 'When',
    actor_email: 'Who',
    actor_role: 'Role',
    action: 'Action',
    entity: 'Record type',
    entity_id: 'Record',
    details: 'Details',
    at_gte: 'From date',
    at_lte: 'To date',
  },
  filters: {
    entity: {
      lab: 'Lab',
      staff: 'Staff',
      test: 'Test',
      order: 'Order',
      complaint: 'Complaint',
      review: 'Review',
      financialAid: 'Financial aid',
    },
  },
  list: { title: 'History' },
  show: { title: 'History entry #%{id}', back: 'Back to History', no_details: 'No details' },
};

const es: Messages<typeof en> = {
  name: 'Entrada del historial |||| Historial',
  fields: {
    id: 'Id',
    at: 'Cuándo',
    actor_email: 'Quién',
    actor_role: 'Rol',
    action: 'Acción',
    entity: 'Tipo de registro',
    entity_id: 'Registro',
    details: 'Detalles',
    at_gte: 'Desde',
    at_lte: 'Hasta',
  },
  filters: {
    entity: {
      lab: 'Laboratorio',
      staff: 'Personal',
      test: 'Prueba',
      order: 'Pedido',
      complaint: 'Queja',
      review: 'Reseña',
      financialAid: 'Ayuda financiera',
    },
  },
  list: { title: 'Historial' },
  show: { title: 'Entrada del historial n.º %{id}', back: 'Volver al historial', no_details: 'Sin detalles' },
};

const de: Messages<typeof en> = {
  name: 'Verlaufseintrag |||| Verlauf',
  fields: {
    id: 'Id',
    at: 'Wann',
    actor_email: 'Wer',
    actor_role: 'Rolle',
    action: 'Aktion',
    entity: 'Datensatztyp',
    entity_id: 'Datensatz',
    details: 'Details',
    at_gte: 'Von Datum',
    at_lte: 'Bis Datum',
  },
  filters: {
    entity: {
      lab: 'Labor',
      staff: 'Personal',
      test: 'Test',
      order: 'Bestellung',
      complaint: 'Beschwerde',
      review: 'Bewertung',
      financialAid: 'Finanzhilfe',
    },
  },
  list: { title: 'Verlauf' },
  show: { title: 'Verlaufseintrag Nr. %{id}', back: 'Zurück zum Verlauf', no_details: 'Keine Details' },
};

const ru: Messages<typeof en> = {
  name: 'Запись истории |||| История',
  fields: {
    id: 'Id',
    at: 'Когда',
    actor_email: 'Кто',
    actor_role: 'Роль',
    action: 'Действие',
    entity: 'Тип записи',
    entity_id: 'Запись',
    details: 'Подробности',
    at_gte: 'С даты',
    at_lte: 'По дату',
  },
  filters: {
    entity: {
      lab: 'Лаборатория',
      staff: 'Сотрудник',
      test: 'Анализ',
      order: 'Заказ',
      complaint: 'Жалоба',
      review: 'Отзыв',
      financialAid: 'Финансовая помощь',
    },
  },
  list: { title: 'История' },
  show: { title: 'Запись истории № %{id}', back: 'Назад к истории', no_details: 'Нет подробностей' },
};

const it: Messages<typeof en> = {
  name: 'Voce della cronologia |||| Cronologia',
  fields: {
    id: 'Id',
    at: 'Quando',
    actor_email: 'Chi',
    actor_role: 'Ruolo',
    action: 'Azione',
    entity: 'Tipo di record',
    entity_id: 'Record',
    details: 'Dettagli',
    at_gte: 'Dalla data',
    at_lte: 'Alla data',
  },
  filters: {
    entity: {
      lab: 'Laboratorio',
      staff: 'Personale',
      test: 'Test',
      order: 'Ordine',
      complaint: 'Reclamo',
      review: 'Recensione',
      financialAid: 'Aiuto finanziario',
    },
  },
  list: { title: 'Cronologia' },
  show: { title: 'Voce della cronologia n. %{id}', back: 'Torna alla cronologia', no_details: 'Nessun dettaglio' },
};

export { de, en, es, it, ru };
