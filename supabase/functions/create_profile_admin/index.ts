// Server function create_profile_admin (spec §7): a signed-in recruiter adds a candidate profile
// to their own company. Body: { profile_id, first_name, last_name, email_address }, or a batch
// { profiles: [that body, ...] } (the demo generator: one call per job, not one per candidate).
// Answers { profile } (or { profiles } for a batch) (200), 400 on invalid input, 401 when not signed in, 403 when the
// caller is not (or no longer) an owner, admin or recruiter of that company, 409 when the id or the
// email is already taken. Runs unchanged on Supabase Edge (Deno.serve) and in the local stack
// (the default export is the handler).
import { signedInPost } from '../_shared/handler.ts';
import { json, serveOnDeno } from '../_shared/http.ts';
import { serviceRest } from '../_shared/rest.ts';
import { isBatchBody, parseCreateProfileInput, parseCreateProfilesInput } from './input.ts';

interface ProfileRow {
  id: string;
  company_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  [column: string]: unknown;
}

/** The roles that may change candidates (docs/teams.md "Roles"). */
const CANDIDATE_WRITERS = ['owner', 'admin', 'recruiter'];

const createProfileAdmin = signedInPost('You must be logged in to create a profile', async (caller, body) => {
  const batch = isBatchBody(body);
  const parsed = batch ? parseCreateProfilesInput(body) : parseCreateProfileInput(body);
  if (!parsed.ok) {
    return json(400, {
      error: 'Invalid input',
      message: Object.values(parsed.errors).join('; '),
      fields: parsed.errors,
    });
  }
  const inputs = Array.isArray(parsed.value) ? parsed.value : [parsed.value];

  // The service role bypasses RLS, so this function checks the caller's authority itself: a live
  // member of the company who may change candidates (owner, admin, recruiter). Without it a
  // founder removed from their company (whose user id is the company's id), or narrowed to
  // interviewer, still read and wrote its candidates through here (issue 24).
  const membership = await serviceRest<{ role: string }[]>(
    `company_members?company_id=eq.${caller.id}&user_id=eq.${caller.id}&deleted_at=is.null&select=role`,
  );
  if (!membership.ok)
    return json(502, {
      error: 'Upstream error',
      message: membership.error?.message ?? 'Could not read the membership',
    });
  const role = membership.data?.[0]?.role;
  if (!role || !CANDIDATE_WRITERS.includes(role)) {
    return json(403, {
      error: 'Forbidden',
      message: role ? `Your role (${role}) cannot change candidates.` : 'You are no longer a member of this company.',
    });
  }

  // The service role bypasses RLS, so this function is what keeps a profile inside its company:
  // an id that already belongs to another company is refused instead of overwritten (the whole
  // batch, before anything is written).
  const ids = inputs.map((input) => input.profileId);
  const existing = await serviceRest<Pick<ProfileRow, 'id' | 'company_id'>[]>(
    `profiles?id=in.(${ids.join(',')})&select=id,company_id`,
  );
  if (!existing.ok)
    return json(502, { error: 'Upstream error', message: existing.error?.message ?? 'Could not read profiles' });
  if ((existing.data ?? []).some((row) => row.company_id !== caller.id)) {
    return json(409, { error: 'Conflict', message: 'profile_id is already used by another profile' });
  }

  // One statement for the whole batch: PostgREST inserts an array atomically, so a batch is saved
  // entirely or not at all, and a retried call (same ids) updates the same rows.
  const saved = await serviceRest<ProfileRow[]>('profiles?on_conflict=id', {
    method: 'POST',
    headers: { Prefer: 'resolution=merge-duplicates,return=representation' },
    body: JSON.stringify(
      inputs.map((input) => ({
        id: input.profileId,
        company_id: caller.id,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        deleted_at: null,
      })),
    ),
  });
  if (!saved.ok) {
    if (saved.error?.code === '23505') {
      return json(409, { error: 'Conflict', message: 'A candidate with this email address already exists' });
    }
    const status = saved.status >= 400 && saved.status < 500 ? 400 : 502;
    return json(status, { error: 'Could not save the profile', message: saved.error?.message ?? 'Unknown error' });
  }
  const rows = saved.data ?? [];
  return batch ? json(200, { profiles: rows }) : json(200, { profile: rows[0] ?? null });
});

export default createProfileAdmin;

serveOnDeno(createProfileAdmin);
