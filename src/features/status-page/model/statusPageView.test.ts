import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/db';
import { sampleRecord, samplePage } from '../test-support';
import { replyProblem, statusPageView } from './statusPageView';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const APP = '11111111-1111-4111-8111-111111111111';

const rpc = (fn: string, args: Record<string, unknown>, extra: Partial<OutboxEntry> = {}): OutboxEntry =>
  ({
    seq: 7,
    mutationId: 'm',
    table: '',
    op: 'rpc',
    rpc: { fn, args },
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    createdAt: 0,
    ...extra,
  }) as OutboxEntry;

describe('statusPageView', () => {
  it('is loading before the first answer, invalid for a refused link, unavailable when the first fetch failed', () => {
    expect(statusPageView(undefined, [], NOW).state).toBe('loading');
    expect(statusPageView(sampleRecord('k', { page: null }), [], NOW).state).toBe('loading');
    expect(statusPageView(sampleRecord('k', { page: null, invalid: true }), [], NOW).state).toBe('invalid');
    expect(statusPageView(sampleRecord('k', { page: null, fetchError: "You're offline." }), [], NOW)).toEqual({
      state: 'unavailable',
      error: "You're offline.",
    });
  });

  it('shows the stored page with the last failure when a refresh failed', () => {
    const view = statusPageView(sampleRecord('k', { fetchError: "You're offline." }), [], NOW);
    expect(view).toMatchObject({ state: 'ready', firstName: 'Olivia', companyName: 'Acme Robotics' });
    expect(view.state === 'ready' && view.fetchError).toBe("You're offline.");
  });

  it('a withdrawal shows at once: Sending…, then Sent; refused, the status and button come back', () => {
    const record = sampleRecord('k', { localWithdrawals: [{ applicationId: APP, at: '2026-11-28T11:00:00Z' }] });
    const pending = statusPageView(record, [rpc('status_withdraw', { p_application_id: APP })], NOW);
    expect(pending.state === 'ready' && pending.applications[0]).toMatchObject({
      statusLabel: 'Withdrawn',
      canWithdraw: false,
      withdrawal: { state: 'sending' },
    });
    const sent = statusPageView(record, [], NOW);
    expect(sent.state === 'ready' && sent.applications[0].withdrawal).toEqual({ state: 'sent' });
    const refused = statusPageView(
      record,
      [rpc('status_withdraw', { p_application_id: APP }, { status: 'failed', error: { message: 'Nope.' } })],
      NOW,
    );
    expect(refused.state === 'ready' && refused.applications[0]).toMatchObject({
      statusLabel: 'Interviewing',
      canWithdraw: false,
      withdrawal: { state: 'failed', error: 'Nope.', seq: 7 },
    });
  });

  it('an application the server shows withdrawn offers no Withdraw', () => {
    const page = samplePage();
    page.applications[0] = { ...page.applications[0], withdrawn_at: '2026-11-27T00:00:00Z', status_label: 'Withdrawn' };
    const view = statusPageView(sampleRecord('k', { page }), [], NOW);
    expect(view.state === 'ready' && view.applications[0]).toMatchObject({ canWithdraw: false, withdrawal: null });
  });

  it('lists the replies in order: the server’s, then the ones written here with where they are', () => {
    const record = sampleRecord('k', {
      localReplies: [
        { id: 'r2', body: 'Second', created_at: '2026-11-28T11:30:00Z' },
        // Already on the server (the page was fetched after it arrived): listed once.
        { id: '44444444-4444-4444-8444-444444444444', body: 'Thanks!', created_at: '2026-11-21T10:00:00Z' },
      ],
    });
    const view = statusPageView(record, [rpc('status_reply', { p_message_id: 'r2' })], NOW);
    expect(view.state === 'ready' && view.messages.map((m) => [m.body, m.delivery.state])).toEqual([
      ['Thanks!', 'sent'],
      ['Second', 'sending'],
    ]);
  });

  it('lists interviews not yet over, soonest first, a cancelled one marked', () => {
    const page = samplePage({
      interviews: [
        { ...samplePage().interviews[0], id: 'later', starts_at: '2026-12-10T09:00:00Z', status: 'cancelled' },
        { ...samplePage().interviews[0], id: 'past', starts_at: '2026-11-01T09:00:00Z' },
        // Started 30 minutes ago, 45 long: still on.
        { ...samplePage().interviews[0], id: 'now', starts_at: '2026-11-28T11:30:00Z' },
      ],
    });
    const view = statusPageView(sampleRecord('k', { page }), [], NOW);
    expect(view.state === 'ready' && view.interviews.map((i) => [i.id, i.cancelled])).toEqual([
      ['now', false],
      ['later', true],
    ]);
  });
});

describe('replyProblem', () => {
  it('takes 1 to 5000 characters once trimmed', () => {
    expect(replyProblem('   ')).toBe('Write a message first.');
    expect(replyProblem('Hello')).toBeNull();
    expect(replyProblem('x'.repeat(5000))).toBeNull();
    expect(replyProblem('x'.repeat(5001))).toMatch(/under 5,000 characters/);
  });
});
