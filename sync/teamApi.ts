// The team's online calls (issue 13, docs/teams.md "RPCs"): the companies a user belongs to,
// invitations, roles and removals. They change who may read what, so they are made online, as
// the caller, and the server decides; the rows they change reach every member's store through
// the change feed like any other. Screens reach them through `TeamApi` (handed down by the app's
// wiring), never supabase-js itself.
import type { SupabaseClient } from '@supabase/supabase-js';
import * as v from 'valibot';
import {
  AcceptedSchema,
  CompanyChoiceSchema,
  InvitationPreviewSchema,
  InvitedSchema,
  TeamCallError,
  type TeamApi,
} from '../src/features/team/model/teamApi.ts';

export { TeamCallError, type TeamApi } from '../src/features/team/model/teamApi.ts';

const OFFLINE = 'You are offline. Team changes need a connection; try again when you are back online.';

/** The error a person reads for a failed call: the server's message for a refusal, else a general one. */
function failure(error: unknown): TeamCallError {
  const e = (error ?? {}) as { message?: unknown; code?: unknown; status?: unknown };
  const message = typeof e.message === 'string' ? e.message : '';
  if (/fetch|network|Failed to send/i.test(message) && !e.code) return new TeamCallError(OFFLINE, true);
  // The RPCs raise P0001 (or 42501 for a role) with a message written for people (docs/teams.md).
  if (message && (e.code === 'P0001' || e.code === '42501' || e.code === '22023')) return new TeamCallError(message);
  return new TeamCallError(message || 'The server could not do that right now. Try again in a moment.');
}

function parsed<T>(schema: v.GenericSchema<unknown, T>, data: unknown): T {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new TeamCallError('The server answered something unexpected. Try again in a moment.');
  return result.output;
}

export function teamApi(client: SupabaseClient): TeamApi {
  const rpc = async (fn: string, args: Record<string, unknown>): Promise<unknown> => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new TeamCallError(OFFLINE, true);
    let answer;
    try {
      answer = await client.rpc(fn, args);
    } catch (error) {
      throw failure(error);
    }
    if (answer.error) throw failure(answer.error);
    return answer.data;
  };

  return {
    async myCompanies() {
      return parsed(v.array(CompanyChoiceSchema), await rpc('my_companies', {}));
    },
    async previewInvitation(token) {
      const data = await rpc('invitation_preview', { p_token: token });
      return data === null ? null : parsed(InvitationPreviewSchema, data);
    },
    async acceptInvitation(token) {
      return parsed(AcceptedSchema, await rpc('accept_company_invitation', { p_token: token }));
    },
    async invite({ companyId, email, role }) {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new TeamCallError(OFFLINE, true);
      const redirectTo = typeof location === 'undefined' ? undefined : location.origin;
      const { data, error } = await client.functions.invoke('invite-member', {
        body: { company_id: companyId, email, role, redirect_to: redirectTo },
      });
      if (error) throw await functionFailure(error);
      return parsed(InvitedSchema, data);
    },
    async revokeInvitation(invitationId) {
      await rpc('revoke_company_invitation', { p_invitation: invitationId });
    },
    async setRole({ companyId, userId, role }) {
      await rpc('set_company_member_role', { p_company: companyId, p_user: userId, p_role: role });
    },
    async removeMember({ companyId, userId }) {
      await rpc('remove_company_member', { p_company: companyId, p_user: userId });
    },
    async renameCompany({ companyId, name }) {
      await rpc('rename_company', { p_company: companyId, p_name: name });
    },
    async touchMembership(companyId) {
      await rpc('touch_company_membership', { p_company: companyId });
    },
  };
}

/** A function's error: its JSON body's `error` (or `message`) when it answered one. */
async function functionFailure(error: unknown): Promise<TeamCallError> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    try {
      const body = (await context.clone().json()) as { error?: unknown; message?: unknown };
      const message =
        typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : null;
      if (message) return new TeamCallError(message);
    } catch {
      // Not JSON: fall through to the general message.
    }
  }
  return failure(error);
}
