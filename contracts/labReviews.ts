/** Scratch (session 8): a read-only resource added by following docs/ARCHITECTURE.md "Adding a resource"; reverted. */
import { adminOnly, defineResource } from './defineResource';
import { int, record, text, textOrNull, timestamp, timestampOrNull } from './fields';

export const labReviewsContract = defineResource({
    name: 'labReviews',
    id: 'id',
    record: record({ lab_id: int, name: text, review: text, rating: int, reply: textOrNull, replied_at: timestampOrNull, created_at: timestamp }),
    list: {
        sortable: ['id', 'created_at', 'rating', 'name'],
        searchable: ['name', 'review'],
        filters: { rating: { choices: ['1', '2', '3', '4', '5'] }, created_at_gte: { type: 'date' }, created_at_lte: { type: 'date' } },
        defaultSort: { field: 'created_at', order: 'DESC' },
        perPage: 25,
    },
    endpoints: { getList: { method: 'GET', path: '/labreviews' }, getOne: { method: 'GET', path: '/labreviews/{id}' } },
    access: adminOnly('list', 'show', 'export'),
    export: ['id', 'created_at', 'lab_id', 'name', 'rating', 'review'],
    storage: { table: 'reviews' },
    view: {
        columns: ['created_at', 'name', 'rating', 'review'],
        show: ['id', 'created_at', 'lab_id', 'name', 'rating', 'review', 'reply', 'replied_at'],
    },
});
