// Which company a member works in on this device, and the companies they can switch to, kept per
// user in localStorage so an installed app opened offline opens the same company's store with the
// same list (docs/teams.md "Client"). Pure apart from the storage handed in.
import * as v from 'valibot';
import { CompanyChoiceSchema, type CompanyChoice } from './teamApi';

const currentKey = (userId: string) => `partii:company:${userId}`;
const listKey = (userId: string) => `partii:companies:${userId}`;

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

/** The company this device last worked in for `userId`; their own company (id = user id) at first. */
export function readCurrentCompany(storage: KeyValue | undefined, userId: string): string {
  return readChosenCompany(storage, userId) ?? userId;
}

/** The company chosen on this device for `userId`, or null when none was ever chosen here. */
export function readChosenCompany(storage: KeyValue | undefined, userId: string): string | null {
  const stored = safely(() => storage?.getItem(currentKey(userId)));
  return stored && /^[0-9a-f-]{36}$/i.test(stored) ? stored : null;
}

/**
 * The company to open on a device where none was chosen yet: a team the user was invited into
 * (any role but owner) before the company every sign-up gets, since an invitee came to work in
 * that team; otherwise their own.
 */
export function preferredCompany(userId: string, known: readonly CompanyChoice[]): string {
  return known.find((c) => c.company_id !== userId && c.role !== 'owner')?.company_id ?? userId;
}

export function writeCurrentCompany(storage: KeyValue | undefined, userId: string, companyId: string): void {
  safely(() => storage?.setItem(currentKey(userId), companyId));
}

/** The companies last answered by the server for `userId` (for the switcher offline). */
export function readKnownCompanies(storage: KeyValue | undefined, userId: string): CompanyChoice[] {
  const raw = safely(() => storage?.getItem(listKey(userId)));
  if (!raw) return [];
  const parsed = v.safeParse(
    v.array(CompanyChoiceSchema),
    safely(() => JSON.parse(raw) as unknown),
  );
  return parsed.success ? parsed.output : [];
}

export function writeKnownCompanies(storage: KeyValue | undefined, userId: string, companies: CompanyChoice[]): void {
  safely(() => storage?.setItem(listKey(userId), JSON.stringify(companies)));
}

/**
 * The company to open: the one chosen before, while the user still belongs to it as far as this
 * device knows; otherwise their own. A list not fetched yet (offline first start) keeps the choice.
 */
export function companyToOpen(chosen: string, userId: string, known: readonly CompanyChoice[]): string {
  if (chosen === userId || known.length === 0) return chosen;
  return known.some((c) => c.company_id === chosen) ? chosen : userId;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    // Storage blocked (private mode, quota): the device falls back to the user's own company.
    return undefined;
  }
}
