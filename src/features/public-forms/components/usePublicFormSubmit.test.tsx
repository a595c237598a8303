// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { OutboxResult } from '@/db';
import type { PublicFormMessages } from '../model/formNotices';
import { usePublicFormSubmit } from './usePublicFormSubmit';

vi.mock('@/db/react', () => ({
  usePublicDb: () => ({}),
  useSyncStatus: () => ({ online: true }),
}));

const MESSAGES: PublicFormMessages = {
  sent: { title: 'Sent', message: 'Stored.' },
  queued: { title: 'Queued', message: 'Later.' },
  failed: { title: 'Failed', message: 'Try again.' },
  logLabel: 'Failed to send',
};

let show: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function submitWith(outcome: OutboxResult | Error, messages = MESSAGES) {
  const send = vi.fn(async () => {
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
  const { result } = renderHook(() => usePublicFormSubmit(send, messages));
  let accepted: boolean | undefined;
  await act(async () => {
    accepted = await result.current.submit({ field: 'value' });
  });
  return { accepted, state: result.current.state, send };
}

describe('usePublicFormSubmit', () => {
  it('sends the form with the online flag and shows the success toast', async () => {
    const { accepted, state, send } = await submitWith('applied');
    expect(send).toHaveBeenCalledWith({}, { field: 'value' }, true);
    expect([accepted, state]).toEqual([true, 'submitted']);
    expect(show).toHaveBeenCalledWith({ color: 'green', title: 'Sent', message: 'Stored.' });
  });
  it('tells a visitor whose form waits for the connection that it is saved', async () => {
    const { accepted } = await submitWith('pending');
    expect(accepted).toBe(true);
    expect(show).toHaveBeenCalledWith({ color: 'yellow', title: 'Queued', message: 'Later.' });
  });
  it('shows the success toast for a waiting form when the form has no offline wording', async () => {
    await submitWith('pending', { ...MESSAGES, queued: undefined });
    expect(show).toHaveBeenCalledWith({ color: 'green', title: 'Sent', message: 'Stored.' });
  });
  it('reports a rejected or failed send with the error toast and keeps the form', async () => {
    for (const outcome of ['failed', new Error('offline database')] as const) {
      const { accepted, state } = await submitWith(outcome);
      expect([accepted, state]).toEqual([false, 'error']);
      expect(show).toHaveBeenLastCalledWith({ color: 'red', title: 'Failed', message: 'Try again.' });
    }
  });
});
