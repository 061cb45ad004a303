/** Base URL of the marketplace API (SPEC §7 paths are relative to it). */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '/api';

/** SPEC §9 timings. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SUCCESS_DURATION_MS = 3000;
export const PRELOADER_MS = 2500;
/** Fallback refresh of the unread notifications; the live stream (src/notifications/live.ts) brings new ones at once. */
export const NOTIFICATION_POLL_MS = 60_000;
/** SPEC §9: the notification dropdown's scroll area is 230 px high. */
export const NOTIFICATION_DROPDOWN_HEIGHT = 230;
/** How many unread notifications the bell's dropdown lists (the newest); the badge counts them all. */
export const BELL_UNREAD_LIMIT = 20;
/** Notifications page size (SPEC shows none; designed). */
export const NOTIFICATIONS_PER_PAGE = 20;
