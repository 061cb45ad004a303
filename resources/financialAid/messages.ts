/** Financial aid (SPEC §2 Financial aid) wording. Every language must match the English keys (type-checked). */
const en = {
    name: 'Financial Aid',
} as const;

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
export type FinancialAidMessages = Messages<typeof en>;

const es: FinancialAidMessages = { name: 'Ayuda financiera' };
const de: FinancialAidMessages = { name: 'Finanzhilfe' };
const ru: FinancialAidMessages = { name: 'Финансовая помощь' };
const it: FinancialAidMessages = { name: 'Aiuto finanziario' };

export { en, es, de, ru, it };
