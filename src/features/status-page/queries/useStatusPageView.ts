// The status page's read: its stored record and the outbox entries of its writes, live, drawn as
// statusPageView says. Also re-evaluated every minute, so an interview that ended leaves the list.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { usePublicDb } from '@/db/react';
import { statusPageView, STATUS_REPLY_RPC, STATUS_WITHDRAW_RPC, type StatusPageView } from '../model/statusPageView';

const MINUTE = 60_000;

/** The page of the link whose key is `key` (null while the key is being computed). */
export function useStatusPageView(key: string | null): StatusPageView {
  const db = usePublicDb();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  const data = useLiveQuery(async () => {
    if (!key) return null;
    const [record, outbox] = await Promise.all([
      db.statusPages.get(key),
      db.outbox
        .filter((entry) => entry.op === 'rpc' && [STATUS_REPLY_RPC, STATUS_WITHDRAW_RPC].includes(entry.rpc.fn))
        .toArray(),
    ]);
    return { record, outbox };
  }, [db, key]);
  if (!data) return { state: 'loading' };
  return statusPageView(data.record, data.outbox, now);
}
