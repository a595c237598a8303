import { describe, expect, it, vi } from 'vitest';
import {
  enrichJobDescription,
  enrichSummary,
  supabaseInvoke,
  withFallback,
  remoteProvider,
  type AiInvoke,
} from './provider';
import { draftJobDescription } from './model/jobDescription';
import { screenApplication, type ScreeningJob } from './model/screening';

const job: ScreeningJob = {
  title: 'Designer',
  skills: ['Figma'],
  must_have_requirements: [],
  experience_level: null,
  questions: [],
};
const screening = screenApplication({ job, resumeText: 'Figma expert', answers: [] });

describe('enrichSummary', () => {
  it('uses the function when it answers', async () => {
    const invoke: AiInvoke = vi.fn(async () => ({ data: { text: 'A fine designer.' }, error: null }));
    expect(await enrichSummary({ invoke, job, screening, resumeText: 'Figma expert' })).toEqual({
      text: 'A fine designer.',
      source: 'provider',
    });
    expect(invoke).toHaveBeenCalledWith(
      'ai',
      expect.objectContaining({ action: 'summarize', rating: screening.rating, summary: screening.summary }),
      expect.anything(),
    );
  });

  it.each([
    ['not configured (501)', async () => ({ data: null, error: { message: 'not configured', status: 501 } })],
    ['provider down (503)', async () => ({ data: null, error: { message: 'down', status: 503 } })],
    ['network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['empty text', async () => ({ data: { text: '  ' }, error: null })],
  ] as [string, AiInvoke][])('falls back to the deterministic summary: %s', async (_, invoke) => {
    expect(await enrichSummary({ invoke, job, screening, resumeText: null })).toEqual({
      text: screening.summary,
      source: 'deterministic',
    });
  });

  it('falls back on timeout', async () => {
    const invoke: AiInvoke = () => new Promise(() => {});
    expect(await enrichSummary({ invoke, job, screening, resumeText: null, timeoutMs: 20 })).toEqual({
      text: screening.summary,
      source: 'deterministic',
    });
  });

  it('without an invoke, is deterministic', async () => {
    expect(await enrichSummary({ invoke: null, job, screening, resumeText: null })).toEqual({
      text: screening.summary,
      source: 'deterministic',
    });
  });
});

describe('enrichJobDescription', () => {
  const draft = { title: 'Product Designer', experience: 'Senior' };
  it('falls back to the deterministic draft', async () => {
    const invoke: AiInvoke = async () => ({ data: null, error: { message: 'x', status: 503 } });
    expect(await enrichJobDescription({ invoke, draft })).toEqual({
      text: draftJobDescription(draft),
      source: 'deterministic',
    });
  });
  it('sends the outline and uses the model text', async () => {
    const invoke = vi.fn<AiInvoke>(async () => ({ data: { text: 'Model description' }, error: null }));
    expect(await enrichJobDescription({ invoke, draft })).toEqual({ text: 'Model description', source: 'provider' });
    expect(invoke.mock.calls[0][1]).toMatchObject({ action: 'describe', draft, outline: draftJobDescription(draft) });
  });
});

describe('withFallback', () => {
  it('stops asking after a 501 and waits after another failure', async () => {
    let t = 0;
    const invoke = vi.fn<AiInvoke>(async () => ({ data: null, error: { message: 'x', status: 503 } }));
    const p = withFallback(remoteProvider(invoke), undefined, 1000, () => t);
    const req = { action: 'describe' as const, draft: { title: 'X' }, outline: 'outline' };
    await p.describe(req);
    await p.describe(req);
    expect(invoke).toHaveBeenCalledTimes(1);
    t = 1001;
    invoke.mockResolvedValue({ data: null, error: { message: 'no', status: 501 } });
    await p.describe(req);
    t = 10_000_000;
    await p.describe(req);
    expect(invoke).toHaveBeenCalledTimes(2);
  });
});

describe('supabaseInvoke', () => {
  it('keeps the HTTP status of a function error', async () => {
    const client = {
      functions: {
        invoke: async () => ({
          data: null,
          error: {
            message: 'Edge Function returned a non-2xx status code',
            context: new Response('{}', { status: 501 }),
          },
        }),
      },
    };
    const result = await supabaseInvoke(client)('ai', { action: 'describe', draft: { title: 'x' }, outline: '' });
    expect(result.error).toEqual({ message: 'Edge Function returned a non-2xx status code', status: 501 });
  });
});
