// The team's context for the signed-in app (issue 13): the team calls, the companies the member
// belongs to, the one this device works in, and switching. The app's wiring (CompanyRuntime)
// provides it; screens and the user menu read it.
import { createContext, useContext } from 'react';
import type { CompanyChoice, TeamApi } from './model/teamApi';

export interface TeamContextValue {
  api: TeamApi;
  userId: string;
  /** The company whose store is open. */
  companyId: string;
  /** The companies the member belongs to, as last answered by the server (kept for offline). */
  companies: CompanyChoice[];
  /** Opens another company's store (its own store on this device; nothing crosses over). */
  switchTo(companyId: string): void;
  /** Asks the server again which companies the member belongs to. */
  refreshCompanies(): Promise<void>;
  /**
   * Pulls now: after a team call the server has changed rows this store mirrors (an invitation,
   * a role), and the screen should show them without waiting for the realtime poke.
   */
  syncNow(): void;
}

export const TeamContext = createContext<TeamContextValue | null>(null);

export function useTeam(): TeamContextValue {
  const value = useContext(TeamContext);
  if (!value) throw new Error('useTeam must be used within the signed-in app (CompanyRuntime)');
  return value;
}
