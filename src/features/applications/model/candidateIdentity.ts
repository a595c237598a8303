// How a candidate is named everywhere: an application whose profile is missing or nameless is an
// 'Anonymous Candidate' with initials AC (spec §2).
export interface NamedPerson {
  first_name?: string | null;
  last_name?: string | null;
}

export const ANONYMOUS_CANDIDATE = 'Anonymous Candidate';

export function candidateName(person: NamedPerson | null | undefined): string {
  const name = [person?.first_name, person?.last_name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || ANONYMOUS_CANDIDATE;
}

export function candidateInitials(person: NamedPerson | null | undefined): string {
  const first = person?.first_name?.trim()?.[0] ?? '';
  const last = person?.last_name?.trim()?.[0] ?? '';
  const initials = `${first}${last}`.toUpperCase();
  return initials || 'AC';
}
