// Who writes the AI texts: the deterministic provider (default and fallback — offline, errors, no
// configuration) or an OpenAI-compatible model behind the server function `ai`
// (supabase/functions/ai/index.ts). The model's URL, key and name live in the server's environment
// only; the browser never sees them, it only calls the function.
//
// The provider may write prose (the screening summary, a job description). It never decides the
// rating: that stays deterministic (model/screening.ts) so it is reproducible and works offline.
//
// Features do not call supabase-js: the network call comes in as an `AiInvoke` callback, wired by
// the app shell (see `supabaseInvoke` and `AiInvokeProvider` in hooks/useAiInvoke.tsx).

import { draftJobDescription, type JobDescriptionInput } from './model/jobDescription';
import type { ScreeningJob, ScreeningResult } from './model/screening';

/** The answer of one function call, as supabase-js's `functions.invoke` gives it. */
export interface AiInvokeResult {
  data: unknown;
  error: { message: string; status?: number } | null;
}

/** Calls the server function `name` with a JSON body. */
export type AiInvoke = (name: 'ai', body: AiRequest, options?: { signal?: AbortSignal }) => Promise<AiInvokeResult>;

export interface SummaryRequest {
  action: 'summarize';
  job: Pick<ScreeningJob, 'title' | 'skills' | 'must_have_requirements' | 'experience_level'>;
  rating: number;
  evidence: ScreeningResult['evidence'];
  /** The deterministic summary, which the model rewrites and must stay faithful to. */
  summary: string;
  /** The start of the resume, for context (bounded). */
  resumeExcerpt: string | null;
}

export interface DescribeRequest {
  action: 'describe';
  draft: JobDescriptionInput;
  /** The deterministic draft, as the structure to follow. */
  outline: string;
}

export type AiRequest = SummaryRequest | DescribeRequest;

export type TextSource = 'provider' | 'deterministic';

export interface ProvidedText {
  text: string;
  source: TextSource;
}

export interface AiProvider {
  readonly name: string;
  summarize(request: SummaryRequest): Promise<string>;
  describe(request: DescribeRequest): Promise<string>;
}

/** Works everywhere, offline included: the texts the pure modules already wrote. */
const deterministicProvider: AiProvider = {
  name: 'deterministic',
  summarize: async (request) => request.summary,
  describe: async (request) => request.outline || draftJobDescription(request.draft),
};

class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    /** 501: no provider configured on the server — not worth asking again this session. */
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

const DEFAULT_TIMEOUT_MS = 12_000;
const MAX_RESUME_EXCERPT = 6_000;

/** The model behind the server function; throws `ProviderUnavailableError` on any failure. */
export function remoteProvider(invoke: AiInvoke, timeoutMs = DEFAULT_TIMEOUT_MS): AiProvider {
  const call = async (body: AiRequest): Promise<string> => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new ProviderUnavailableError('The AI provider did not answer in time', false));
      }, timeoutMs);
    });
    try {
      const result = await Promise.race([invoke('ai', body, { signal: controller.signal }), timeout]);
      if (result.error) throw new ProviderUnavailableError(result.error.message, result.error.status === 501);
      const text = (result.data as { text?: unknown } | null)?.text;
      if (typeof text !== 'string' || !text.trim())
        throw new ProviderUnavailableError('The AI provider gave no text', false);
      return text.trim();
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw error;
      throw new ProviderUnavailableError(error instanceof Error ? error.message : String(error), false);
    } finally {
      clearTimeout(timer);
    }
  };
  return { name: 'remote', summarize: call, describe: call };
}

/**
 * The remote provider with the deterministic one behind it. After a 501 (nothing configured) it
 * stops asking; after another failure it waits `retryAfterMs` before asking again, so a screen
 * rating fifty applications offline does not make fifty doomed calls.
 */
export function withFallback(
  primary: AiProvider,
  fallback: AiProvider = deterministicProvider,
  retryAfterMs = 60_000,
  now: () => number = Date.now,
) {
  let disabledUntil = 0;
  const run = async <R extends AiRequest>(
    request: R,
    write: (p: AiProvider, r: R) => Promise<string>,
  ): Promise<ProvidedText> => {
    if (now() >= disabledUntil) {
      try {
        return { text: await write(primary, request), source: 'provider' };
      } catch (error) {
        const permanent = error instanceof ProviderUnavailableError && error.permanent;
        disabledUntil = permanent ? Number.POSITIVE_INFINITY : now() + retryAfterMs;
      }
    }
    return { text: await write(fallback, request), source: 'deterministic' };
  };
  return {
    summarize: (request: SummaryRequest) => run(request, (p, r) => p.summarize(r)),
    describe: (request: DescribeRequest) => run(request, (p, r) => p.describe(r)),
  };
}

export type SummaryWriter = (request: SummaryRequest) => Promise<ProvidedText>;
export type DescriptionWriter = (draft: JobDescriptionInput) => Promise<ProvidedText>;

/** A summary writer for `rateUnratedApplications`: the model when it answers, else the deterministic text. */
export function summaryWriter(invoke: AiInvoke | null | undefined, timeoutMs = DEFAULT_TIMEOUT_MS): SummaryWriter {
  if (!invoke) return async (request) => ({ text: request.summary, source: 'deterministic' });
  const provider = withFallback(remoteProvider(invoke, timeoutMs));
  return (request) => provider.summarize(request);
}

/** The request for one screened application. */
export function summaryRequest(
  job: ScreeningJob,
  screening: ScreeningResult,
  resumeText: string | null,
): SummaryRequest {
  return {
    action: 'summarize',
    job: {
      title: job.title,
      skills: [...job.skills],
      must_have_requirements: [...job.must_have_requirements],
      experience_level: job.experience_level,
    },
    rating: screening.rating,
    evidence: screening.evidence,
    summary: screening.summary,
    resumeExcerpt: resumeText ? resumeText.slice(0, MAX_RESUME_EXCERPT) : null,
  };
}

/**
 * One summary: the model's text when the function answers within the timeout, otherwise the
 * deterministic summary. Never throws.
 */
export async function enrichSummary(options: {
  invoke: AiInvoke | null | undefined;
  job: ScreeningJob;
  screening: ScreeningResult;
  resumeText: string | null;
  timeoutMs?: number;
}): Promise<ProvidedText> {
  const write = summaryWriter(options.invoke, options.timeoutMs);
  return write(summaryRequest(options.job, options.screening, options.resumeText));
}

/** A job description for the creator's 'generate': the model's, or the deterministic draft. Never throws. */
export async function enrichJobDescription(options: {
  invoke: AiInvoke | null | undefined;
  draft: JobDescriptionInput;
  timeoutMs?: number;
}): Promise<ProvidedText> {
  const outline = draftJobDescription(options.draft);
  if (!options.invoke) return { text: outline, source: 'deterministic' };
  const provider = withFallback(remoteProvider(options.invoke, options.timeoutMs));
  return provider.describe({ action: 'describe', draft: options.draft, outline });
}

/** Minimal shape of a supabase-js client that `supabaseInvoke` needs (structural: no import here). */
export interface FunctionsClient {
  functions: {
    invoke(
      name: string,
      options: { body: Record<string, unknown>; signal?: AbortSignal },
    ): Promise<{ data: unknown; error: { message: string; context?: unknown } | null }>;
  };
}

/**
 * Adapts supabase-js's `functions.invoke` to `AiInvoke`, keeping the HTTP status of an error
 * (supabase-js puts the Response in `error.context`) so a 501 can be told from an outage.
 */
export function supabaseInvoke(client: FunctionsClient): AiInvoke {
  return async (name, body, options) => {
    try {
      const { data, error } = await client.functions.invoke(name, {
        body: body as unknown as Record<string, unknown>,
        signal: options?.signal,
      });
      if (!error) return { data, error: null };
      const context = error.context as { status?: unknown } | undefined;
      const status = typeof context?.status === 'number' ? context.status : undefined;
      return { data: null, error: { message: error.message, status } };
    } catch (error) {
      return { data: null, error: { message: error instanceof Error ? error.message : String(error) } };
    }
  };
}
