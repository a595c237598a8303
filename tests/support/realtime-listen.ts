// Realtime for the RLS matrices: one channel on the tables given, as the client's user, handing
// each changed row's id (and its new values, as delivered) to `onChange`. Resolves once the
// server has joined the channel, so a change made after it is one the subscriber should get.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';

const JOIN_TIMEOUT_MS = 10_000;

export async function listenToTables(
  client: SupabaseClient,
  label: string,
  tables: readonly string[],
  onChange: (id: string, row: Record<string, unknown>) => void,
): Promise<RealtimeChannel> {
  await client.realtime.setAuth();
  let channel = client.channel(`${label}-${crypto.randomUUID().slice(0, 8)}`);
  for (const table of tables) {
    channel = channel.on(
      'postgres_changes' as never,
      { event: '*', schema: 'public', table },
      (payload: { new?: Record<string, unknown> & { id?: string }; old?: { id?: string } }) => {
        const id = payload.new?.id ?? payload.old?.id;
        if (id) onChange(id, payload.new ?? {});
      },
    );
  }
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label}: realtime join timed out`)), JOIN_TIMEOUT_MS);
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve();
      } else if (status !== 'CLOSED') {
        clearTimeout(timer);
        reject(new Error(`${label}: ${status} ${err?.message ?? ''}`));
      }
    });
  });
  return channel;
}
