// React access to the local store. Screens read through live queries (dexie-react-hooks) over the
// databases handed down here; they never talk to the network.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  INITIAL_STATUS,
  STATUS_KEY,
  type CompanyDb,
  type MemberRole,
  type OutboxEntry,
  type PublicDb,
  type SyncDb,
  type SyncStatus,
} from './schema.ts';
import { localIndexOf, type LocalIndex } from './localIndex.ts';
import { can, type TeamAction } from './permissions.ts';
import { myMembership } from './access.ts';

interface DbContextValue {
  publicDb: PublicDb;
  companyDb: CompanyDb | null;
}

const DbContext = createContext<DbContextValue | null>(null);

export interface DbProviderProps {
  publicDb: PublicDb;
  /** The signed-in recruiter's database, or null for visitors. */
  companyDb: CompanyDb | null;
  children: ReactNode;
}

export function DbProvider({ publicDb, companyDb, children }: DbProviderProps) {
  return (
    <DbContext.Provider value={{ publicDb, companyDb }}>
      {companyDb ? <MembershipProvider db={companyDb}>{children}</MembershipProvider> : children}
    </DbContext.Provider>
  );
}

function useDbContext(): DbContextValue {
  const value = useContext(DbContext);
  if (!value) throw new Error('usePublicDb/useCompanyDb must be used within a DbProvider');
  return value;
}

export function usePublicDb(): PublicDb {
  return useDbContext().publicDb;
}

export function useCompanyDb(): CompanyDb {
  const { companyDb } = useDbContext();
  if (!companyDb) throw new Error('useCompanyDb must be used within a signed-in tree (no company database is open)');
  return companyDb;
}

/** The company database when signed in, otherwise null (for components shared by both trees). */
export function useOptionalCompanyDb(): CompanyDb | null {
  return useDbContext().companyDb;
}

export type SyncScope = 'public' | 'company';

function useScopeDb(scope?: SyncScope): SyncDb | null {
  const { publicDb, companyDb } = useDbContext();
  if (scope === 'public') return publicDb;
  if (scope === 'company') return companyDb;
  return companyDb ?? publicDb;
}

/**
 * The sync engine's status for a scope (default: the company scope when signed in, otherwise
 * public). Before the engine has written anything, the initial status (online, nothing pending).
 */
export function useSyncStatus(scope?: SyncScope): SyncStatus {
  const db = useScopeDb(scope);
  const status = useLiveQuery(async () => (db ? await db.syncState.get(STATUS_KEY) : undefined), [db]);
  return (status as SyncStatus | undefined) ?? INITIAL_STATUS;
}

/** Rejected writes (outbox entries with status 'failed'), oldest first, for the failed-writes list. */
export function useFailedWrites(scope?: SyncScope): OutboxEntry[] {
  const db = useScopeDb(scope);
  return (
    useLiveQuery(async () => (db ? await db.outbox.where('status').equals('failed').sortBy('seq') : []), [db]) ?? []
  );
}

/**
 * The company store's in-memory search index (localIndex.ts), loading from the first use on;
 * re-renders when it changes. `version` changes with every change of the index.
 */
export function useLocalIndex(): { index: LocalIndex; version: number; ready: boolean } {
  const index = localIndexOf(useCompanyDb());
  const subscribe = useCallback((listener: () => void) => index.subscribe(listener), [index]);
  const version = useSyncExternalStore(subscribe, () => index.version);
  useEffect(() => {
    void index.ready();
  }, [index, version]);
  return { index, version, ready: index.isReady };
}

export interface Membership {
  /** The member's role in this store's company; null when not a member (or not known yet). */
  role: MemberRole | null;
  /** The company's name; null until it has been pulled. */
  companyName: string | null;
  /** The member's own name in the team (e.g. "Sam Rivera"); null until pulled. */
  memberName: string | null;
}

const MembershipContext = createContext<Membership>({ role: null, companyName: null, memberName: null });

/**
 * The signed-in member's role and company, from the store (issue 13): one live query for the
 * whole tree, so the many cards that ask (a status menu per job card) cost nothing each. In a
 * user's own company, before its first pull (or against a server from before teams) the user is
 * its owner, as the server makes every recruiter; in another company nothing is assumed.
 */
function MembershipProvider({ db, children }: { db: CompanyDb; children: ReactNode }) {
  const found = useLiveQuery(async () => {
    const member = await myMembership(db);
    const company = await db.companies.get(db.companyId);
    return { role: member?.role ?? null, companyName: company?.name ?? null, memberName: member?.name ?? null };
  }, [db]);
  const ownCompany = db.companyId === db.userId;
  // Once the company row has arrived, its member rows have too (pulled first): no row, no role.
  const role = found?.role ?? (ownCompany && !found?.companyName ? 'owner' : null);
  const companyName = found?.companyName ?? null;
  const memberName = found?.memberName ?? null;
  const value = useMemo(() => ({ role, companyName, memberName }), [role, companyName, memberName]);
  return <MembershipContext.Provider value={value}>{children}</MembershipContext.Provider>;
}

/** The signed-in member's role and company name (MembershipProvider); no role for visitors. */
export function useMembership(): Membership {
  return useContext(MembershipContext);
}

/** Whether the signed-in member may do `action` in this company (permissions.ts). */
export function useCan(action: TeamAction): boolean {
  return can(useMembership().role, action);
}
