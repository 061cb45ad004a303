/** Scratch (session 8): reverted. */
const en = {
    name: 'Lab review |||| Lab reviews',
    fields: { id: 'Id', created_at: 'When', lab_id: 'Lab', name: 'Patient', rating: 'Rating', review: 'Review', reply: 'Reply', replied_at: 'Replied', created_at_gte: 'From date', created_at_lte: 'To date' },
    filters: { rating: { 1: '1 star', 2: '2 stars', 3: '3 stars', 4: '4 stars', 5: '5 stars' } },
    list: { title: 'Lab reviews' },
    show: { title: 'Lab review #%{id}', back: 'Back to Lab reviews' },
};

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

const es: Messages<typeof en> = {
    name: 'Reseña de laboratorio |||| Reseñas de laboratorios',
    fields: { id: 'Id', created_at: 'Cuándo', lab_id: 'Laboratorio', name: 'Paciente', rating: 'Valoración', review: 'Reseña', reply: 'Respuesta', replied_at: 'Respondida', created_at_gte: 'Desde', created_at_lte: 'Hasta' },
    filters: { rating: { 1: '1 estrella', 2: '2 estrellas', 3: '3 estrellas', 4: '4 estrellas', 5: '5 estrellas' } },
    list: { title: 'Reseñas de laboratorios' },
    show: { title: 'Reseña n.º %{id}', back: 'Volver a las reseñas' },
};

const de: Messages<typeof en> = {
    name: 'Laborbewertung |||| Laborbewertungen',
    fields: { id: 'Id', created_at: 'Wann', lab_id: 'Labor', name: 'Patient', rating: 'Bewertung', review: 'Text', reply: 'Antwort', replied_at: 'Beantwortet', created_at_gte: 'Von Datum', created_at_lte: 'Bis Datum' },
    filters: { rating: { 1: '1 Stern', 2: '2 Sterne', 3: '3 Sterne', 4: '4 Sterne', 5: '5 Sterne' } },
    list: { title: 'Laborbewertungen' },
    show: { title: 'Laborbewertung Nr. %{id}', back: 'Zurück zu den Bewertungen' },
};

const ru: Messages<typeof en> = {
    name: 'Отзыв о лаборатории |||| Отзывы о лабораториях',
    fields: { id: 'Id', created_at: 'Когда', lab_id: 'Лаборатория', name: 'Пациент', rating: 'Оценка', review: 'Отзыв', reply: 'Ответ', replied_at: 'Отвечено', created_at_gte: 'С даты', created_at_lte: 'По дату' },
    filters: { rating: { 1: '1 звезда', 2: '2 звезды', 3: '3 звезды', 4: '4 звезды', 5: '5 звёзд' } },
    list: { title: 'Отзывы о лабораториях' },
    show: { title: 'Отзыв № %{id}', back: 'Назад к отзывам' },
};

const it: Messages<typeof en> = {
    name: 'Recensione del laboratorio |||| Recensioni dei laboratori',
    fields: { id: 'Id', created_at: 'Quando', lab_id: 'Laboratorio', name: 'Paziente', rating: 'Valutazione', review: 'Recensione', reply: 'Risposta', replied_at: 'Risposta il', created_at_gte: 'Dalla data', created_at_lte: 'Alla data' },
    filters: { rating: { 1: '1 stella', 2: '2 stelle', 3: '3 stelle', 4: '4 stelle', 5: '5 stelle' } },
    list: { title: 'Recensioni dei laboratori' },
    show: { title: 'Recensione n. %{id}', back: 'Torna alle recensioni' },
};

export { en, es, de, ru, it };
