// Rendering the email feature's components in tests: Mantine, a signed-in member, the stores.
import type { ReactNode } from 'react';
import type Dexie from 'dexie';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { CompanyDb, PublicDb, newId, type MemberRole } from '@/db';
import { DbProvider } from '@/db/react';
import { AuthContext, type AuthContextValue } from '@/auth/authContext';
import { installMantineDomPolyfills } from '@/ui/test-support/mantineDom';

export const COMPANY = '44444444-4444-4444-8444-444444444444';

/** A company store of the member COMPANY (its owner, until `asRole` says otherwise) and a public store. */
export async function openStores(keep: <T extends Dexie>(db: T) => T) {
  const db = keep(new CompanyDb(COMPANY, { name: `email-ui-${newId()}` }));
  const publicDb = keep(new PublicDb(`email-ui-public-${newId()}`));
  await Promise.all([db.open(), publicDb.open()]);
  return { db, publicDb };
}

/** Makes the store's member `role` in its company (as a pull would). */
export async function asRole(db: CompanyDb, role: MemberRole, name = 'Sam Rivera'): Promise<void> {
  const stamp = {
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    deleted_at: null,
    version: 1,
    change_xid: null,
  };
  await db.companies.put({ id: db.companyId, name: 'Acme', ...stamp });
  await db.companyMembers.put({
    id: newId(),
    company_id: db.companyId,
    user_id: db.userId,
    role,
    name,
    email: 'sam@acme.test',
    last_seen_at: null,
    ...stamp,
  });
}

export function renderWithStores(ui: ReactNode, stores: { db: CompanyDb; publicDb: PublicDb }) {
  const auth = { user: { email: 'sam@acme.test' } } as unknown as AuthContextValue;
  return render(
    <MantineProvider>
      <AuthContext.Provider value={auth}>
        {/* As in the app: the notifications inside the auth provider, outside the stores. */}
        <Notifications />
        <DbProvider publicDb={stores.publicDb} companyDb={stores.db}>
          {ui}
        </DbProvider>
      </AuthContext.Provider>
    </MantineProvider>,
  );
}

/** Mantine's browser needs (mantineDom.ts), and `document.fonts`, which its autosize Textarea listens to. */
export function installEmailDomPolyfills(): void {
  installMantineDomPolyfills();
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}
