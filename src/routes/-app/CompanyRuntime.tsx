import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { getPublicDb, openCompanyDb } from '@/db';
import { DbProvider } from '@/db/react';
import { startCompanySync } from '../../../sync';
import { teamApi } from '../../../sync/teamApi';
import { AiAssistance } from '@/features/screening/components/AiAssistance';
import {
  TeamContext,
  companyToOpen,
  preferredCompany,
  readChosenCompany,
  readCurrentCompany,
  readKnownCompanies,
  writeCurrentCompany,
  writeKnownCompanies,
  type CompanyChoice,
  type TeamContextValue,
} from '@/features/team';

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
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  const api = useMemo(() => teamApi(client), [client]);
  const [companies, setCompanies] = useState<CompanyChoice[]>(() => readKnownCompanies(storage, userId));
  const [companyId, setCompanyId] = useState(() =>
    companyToOpen(readCurrentCompany(storage, userId), userId, readKnownCompanies(storage, userId)),
  );
  // One store per (member, company): switching opens another database, so no row, outbox entry
  // or cursor of one company is ever read or written in the other (issue 13).
  const companyDb = useMemo(() => openCompanyDb(userId, companyId), [userId, companyId]);
  const [leading, setLeading] = useState(false);
  const syncRef = useRef<{ syncNow(): Promise<void> } | null>(null);
  const syncNow = useCallback(() => void syncRef.current?.syncNow().catch(() => undefined), []);

  const switchTo = useCallback(
    (next: string) => {
      writeCurrentCompany(storage, userId, next);
      setCompanyId(next);
    },
    [storage, userId],
  );
  const refreshCompanies = useCallback(async () => {
    const list = await api.myCompanies();
    writeKnownCompanies(storage, userId, list);
    setCompanies(list);
  }, [api, storage, userId]);

  useEffect(() => {
    // Which companies the member belongs to, once per sign-in (the switcher keeps the last list).
    let current = true;
    api.myCompanies().then(
      (list) => {
        if (!current) return;
        writeKnownCompanies(storage, userId, list);
        setCompanies(list);
        // First start on this device: open the team the user was invited into, if any.
        if (readChosenCompany(storage, userId) === null) {
          const preferred = preferredCompany(userId, list);
          writeCurrentCompany(storage, userId, preferred);
          setCompanyId(preferred);
        }
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, storage, userId]);

  useEffect(() => {
    // The engine elects one leader tab per user and company (Web Locks); other tabs only read the
    // store, which Dexie keeps live across tabs.
    const sync = startCompanySync(companyDb, client, userId, {
      // Removed from this company: the store is emptied by the engine; the list is asked again.
      onAccessLost: () => refreshCompanies().catch(() => undefined),
    });
    const unsubscribe = sync.onLeadershipChange(setLeading);
    syncRef.current = sync;
    api.touchMembership(companyId).catch(() => undefined);
    return () => {
      syncRef.current = null;
      unsubscribe();
      setLeading(false);
      void sync.stop();
    };
  }, [companyDb, client, userId, api, companyId, refreshCompanies]);

  useEffect(() => {
    void requestPersistentStorage();
  }, [userId]);

  const team = useMemo<TeamContextValue>(
    () => ({ api, userId, companyId, companies, switchTo, refreshCompanies, syncNow }),
    [api, userId, companyId, companies, switchTo, refreshCompanies, syncNow],
  );

  return (
    <TeamContext.Provider value={team}>
      <DbProvider publicDb={getPublicDb()} companyDb={companyDb}>
        {/* AI screening of new applications runs only in the tab that syncs (D14); the AI writers
            work in every tab, through this session's client. */}
        <AiAssistance client={client} active={leading}>
          {children}
        </AiAssistance>
      </DbProvider>
    </TeamContext.Provider>
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
