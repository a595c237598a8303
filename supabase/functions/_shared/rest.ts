// PostgREST with the service_role key through plain fetch: no client library, so the same
// import works on Deno and Node.
import { requireEnv } from './env.ts';

export interface RestResult<T> {
  ok: boolean;
  status: number;
  data: T | null;
  error: { code?: string; message?: string; details?: string } | null;
}

export async function serviceRest<T>(path: string, init: RequestInit = {}): Promise<RestResult<T>> {
  const key = requireEnv('SUPABASE_SERVICE_ROLE_KEY');
  const response = await fetch(`${requireEnv('SUPABASE_URL')}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  return response.ok
    ? { ok: true, status: response.status, data: body as T, error: null }
    : { ok: false, status: response.status, data: null, error: body as RestResult<T>['error'] };
}
