/**
 * The data provider's verbs beyond react-admin's: `action` (any contract's declared action: labs' verify and logo
 * upload, financial aid's approve and reject, a notification's markAsRead…), `call` (a call of contracts/calls.ts by
 * its name), `get` (a read-only path) and `registerDevice`. Each resolves to `{data}` like the record verbs.
 */
import type { CallName } from '../contracts/calls';
import { textOf } from './clientSide';
import type { Http, Query } from './http';
import type { CallOptions, LabHubDataProvider } from './index';
import { loadRoutes, providerError } from './recordVerbs';
import type { Data } from './routes';

/** A body holding a file is multipart: each Blob a file part (its name when it is a File), everything else a field. */
function multipartOf(data: Data | undefined): FormData | undefined {
  if (!data || !Object.values(data).some(v => v instanceof Blob)) return undefined;
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob)
      form.append(
        key,
        value,
        typeof (value as File).name === 'string' && (value as File).name ? (value as File).name : key.toLowerCase(),
      );
    else form.append(key, textOf(value));
  }
  return form;
}

export type CustomVerbs = Pick<LabHubDataProvider, 'action' | 'registerDevice' | 'get' | 'call'>;

export function customVerbs(request: Http['request']): CustomVerbs {
  return {
    action: async <T = Data>(
      resource: string,
      name: string,
      { id, data }: { id?: string | number; data?: Data } = {},
    ) => {
      // The contracts' plain facts load with the first call, not with the login page.
      const [{ routingOf }, { fillPath }] = await Promise.all([
        import('../contracts/routing'),
        import('../contracts/defineResource'),
      ]);
      const contract = routingOf(resource);
      const declared = contract?.actions?.[name];
      if (!contract || !declared) throw providerError(`The ${resource} resource has no action ${name}.`, 405);
      const path = id === undefined ? declared.path : fillPath(declared.path, { id, [contract.id]: id });
      const formData = multipartOf(data);
      const { json } = await request<T>(
        declared.method,
        path,
        formData ? { formData } : { body: data ?? declared.body },
      );
      return { data: json };
    },
    registerDevice: async device => {
      const { call } = (await loadRoutes()).registerDevice(device);
      return {
        data: (
          await request<{ id: number; registration_id: string; user: string; type: string }>(call.method, call.path, {
            body: call.body,
          })
        ).json,
      };
    },
    get: async <T>(path: string, query?: Query) => ({ data: (await request<T>('GET', path, { query })).json }),
    call: async <T>(name: CallName, { params, data, query }: CallOptions = {}) => {
      const [{ routingCallOf }, { fillPath }] = await Promise.all([
        import('../contracts/routing'),
        import('../contracts/defineResource'),
      ]);
      const declared = routingCallOf(name);
      if (!declared) throw providerError(`Unknown call: ${name}.`, 405);
      const path = params ? fillPath(declared.path, params) : declared.path;
      return { data: (await request<T>(declared.method, path, { body: data, query })).json };
    },
  };
}
