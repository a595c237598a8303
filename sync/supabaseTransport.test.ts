// A cancelled cycle never waits on a request that does not settle (see unlessAborted).
import { describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { supabaseTransport, unlessAborted } from './supabaseTransport.ts';

const never = <T>() => new Promise<T>(() => undefined);

describe('unlessAborted', () => {
  it("gives the call's answer or its error", async () => {
    const signal = new AbortController().signal;
    await expect(unlessAborted(Promise.resolve(7), signal)).resolves.toBe(7);
    await expect(unlessAborted(Promise.reject(new Error('refused')), signal)).rejects.toThrow('refused');
  });

  it('rejects with an AbortError once the signal fires, also when the call never settles', async () => {
    const controller = new AbortController();
    const pending = unlessAborted(never<number>(), controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(unlessAborted(never<number>(), controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('supabaseTransport', () => {
  // Node's fetch can leave an aborted request's body read pending for good (nodejs/undici#4089).
  it('abandons a pull, a push and a single write whose request never settles', async () => {
    const client = createClient('http://127.0.0.1:9', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      // Ignores the signal, like a stuck body read.
      global: { fetch: () => never<Response>() },
    });
    const transport = supabaseTransport({ data: client });
    const controller = new AbortController();
    const calls = [
      transport.pull('jobs', null, 10, controller.signal),
      transport.push('client', [], controller.signal),
      transport.send(
        { op: 'rpc', rpc: { fn: 'submit_application', args: {} } } as Parameters<typeof transport.send>[0],
        undefined,
        controller.signal,
      ),
    ];
    controller.abort();
    for (const call of calls) await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
