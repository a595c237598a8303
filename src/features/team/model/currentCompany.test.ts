import { describe, expect, it } from 'vitest';
import {
  companyToOpen,
  preferredCompany,
  readChosenCompany,
  readCurrentCompany,
  readKnownCompanies,
  writeCurrentCompany,
  writeKnownCompanies,
} from './currentCompany';

const USER = '11111111-1111-4111-8111-111111111111';
const AGENCY = '22222222-2222-4222-8222-222222222222';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('the company a member works in on this device', () => {
  it("is the user's own company until another is chosen, and is kept per user", () => {
    const storage = memoryStorage();
    expect(readCurrentCompany(storage, USER)).toBe(USER);
    writeCurrentCompany(storage, USER, AGENCY);
    expect(readCurrentCompany(storage, USER)).toBe(AGENCY);
    expect(readCurrentCompany(storage, AGENCY)).toBe(AGENCY);
  });

  it('ignores a stored value that is not an id, and storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem(`partii:company:${USER}`, '<script>');
    expect(readCurrentCompany(storage, USER)).toBe(USER);
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readCurrentCompany(throwing, USER)).toBe(USER);
    expect(() => writeCurrentCompany(throwing, USER, AGENCY)).not.toThrow();
    expect(readKnownCompanies(throwing, USER)).toEqual([]);
  });

  it('keeps the list of companies, and drops a list that does not parse', () => {
    const storage = memoryStorage();
    const list = [{ company_id: AGENCY, name: 'Agency', role: 'recruiter' as const }];
    writeKnownCompanies(storage, USER, list);
    expect(readKnownCompanies(storage, USER)).toEqual(list);
    storage.setItem(`partii:companies:${USER}`, '[{"company_id":1}]');
    expect(readKnownCompanies(storage, USER)).toEqual([]);
  });

  it('opens the chosen company while the user belongs to it, else their own; an unknown list keeps the choice', () => {
    const list = [{ company_id: AGENCY, name: 'Agency', role: 'recruiter' as const }];
    expect(companyToOpen(AGENCY, USER, list)).toBe(AGENCY);
    expect(companyToOpen(AGENCY, USER, [])).toBe(AGENCY);
    expect(companyToOpen(AGENCY, USER, [{ company_id: USER, name: 'Own', role: 'owner' }])).toBe(USER);
    expect(companyToOpen(USER, USER, list)).toBe(USER);
  });
});

describe('the company opened where none was chosen yet', () => {
  it('is a team the user was invited into, before the company every sign-up gets', () => {
    expect(
      preferredCompany(USER, [
        { company_id: USER, name: 'Own', role: 'owner' },
        { company_id: AGENCY, name: 'Agency', role: 'interviewer' },
      ]),
    ).toBe(AGENCY);
    expect(preferredCompany(USER, [{ company_id: USER, name: 'Own', role: 'owner' }])).toBe(USER);
    expect(preferredCompany(USER, [])).toBe(USER);
  });

  it('is told apart from a choice made on this device', () => {
    const storage = memoryStorage();
    expect(readChosenCompany(storage, USER)).toBeNull();
    writeCurrentCompany(storage, USER, USER);
    expect(readChosenCompany(storage, USER)).toBe(USER);
  });
});
