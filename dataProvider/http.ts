/**
 * The one place that talks HTTP to the marketplace API (docs/API.md): base URL, bearer header, JSON or multipart
 * bodies, query strings, and errors turned into react-admin `HttpError`s.
 *
 * Error bodies are `{detail, errors?}`; the `HttpError` carries `body.errors` (`{field: message}`, which
 * react-admin puts on the matching form inputs) and `body.detail`. A request that never reaches the server
 * becomes an `HttpError` with status 0.
 */
import { HttpError } from 'react-admin';

import { messageKeyOfCode } from '../lib/serverCodes';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type Query = Record<string, QueryValue>;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpOptions {
  /** API base, e.g. `/api` or `http://127.0.0.1:3000/api`; SPEC §7 paths are appended to it. */
  apiUrl: string;
  /** The bearer token (the stored `access_token`), or nothing when signed out. */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** On a 401: a new bearer token (the session's refresh), or null when the session has ended. The request is then sent once more. */
  refreshToken?: () => Promise<string | null | undefined>;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
}

interface RequestOptions {
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary header). */
  formData?: FormData;
  signal?: AbortSignal;
}

interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body; `null` for an empty body; the text when the body is not JSON. */
  json: T;
}

type Request = <T = unknown>(method: Method, path: string, options?: RequestOptions) => Promise<HttpResponse<T>>;

export interface Http {
  request: Request;
}

/** The body of every `HttpError` this module throws. */
export interface HttpErrorBody {
  errors: Record<string, string>;
  detail: string;
}

/** `?a=1&id=x&id=y`: arrays repeat the key; `undefined`, `null` and `''` are left out. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      params.append(key, String(v));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function joinUrl(apiUrl: string, path: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

function toHttpError(status: number, statusText: string, body: unknown): HttpError {
  const object =
    typeof body === 'object' && body !== null ? (body as { detail?: unknown; errors?: unknown; code?: unknown }) : {};
  const coded = messageKeyOfCode(object.code);
  const detail = coded
    ? coded
    : typeof object.detail === 'string' && object.detail
      ? object.detail
      : typeof body === 'string' && body.trim() && body.length <= 300
        ? body.trim()
        : statusText || `Request failed with status ${status}`;
  const errors =
    typeof object.errors === 'object' && object.errors !== null && !Array.isArray(object.errors)
      ? (object.errors as Record<string, string>)
      : {};
  const errorBody: HttpErrorBody = { errors, detail };
  return new HttpError(detail, status, errorBody);
}

/**
 * The message and `detail` of a request that never reached the server (status 0): an i18n key, shown in the
 * reader's language; the request itself is written to the console only.
 */
const UNREACHABLE = 'app.login.network_error';

export function createHttp({ apiUrl, getToken, refreshToken, fetch: fetchImpl }: HttpOptions): Http {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  const request: Request = async <T>(method: Method, path: string, options: RequestOptions = {}) => {
    const url = joinUrl(apiUrl, path) + queryString(options.query);
    const headers = new Headers({ Accept: 'application/json' });
    let token = await getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (options.formData) {
      // No Content-Type: fetch writes multipart/form-data with its boundary.
      body = options.formData;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body, signal: options.signal });
      // An expired access token: refresh it once and send the request again (the session may still live).
      if (response.status === 401 && token && refreshToken) {
        const fresh = await refreshToken();
        if (fresh && fresh !== token) {
          token = fresh;
          headers.set('Authorization', `Bearer ${fresh}`);
          response = await doFetch(url, { method, headers, body, signal: options.signal });
        }
      }
    } catch (error) {
      if (isAbort(error)) throw error;
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      // The request and the browser's reason are for the console; the user reads the translated sentence.
      console.warn(`Cannot reach the server (${method} ${path}): ${reason || 'network error'}`);
      throw new HttpError(UNREACHABLE, 0, { errors: {}, detail: UNREACHABLE } satisfies HttpErrorBody);
    }

    const json = await readBody(response);
    if (response.status >= 400) throw toHttpError(response.status, response.statusText, json);
    return { status: response.status, headers: response.headers, json: json as T };
  };

  return { request };
}
