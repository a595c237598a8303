// The answers index.html's inline script asked for while the app's code downloaded (issue 12,
// B8): /config.json on every page, and on a job page its published job. Each is taken once; a
// missing or failed one is null, and the caller then fetches for itself as it would without them.

interface EarlyFetches {
  /** /config.json's JSON, or null when it failed. */
  config?: Promise<unknown>;
  /** The job page's job: PostgREST's rows, or null when the request failed. */
  job?: { id: string; rows: Promise<unknown> };
}

declare global {
  var __partiiEarly: EarlyFetches | undefined;
}

/** /config.json as the inline script fetched it, once; null when there is none or it failed. */
export async function takeEarlyConfig(): Promise<unknown> {
  const early = globalThis.__partiiEarly;
  const config = early?.config;
  if (!config) return null;
  delete early.config;
  return config.catch(() => null);
}

/** The rows the inline script fetched for the job page of `jobId`, once; null otherwise. */
export async function takeEarlyJobRows(jobId: string): Promise<unknown> {
  const early = globalThis.__partiiEarly;
  const job = early?.job;
  if (!job || job.id !== jobId) return null;
  delete early.job;
  return job.rows.catch(() => null);
}
