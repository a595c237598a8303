import { describe, expect, it } from 'vitest';
// realtime-js's own serializer: the frames we decode are exactly the ones the client writes.
import Serializer from '@supabase/realtime-js/dist/main/lib/serializer.js';
import { decodeBinary, decodeText, encode, replyError, replyOk, type Frame } from './protocol.ts';

/** `frame` as realtime-js writes it. */
function clientEncode({ joinRef, ref, topic, event, payload }: Frame): string | ArrayBuffer {
  let out: string | ArrayBuffer = '';
  const msg = { join_ref: joinRef, ref, topic, event, payload };
  new Serializer().encode(msg as never, (encoded: string | ArrayBuffer) => (out = encoded));
  return out;
}

describe('decodeText', () => {
  it('reads a vsn 2.0.0 array frame', () => {
    const frame = { joinRef: '1', ref: '2', topic: 'realtime:jobs', event: 'phx_join', payload: { config: {} } };
    expect(decodeText(clientEncode(frame) as string)).toEqual({ ok: true, frame });
  });

  it('reads a heartbeat with null join_ref', () => {
    const result = decodeText('[null,"5","phoenix","heartbeat",{}]');
    expect(result).toMatchObject({
      ok: true,
      frame: { joinRef: null, ref: '5', topic: 'phoenix', event: 'heartbeat' },
    });
  });

  it.each([
    ['garbage text', 'hello there', 'not JSON'],
    ['a JSON object', '{"topic":"x"}', 'expected an array'],
    ['a JSON number', '42', 'expected an array'],
    ['wrong arity', '["1","2","realtime:x","phx_join"]', 'expected 5 elements'],
    ['a non-string topic', '["1","2",7,"phx_join",{}]', 'bad topic'],
    ['an empty event', '["1","2","realtime:x","",{}]', 'bad event'],
    ['a numeric ref', '[1,2,"realtime:x","phx_join",{}]', 'bad ref'],
    ['an array payload', '["1","2","realtime:x","phx_join",[]]', 'payload must be an object'],
  ])('refuses %s', (_name, text, reason) => {
    const result = decodeText(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it('keeps the address of a broken frame so the error reply reaches the waiting push', () => {
    const result = decodeText('["1","2","realtime:x","phx_join","nope"]');
    expect(result).toMatchObject({ ok: false, topic: 'realtime:x', ref: '2', joinRef: '1' });
  });
});

describe('decodeBinary', () => {
  it('reads realtime-js binary broadcast pushes with a JSON payload', () => {
    const payload = { type: 'broadcast', event: 'cursor', payload: { x: 1, y: 2 } };
    const frame = { joinRef: '3', ref: '4', topic: 'realtime:room', event: 'broadcast', payload };
    const buf = clientEncode(frame);
    expect(buf).toBeInstanceOf(ArrayBuffer);
    expect(decodeBinary(new Uint8Array(buf as ArrayBuffer))).toEqual({ ok: true, frame });
  });

  it('reads binary user payloads as byte arrays', () => {
    const bytes = new Uint8Array([7, 8, 9]).buffer;
    const payload = { type: 'broadcast', event: 'blob', payload: bytes };
    const buf = clientEncode({ joinRef: '3', ref: null, topic: 'realtime:room', event: 'broadcast', payload });
    const result = decodeBinary(new Uint8Array(buf as ArrayBuffer));
    expect(result).toMatchObject({
      ok: true,
      frame: { ref: null, payload: { event: 'blob', payload: [7, 8, 9] } },
    });
  });

  it.each([
    ['an empty frame', new Uint8Array([])],
    ['an unknown kind', new Uint8Array([9, 0, 0, 0, 0, 0, 1])],
    ['a truncated header', new Uint8Array([3, 5, 5, 5, 5, 0, 1, 65])],
    ['bad JSON', new Uint8Array([3, 0, 0, 1, 1, 0, 1, 116, 101, 123])],
  ])('refuses %s', (_name, bytes) => {
    expect(decodeBinary(bytes).ok).toBe(false);
  });
});

describe('encoding', () => {
  it('writes replies the client serializer decodes', () => {
    const frames = [
      replyOk({ joinRef: '1', ref: '2', topic: 'realtime:x' }, { postgres_changes: [] }),
      replyError({ ref: '3', topic: 'realtime:x' }, 'nope'),
      encode(null, null, 'realtime:x', 'broadcast', { type: 'broadcast', event: 'e', payload: {} }),
    ];
    const decoded = frames.map((f) => {
      let out: unknown;
      new Serializer().decode(f as never, (m: unknown) => (out = m));
      return out;
    });
    expect(decoded).toEqual([
      {
        join_ref: '1',
        ref: '2',
        topic: 'realtime:x',
        event: 'phx_reply',
        payload: { status: 'ok', response: { postgres_changes: [] } },
      },
      {
        join_ref: null,
        ref: '3',
        topic: 'realtime:x',
        event: 'phx_reply',
        payload: { status: 'error', response: { reason: 'nope' } },
      },
      {
        join_ref: null,
        ref: null,
        topic: 'realtime:x',
        event: 'broadcast',
        payload: { type: 'broadcast', event: 'e', payload: {} },
      },
    ]);
  });
});
