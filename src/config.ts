/** Base URL of the marketplace API (SPEC §7 paths are relative to it). */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '/api';

/** SPEC §9 timings. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SUCCESS_DURATION_MS = 3000;
export const PRELOADER_MS = 2500;
export const NOTIFICATION_POLL_MS = 60_000;
