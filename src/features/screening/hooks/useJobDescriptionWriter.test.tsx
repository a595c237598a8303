// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { draftJobDescription } from '../model/jobDescription';
import type { AiInvoke } from '../provider';
import { AiInvokeProvider } from './useAiInvoke';
import { useJobDescriptionWriter } from './useJobDescriptionWriter';

const draft = { title: 'Data Engineer', department: 'Data', experience: 'Senior', type: 'Full-time' };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function writerWith(invoke: AiInvoke | null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AiInvokeProvider invoke={invoke}>{children}</AiInvokeProvider>
  );
  return renderHook(() => useJobDescriptionWriter(), { wrapper }).result.current;
}

describe('useJobDescriptionWriter', () => {
  it('writes with the model when the ai function answers', async () => {
    const invoke = vi.fn<AiInvoke>(async () => ({ data: { text: ' Model description ' }, error: null }));
    expect(await writerWith(invoke)(draft)).toEqual({ text: 'Model description', source: 'provider' });
    expect(invoke).toHaveBeenCalledWith(
      'ai',
      expect.objectContaining({ action: 'describe', draft }),
      expect.anything(),
    );
  });

  it('drafts deterministically when no model is configured (no seam, or the 501)', async () => {
    const deterministic = { text: draftJobDescription(draft), source: 'deterministic' };
    expect(await writerWith(null)(draft)).toEqual(deterministic);
    const notConfigured: AiInvoke = async () => ({ data: null, error: { message: 'Not configured', status: 501 } });
    expect(await writerWith(notConfigured)(draft)).toEqual(deterministic);
  });

  it('drafts deterministically when the model fails, and does not try at all offline', async () => {
    const failing: AiInvoke = async () => {
      throw new Error('network down');
    };
    expect((await writerWith(failing)(draft)).source).toBe('deterministic');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const invoke = vi.fn<AiInvoke>();
    expect((await writerWith(invoke)(draft)).source).toBe('deterministic');
    expect(invoke).not.toHaveBeenCalled();
  });
});
