// Asks the integration global setup (tests/support/global-setup.ts) to break the shared stack on
// purpose: restart the gateway (every connection and websocket dropped) or stop and start
// PostgreSQL (same data dir and port; PostgREST reconnects, or is restarted, before the answer), or
// stop and start the outgoing mail sender (the batch in hand is finished first).
// Tests run one file at a time, so only the calling file sees the outage.
import { getTestStack } from './stack-env.ts';

async function control(action: string, mode?: 'fast' | 'immediate'): Promise<void> {
  const url = new URL(action, getTestStack().controlUrl);
  if (mode) url.searchParams.set('mode', mode);
  const res = await fetch(url, { method: 'POST' });
  if (!res.ok) throw new Error(`stack control ${action} failed (${res.status}): ${await res.text()}`);
}

export const restartGateway = () => control('/restart-gateway');
export const stopPostgres = (mode: 'fast' | 'immediate' = 'immediate') => control('/stop-postgres', mode);
export const startPostgres = () => control('/start-postgres');
export const restartPostgres = (mode: 'fast' | 'immediate' = 'immediate') => control('/restart-postgres', mode);
export const stopMailSender = () => control('/stop-mail-sender');
export const startMailSender = () => control('/start-mail-sender');
