import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { getPublicDb, openCompanyDb } from '@/db';
import { DbProvider } from '@/db/react';
import { startCompanySync } from '../../../sync';
import { AiAssistance } from '@/features/screening/components/AiAssistance';

export interface CompanyRuntimeProps {
  userId: string;
  client: SupabaseClient;
  children: ReactNode;
}

/**
 * Everything a signed-in recruiter's screens stand on: their company's local database (one per
 * user, so two recruiters on one machine never share rows), its sync with the server, the AI
 * assistance (applications screened as they arrive), and a request that the browser keep that
 * database when space runs low.
 *
 * This is the app's wiring, and the /app layout (src/routes/app.tsx) is its one home: only here do
 * the sync engine and the features meet. Features, `auth/` and `ui/` never import `sync/`.
 * (The `-` prefix keeps this file out of the route tree.)
 */
export function CompanyRuntime({ userId, client, children }: CompanyRuntimeProps) {
  const companyDb = useMemo(() => openCompanyDb(userId), [userId]);
  const [leading, setLeading] = useState(false);

  useEffect(() => {
    // The engine elects one leader tab per user (Web Locks); other tabs only read the store,
    // which Dexie keeps live across tabs.
    const sync = startCompanySync(companyDb, client, userId);
    const unsubscribe = sync.onLeadershipChange(setLeading);
    return () => {
      unsubscribe();
      setLeading(false);
      void sync.stop();
    };
  }, [companyDb, client, userId]);

  useEffect(() => {
    void requestPersistentStorage();
  }, [userId]);

  return (
    <DbProvider publicDb={getPublicDb()} companyDb={companyDb}>
      {/* AI screening of new applications runs only in the tab that syncs (D14); the AI writers
          work in every tab, through this session's client. */}
      <AiAssistance client={client} active={leading}>
        {children}
      </AiAssistance>
    </DbProvider>
  );
}

/**
 * Asks the browser not to evict this origin's IndexedDB under storage pressure: the outbox may
 * hold writes made offline that exist nowhere else. Asked after sign-in, when there is something
 * worth keeping; the answer changes nothing else.
 */
async function requestPersistentStorage(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
