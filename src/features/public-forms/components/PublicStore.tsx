import type { ReactNode } from 'react';
import { getPublicDb } from '@/db';
import { DbProvider } from '@/db/react';

/**
 * The visitor's local store (published jobs, the public outbox) for a part of a public page that
 * reads or writes it. Public pages paint without IndexedDB's library: only the parts that need the
 * store load it, through `lazyWithPublicStore` (./deferred.tsx), which puts them under this
 * provider. (The signed-in layout has its own provider with both stores: src/routes/-app.)
 */
export function PublicStore({ children }: { children: ReactNode }) {
  return (
    <DbProvider publicDb={getPublicDb()} companyDb={null}>
      {children}
    </DbProvider>
  );
}
