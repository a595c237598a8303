// Phoenix channel frames as realtime-js v2 speaks them (serializer vsn 2.0.0).
//
// Text frames are JSON arrays `[join_ref, ref, topic, event, payload]`. The only binary frame a
// client sends is a "user broadcast push" (kind 3): realtime-js encodes `channel.send({ type:
// 'broadcast', event, payload })` that way. We answer broadcasts as JSON text, which the client's
// decoder accepts as well, so we never need to produce binary frames.

export type Ref = string | null;

export interface Frame {
  joinRef: Ref;
  ref: Ref;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type DecodeResult =
  | { ok: true; frame: Frame }
  // `topic`/`ref` are filled when the frame was readable enough to address an error reply.
  | { ok: false; reason: string; topic?: string; ref?: Ref; joinRef?: Ref };

const KIND_USER_BROADCAST_PUSH = 3;
const ENCODING_JSON = 1;

function isRef(value: unknown): value is Ref {
  return value === null || typeof value === 'string';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function decodeText(text: string): DecodeResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'malformed frame: not JSON' };
  }
  if (!Array.isArray(parsed)) return { ok: false, reason: 'malformed frame: expected an array' };
  const addr = addressOf(parsed);
  if (parsed.length !== 5) return { ok: false, reason: 'malformed frame: expected 5 elements', ...addr };
  const [joinRef, ref, topic, event, payload] = parsed;
  if (!isRef(joinRef) || !isRef(ref)) return { ok: false, reason: 'malformed frame: bad ref', ...addr };
  if (typeof topic !== 'string' || topic === '') return { ok: false, reason: 'malformed frame: bad topic', ...addr };
  if (typeof event !== 'string' || event === '') return { ok: false, reason: 'malformed frame: bad event', ...addr };
  // A missing payload is tolerated as {} (phoenix sends {} for heartbeats and leaves).
  if (payload !== null && payload !== undefined && !isPlainObject(payload)) {
    return { ok: false, reason: 'malformed frame: payload must be an object', ...addr };
  }
  return {
    ok: true,
    frame: { joinRef, ref, topic, event, payload: (payload as Record<string, unknown>) ?? {} },
  };
}

// Best effort: which topic/ref a broken array frame was meant for, so the error reply reaches the
// push that is waiting for it.
function addressOf(arr: unknown[]): { topic?: string; ref?: Ref; joinRef?: Ref } {
  const out: { topic?: string; ref?: Ref; joinRef?: Ref } = {};
  if (isRef(arr[0])) out.joinRef = arr[0];
  if (isRef(arr[1])) out.ref = arr[1];
  if (typeof arr[2] === 'string' && arr[2] !== '') out.topic = arr[2];
  return out;
}

/**
 * Decodes realtime-js's binary broadcast push:
 * kind(1) joinRefLen(1) refLen(1) topicLen(1) eventLen(1) metaLen(1) encoding(1)
 * joinRef ref topic event meta payload
 * into the same shape as a JSON broadcast frame: event 'broadcast', payload
 * `{ type: 'broadcast', event, payload, ...meta }`.
 */
export function decodeBinary(data: Uint8Array): DecodeResult {
  const headerLength = 7;
  if (data.byteLength < headerLength) return { ok: false, reason: 'malformed binary frame: too short' };
  const kind = data[0];
  if (kind !== KIND_USER_BROADCAST_PUSH) return { ok: false, reason: `unsupported binary frame kind ${kind}` };
  const lengths = [data[1], data[2], data[3], data[4], data[5]];
  const encoding = data[6];
  const metaEnd = headerLength + lengths.reduce((a, b) => a + b, 0);
  if (data.byteLength < metaEnd) return { ok: false, reason: 'malformed binary frame: truncated header' };
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let offset = headerLength;
  for (const len of lengths) {
    parts.push(decoder.decode(data.subarray(offset, offset + len)));
    offset += len;
  }
  const [joinRef, ref, topic, userEvent, metadata] = parts;
  const addr = { topic: topic || undefined, ref: ref || null, joinRef: joinRef || null };
  if (!topic || !userEvent) return { ok: false, reason: 'malformed binary frame: missing topic or event', ...addr };
  const body = data.subarray(metaEnd);
  let userPayload: unknown;
  let meta: Record<string, unknown> = {};
  try {
    // Binary-encoded user payloads are relayed as a byte array in JSON (we only speak text back).
    userPayload = encoding === ENCODING_JSON ? JSON.parse(decoder.decode(body)) : Array.from(body);
    if (metadata) {
      const parsedMeta: unknown = JSON.parse(metadata);
      if (isPlainObject(parsedMeta)) meta = parsedMeta;
    }
  } catch {
    return { ok: false, reason: 'malformed binary frame: bad JSON', ...addr };
  }
  return {
    ok: true,
    frame: {
      joinRef: addr.joinRef,
      ref: addr.ref,
      topic,
      event: 'broadcast',
      payload: { ...meta, type: 'broadcast', event: userEvent, payload: userPayload },
    },
  };
}

export function encode(joinRef: Ref, ref: Ref, topic: string, event: string, payload: unknown): string {
  return JSON.stringify([joinRef, ref, topic, event, payload]);
}

export function replyOk(frame: Pick<Frame, 'joinRef' | 'ref' | 'topic'>, response: unknown = {}): string {
  return encode(frame.joinRef, frame.ref, frame.topic, 'phx_reply', { status: 'ok', response });
}

export function replyError(addr: { joinRef?: Ref; ref?: Ref; topic?: string }, reason: string): string {
  return encode(addr.joinRef ?? null, addr.ref ?? null, addr.topic ?? 'phoenix', 'phx_reply', {
    status: 'error',
    response: { reason },
  });
}
