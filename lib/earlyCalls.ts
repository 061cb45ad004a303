/**
 * The API calls of a signed-in visit's first screen, started by the app's entry (src/main.tsx) before the app's code
 * has arrived, and handed to the data provider's HTTP client when the screen asks for them (dataProvider/index.ts),
 * once each. The list is the one the dashboard's prefetch last asked (src/pages/Dashboard/firstDraw.ts), kept in
 * localStorage, so the entry needs neither the contracts nor the store to know it. A call asked with another token,
 * another method or too late is not handed over: the client then sends its own request (and refreshes an expired
 * token on the early call's 401 as on any other).
 */
const LIST_KEY = 'labhub.firstCalls';
/** An early answer older than this is not used (the screen did not ask for it in time). */
const EARLY_MS = 20_000;

interface EarlyCall {
  response: Promise<Response>;
  authorization: string;
  at: number;
}

const early = new Map<string, EarlyCall>();

/** Whether the page opened is an administrator's home, the dashboard (`/` leads there). */
export const opensOnDashboard = () => {
  const base = import.meta.env.BASE_URL;
  return location.pathname === base || location.pathname === `${base}dashboard`;
};

/** Remembers the paths (`/profiles/totallabs` …) the next visit's entry may start early. */
export function rememberFirstCalls(paths: readonly string[]) {
  try {
    localStorage.setItem(LIST_KEY, JSON.stringify(paths));
  } catch {
    // no storage: the next visit starts its calls with the screen
  }
}

/** The remembered paths: same-origin API paths only. */
function rememberedPaths(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(LIST_KEY) ?? '[]');
    return Array.isArray(list)
      ? list.filter((path): path is string => typeof path === 'string' && /^\/(?!\/)[^\s]*$/.test(path))
      : [];
  } catch {
    return [];
  }
}

/** Starts `GET apiUrl + path` of every remembered path with the stored bearer token. */
export function startEarlyCalls(apiUrl: string, token: string) {
  const authorization = `Bearer ${token}`;
  for (const path of rememberedPaths()) {
    const url = `${apiUrl.replace(/\/+$/, '')}${path}`;
    const response = fetch(url, { headers: { Accept: 'application/json', Authorization: authorization } });
    response.catch(() => undefined); // a failed early call is sent again by the client
    early.set(url, { response, authorization, at: performance.now() });
  }
}

/**
 * A `fetch` that answers a GET of a URL started early, with the same token, from that early call (once); anything
 * else goes to the network.
 */
export const fetchWithEarlyCalls: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const call = early.get(url);
  if (call) {
    early.delete(url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const authorization = new Headers(init?.headers).get('Authorization');
    if (method === 'GET' && authorization === call.authorization && performance.now() - call.at <= EARLY_MS)
      return call.response.catch(() => fetch(input, init));
  }
  return fetch(input, init);
};
