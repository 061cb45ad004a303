/** The lab screens' SPEC §2 paths, written once (index.ts routes them, other screens link to them). */
export const LAB_PATHS = {
  overview: '/lab-overview/:id',
} as const;

/** A lab's overview, by email or by its numeric id (the overview and the API answer to both). */
export const labOverviewPath = (emailOrId: string | number) => `/lab-overview/${encodeURIComponent(String(emailOrId))}`;
