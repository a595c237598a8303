// What the status page shows, from the stored page (the server's last answer), what this device
// wrote since (local replies and withdrawals) and where those writes are (the outbox). Pure: the
// live query hands the three in, the components draw the result.
import type { OutboxEntry, StatusPage, StatusPageApplication, StatusPageInterview, StatusPageRecord } from '@/db';

export const STATUS_REPLY_RPC = 'status_reply';
export const STATUS_WITHDRAW_RPC = 'status_withdraw';
/** `status_reply`'s limit on a reply's length (docs/messaging.md). */
export const REPLY_MAX_LENGTH = 5000;

/**
 * Where a write made on this page is: `sending` (queued, offline or on its way), `failed` (the
 * server refused it: `error` says why, `seq` names the outbox entry to retry or drop), `sent`.
 */
export interface Delivery {
  state: 'sending' | 'failed' | 'sent';
  error?: string;
  seq?: number;
}

export interface ApplicationView {
  id: string;
  jobTitle: string;
  /** The status in the candidate's words ("Withdrawn" as soon as a withdrawal is written). */
  statusLabel: string;
  appliedAt: string;
  /** The Withdraw button is offered. */
  canWithdraw: boolean;
  /** A withdrawal written on this device and not yet shown by the server. */
  withdrawal: Delivery | null;
}

export interface InterviewView extends StatusPageInterview {
  cancelled: boolean;
}

export interface MessageView {
  id: string;
  body: string;
  createdAt: string;
  delivery: Delivery;
}

export type StatusPageView =
  | { state: 'loading' }
  /** Never fetched on this device and the fetch failed (offline): nothing to show yet. */
  | { state: 'unavailable'; error: string }
  | { state: 'invalid' }
  | {
      state: 'ready';
      firstName: string;
      companyName: string;
      applications: ApplicationView[];
      interviews: InterviewView[];
      messages: MessageView[];
      fetchedAt: number | null;
      /** Why the last refresh failed (what is shown is from `fetchedAt`); null after a good one. */
      fetchError: string | null;
    };

const WITHDRAWN = 'Withdrawn';

/** The outbox entries of the status page's writes, by what they are about. */
export function statusWrites(entries: OutboxEntry[]): {
  replies: Map<string, Delivery>;
  withdrawals: Map<string, Delivery>;
} {
  const replies = new Map<string, Delivery>();
  const withdrawals = new Map<string, Delivery>();
  for (const entry of entries) {
    if (entry.op !== 'rpc') continue;
    const delivery: Delivery =
      entry.status === 'failed'
        ? { state: 'failed', error: entry.error?.message ?? 'Not sent.', seq: entry.seq }
        : { state: 'sending', seq: entry.seq };
    const args = entry.rpc.args;
    if (entry.rpc.fn === STATUS_REPLY_RPC && typeof args.p_message_id === 'string')
      replies.set(args.p_message_id, delivery);
    if (entry.rpc.fn === STATUS_WITHDRAW_RPC && typeof args.p_application_id === 'string')
      withdrawals.set(args.p_application_id, delivery);
  }
  return { replies, withdrawals };
}

/** The page to draw; `record` undefined: not fetched yet on this device. */
export function statusPageView(
  record: StatusPageRecord | undefined,
  outbox: OutboxEntry[],
  now: number,
): StatusPageView {
  if (!record) return { state: 'loading' };
  if (record.invalid) return { state: 'invalid' };
  if (!record.page)
    return record.fetchError ? { state: 'unavailable', error: record.fetchError } : { state: 'loading' };
  const writes = statusWrites(outbox);
  const page = record.page;
  return {
    state: 'ready',
    firstName: page.candidate.first_name,
    companyName: page.company.name,
    applications: page.applications.map((application) => applicationView(application, record, writes.withdrawals)),
    interviews: upcomingInterviews(page, now),
    messages: messagesView(page, record, writes.replies),
    fetchedAt: record.fetchedAt,
    fetchError: record.fetchError,
  };
}

function applicationView(
  application: StatusPageApplication,
  record: StatusPageRecord,
  writes: Map<string, Delivery>,
): ApplicationView {
  const local = application.withdrawn_at
    ? undefined
    : record.localWithdrawals.find((withdrawal) => withdrawal.applicationId === application.id);
  // Written here and gone from the outbox: the server took it; its page will say so on the next fetch.
  const withdrawal = local ? (writes.get(application.id) ?? { state: 'sent' }) : null;
  const withdrawn = !!application.withdrawn_at || (withdrawal !== null && withdrawal.state !== 'failed');
  return {
    id: application.id,
    jobTitle: application.job_title,
    statusLabel: withdrawn ? WITHDRAWN : application.status_label,
    appliedAt: application.applied_at,
    canWithdraw: application.can_withdraw && !withdrawn && withdrawal === null,
    withdrawal,
  };
}

/** Interviews not yet over, soonest first; a cancelled one stays listed, marked, so it is not missed. */
export function upcomingInterviews(page: StatusPage, now: number): InterviewView[] {
  return page.interviews
    .filter((interview) => Date.parse(interview.starts_at) + interview.duration_minutes * 60_000 > now)
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))
    .map((interview) => ({ ...interview, cancelled: interview.status === 'cancelled' }));
}

function messagesView(page: StatusPage, record: StatusPageRecord, writes: Map<string, Delivery>): MessageView[] {
  const onServer = new Set(page.messages.map((message) => message.id));
  const sent: Delivery = { state: 'sent' };
  return [
    ...page.messages.map((message) => ({
      id: message.id,
      body: message.body,
      createdAt: message.created_at,
      delivery: sent,
    })),
    ...record.localReplies
      .filter((reply) => !onServer.has(reply.id))
      .map((reply) => ({
        id: reply.id,
        body: reply.body,
        createdAt: reply.created_at,
        delivery: writes.get(reply.id) ?? sent,
      })),
  ].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/** Why `body` cannot be sent as a reply, or null. */
export function replyProblem(body: string): string | null {
  const length = body.trim().length;
  if (length === 0) return 'Write a message first.';
  if (length > REPLY_MAX_LENGTH)
    return `Keep your message under ${REPLY_MAX_LENGTH.toLocaleString('en-US')} characters (it has ${length.toLocaleString('en-US')}).`;
  return null;
}
