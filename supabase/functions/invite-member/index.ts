// Server function invite-member (issue 13, docs/teams.md "Invite mail"): an owner or admin invites
// someone to their company. POST with the caller's JWT, body { company_id, email, role,
// redirect_to }.
//
// 1. The invitation is created AS THE CALLER (create_company_invitation through PostgREST with the
//    caller's token), so the database's role checks decide who may invite whom; its refusal is
//    passed on with its message (403 when it is about who the caller is, 400 about the input).
// 2. The mail goes through the auth service: POST /auth/v1/invite (service role) with
//    redirect_to = <redirect_to's origin>/invite/<token>. GoTrue's invite creates an invited user
//    for a new address (or re-sends to one who has not confirmed yet) but refuses a confirmed user
//    (422 email_exists); such a person already has an account, so they get a sign-in link instead
//    (POST /auth/v1/otp, create_user false) that leads to the same /invite/<token> page.
// 3. A mail that cannot be sent does not undo the invitation: the answer says email_sent false and
//    the caller copies the link.
//
// Answers 200 { id, link, expires_at, email_sent }; 400 on a malformed body or a redirect_to whose
// origin is not allowed; 401 when not signed in; 403/400 as the database refuses. Every refusal is
// { error, message } with a sentence a person can read in both (the app shows `error`).
// Runs unchanged on Supabase Edge (Deno.serve) and in the local stack (the default export).
import { signedInPost } from '../_shared/handler.ts';
import { getEnv, requireEnv } from '../_shared/env.ts';
import { json, serveOnDeno } from '../_shared/http.ts';
import { allowedOrigin, parseInviteInput } from './input.ts';

interface Invitation {
  id: string;
  token: string;
  expires_at: string;
}

interface PostgrestError {
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
}

const MAIL_TIMEOUT_MS = 15_000;

/** create_company_invitation as the caller: the caller's own token, the anon key as apikey. */
async function createInvitation(
  authorization: string,
  input: { companyId: string; email: string; role: string },
): Promise<{ ok: true; invitation: Invitation } | { ok: false; status: number; error: PostgrestError }> {
  const response = await fetch(`${requireEnv('SUPABASE_URL')}/rest/v1/rpc/create_company_invitation`, {
    method: 'POST',
    headers: {
      apikey: requireEnv('SUPABASE_ANON_KEY'),
      Authorization: authorization,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ p_company: input.companyId, p_email: input.email, p_role: input.role }),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const error = body && typeof body === 'object' ? (body as PostgrestError) : { message: text.slice(0, 200) };
    return { ok: false, status: response.status, error };
  }
  // a function returning a row set answers an array
  const invitation = (Array.isArray(body) ? body[0] : body) as Partial<Invitation> | null;
  if (!invitation || typeof invitation.id !== 'string' || typeof invitation.token !== 'string') {
    return { ok: false, status: 502, error: { message: 'create_company_invitation answered no invitation' } };
  }
  return { ok: true, invitation: invitation as Invitation };
}

/** The caller's role in `companyId` as the database answers it (my_companies, as the caller), or null. */
async function callerRole(authorization: string, companyId: string): Promise<string | null> {
  try {
    const response = await fetch(`${requireEnv('SUPABASE_URL')}/rest/v1/rpc/my_companies`, {
      method: 'POST',
      headers: {
        apikey: requireEnv('SUPABASE_ANON_KEY'),
        Authorization: authorization,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const companies = (await response.json()) as { company_id?: unknown; role?: unknown }[];
    const mine = Array.isArray(companies) ? companies.find((c) => c.company_id === companyId) : undefined;
    return typeof mine?.role === 'string' ? mine.role : null;
  } catch {
    return null;
  }
}

/**
 * What status a refusal of the database becomes. The database decides and words the refusal; the
 * status only says whose problem it is: 403 when the caller may not invite (not a member: 42501;
 * a role that may not invite, or an admin inviting an owner: the RPC's P0001), 400 when the input
 * is at fault (an address the database refuses, someone already a member).
 */
async function refusalStatus(
  status: number,
  error: PostgrestError,
  authorization: string,
  input: { companyId: string; role: string },
): Promise<number> {
  if (error.code === '42501' || status === 403) return 403; // insufficient_privilege
  if (status === 401) return 401; // the caller's token expired between the two checks
  if (error.code === 'PGRST202') return 502; // the database does not have the function (not migrated)
  if (status < 400 || status >= 500) return 502;
  const role = await callerRole(authorization, input.companyId);
  const mayInvite = role === 'owner' || (role === 'admin' && input.role !== 'owner');
  return mayInvite ? 400 : 403;
}

async function authPost(path: string, key: string, body: unknown): Promise<Response> {
  return fetch(`${requireEnv('SUPABASE_URL')}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(MAIL_TIMEOUT_MS),
  });
}

/** Mails the invitation link; true when the auth service took the mail. Never throws. */
async function sendInviteMail(email: string, link: string): Promise<boolean> {
  const redirect = `?redirect_to=${encodeURIComponent(link)}`;
  try {
    const invite = await authPost(`/invite${redirect}`, requireEnv('SUPABASE_SERVICE_ROLE_KEY'), { email, data: {} });
    if (invite.ok) {
      await invite.body?.cancel();
      return true;
    }
    const refusal = (await invite.json().catch(() => ({}))) as { code?: unknown; error_code?: unknown };
    const code = typeof refusal.code === 'string' ? refusal.code : refusal.error_code;
    if (invite.status !== 422 || code !== 'email_exists') {
      console.error(`invite-member: the invite mail was refused (${invite.status} ${String(code ?? '')})`);
      return false;
    }
    // A confirmed user: GoTrue will not invite them; a sign-in link brings them to the same page.
    const otp = await authPost(`/otp${redirect}`, requireEnv('SUPABASE_ANON_KEY'), { email, create_user: false });
    if (!otp.ok) console.error(`invite-member: the sign-in link mail was refused (${otp.status})`);
    await otp.body?.cancel();
    return otp.ok;
  } catch (error) {
    console.error('invite-member: could not reach the auth service:', (error as Error)?.message ?? error);
    return false;
  }
}

const inviteMember = signedInPost('You must be logged in to invite someone', async (_caller, body, req) => {
  const parsed = parseInviteInput(body);
  if (!parsed.ok) {
    const message = Object.values(parsed.errors).join('; ');
    return json(400, { error: message, message, fields: parsed.errors });
  }
  const input = parsed.value;
  const origin = allowedOrigin(input.redirectTo, {
    siteUrl: getEnv('SITE_URL') ?? getEnv('PARTII_SITE_URL'),
    additional: getEnv('ADDITIONAL_REDIRECT_URLS'),
  });
  if (!origin) {
    const message = 'redirect_to must be on the site URL or an allowed redirect URL';
    return json(400, { error: message, message, fields: { redirect_to: message } });
  }

  const authorization = req.headers.get('Authorization') ?? '';
  const created = await createInvitation(authorization, input);
  if (!created.ok) {
    const status = await refusalStatus(created.status, created.error, authorization, input);
    // the database's sentence, for a person (the app shows `error`)
    const message =
      status === 502
        ? 'The invitation could not be created. Try again later.'
        : (created.error.message ?? 'Not allowed');
    return json(status, { error: message, message, ...(created.error.code ? { code: created.error.code } : {}) });
  }
  const { invitation } = created;
  const link = `${origin}/invite/${encodeURIComponent(invitation.token)}`;
  const emailSent = await sendInviteMail(input.email, link);
  return json(200, { id: invitation.id, link, expires_at: invitation.expires_at, email_sent: emailSent });
});

export default inviteMember;

serveOnDeno(inviteMember);
