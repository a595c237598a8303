// The joined channels of all sockets, by topic. Postgres changes are routed per channel (each has
// its own subscriber identity and bindings); broadcast and presence fan out to the other channels
// joined on the same topic.
import { randomUUID } from 'node:crypto';
import type { Identity } from './identity.ts';
import type { Condition } from './filters.ts';
import { encode, type Ref } from './protocol.ts';

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';

export interface PostgresBinding {
  /** Server-assigned id; realtime-js keeps it and routes `payload.ids` to the binding's callback. */
  id: number;
  /** As the client sent it ('*', 'INSERT', ... — compared case-insensitively). */
  event: string;
  schema: string;
  /** undefined or '*' = every table of the schema. */
  table?: string;
  /** The client's filter string, echoed verbatim in the join reply (the client compares it). */
  filter?: string;
  conditions: Condition[];
}

export interface ChannelState {
  topic: string;
  joinRef: Ref;
  identity: Identity;
  bindings: PostgresBinding[];
  broadcastSelf: boolean;
  presenceEnabled: boolean;
  presenceKey: string;
  /** The presence metas this channel tracks (one per track call, replaced on re-track). */
  presenceMeta: Record<string, unknown> | null;
  /** False once left, closed or its token expired: nothing is delivered any more. */
  active: boolean;
  send(text: string): void;
  expiryTimer?: NodeJS.Timeout;
}

export class TopicRegistry {
  private byTopic = new Map<string, Set<ChannelState>>();

  add(channel: ChannelState): void {
    let set = this.byTopic.get(channel.topic);
    if (!set) this.byTopic.set(channel.topic, (set = new Set()));
    set.add(channel);
  }

  remove(channel: ChannelState): void {
    const set = this.byTopic.get(channel.topic);
    if (!set) return;
    set.delete(channel);
    if (set.size === 0) this.byTopic.delete(channel.topic);
  }

  /** Every active channel (the change feed walks them all). */
  *all(): Iterable<ChannelState> {
    for (const set of this.byTopic.values()) for (const ch of set) if (ch.active) yield ch;
  }

  broadcast(from: ChannelState, payload: Record<string, unknown>): void {
    const frame = encode(null, null, from.topic, 'broadcast', payload);
    for (const ch of this.byTopic.get(from.topic) ?? []) {
      if (!ch.active || (ch === from && !from.broadcastSelf)) continue;
      ch.send(frame);
    }
  }

  /** The presence state a newly joined channel receives: key → { metas }. */
  presenceState(topic: string): Record<string, { metas: Record<string, unknown>[] }> {
    const state: Record<string, { metas: Record<string, unknown>[] }> = {};
    for (const ch of this.byTopic.get(topic) ?? []) {
      if (!ch.active || !ch.presenceMeta) continue;
      (state[ch.presenceKey] ??= { metas: [] }).metas.push(ch.presenceMeta);
    }
    return state;
  }

  track(channel: ChannelState, payload: Record<string, unknown>): void {
    const previous = channel.presenceMeta;
    const meta = { ...payload, phx_ref: randomUUID() };
    channel.presenceMeta = meta;
    this.presenceDiff(
      channel,
      { [channel.presenceKey]: { metas: [meta] } },
      previous ? { [channel.presenceKey]: { metas: [previous] } } : {},
    );
  }

  untrack(channel: ChannelState): void {
    const previous = channel.presenceMeta;
    if (!previous) return;
    channel.presenceMeta = null;
    this.presenceDiff(channel, {}, { [channel.presenceKey]: { metas: [previous] } });
  }

  private presenceDiff(from: ChannelState, joins: object, leaves: object): void {
    const frame = encode(null, null, from.topic, 'presence_diff', { joins, leaves });
    for (const ch of this.byTopic.get(from.topic) ?? []) {
      if (ch.active && ch.presenceEnabled) ch.send(frame);
    }
  }
}
