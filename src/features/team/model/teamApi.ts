// What the team screens ask of the server (issue 13, docs/teams.md "RPCs"): the companies a user
// belongs to, invitations, roles and removals. The app's wiring hands an implementation down
// (sync/teamApi.ts); the screens never reach the network themselves. Schemas check each answer.
import * as v from 'valibot';
import { MemberRoleSchema } from '@/db/entities';
import type { MemberRole } from '@/db';

export const CompanyChoiceSchema = v.object({
  company_id: v.pipe(v.string(), v.uuid()),
  name: v.string(),
  role: MemberRoleSchema,
});
export type CompanyChoice = v.InferOutput<typeof CompanyChoiceSchema>;

export const InvitationPreviewSchema = v.object({
  company_name: v.string(),
  email: v.string(),
  role: MemberRoleSchema,
  status: v.picklist(['pending', 'expired', 'accepted', 'revoked']),
});
export type InvitationPreview = v.InferOutput<typeof InvitationPreviewSchema>;

export const AcceptedSchema = v.object({ company_id: v.pipe(v.string(), v.uuid()), role: MemberRoleSchema });
export const InvitedSchema = v.object({
  id: v.string(),
  link: v.string(),
  expires_at: v.string(),
  email_sent: v.boolean(),
});
export type Invited = v.InferOutput<typeof InvitedSchema>;

/** A team call the server refused, with the message to show (the server's own where it has one). */
export class TeamCallError extends Error {
  constructor(
    message: string,
    readonly offline = false,
  ) {
    super(message);
    this.name = 'TeamCallError';
  }
}

export interface TeamApi {
  myCompanies(): Promise<CompanyChoice[]>;
  previewInvitation(token: string): Promise<InvitationPreview | null>;
  acceptInvitation(token: string): Promise<{ company_id: string; role: MemberRole }>;
  invite(input: { companyId: string; email: string; role: MemberRole }): Promise<Invited>;
  revokeInvitation(invitationId: string): Promise<void>;
  setRole(input: { companyId: string; userId: string; role: MemberRole }): Promise<void>;
  removeMember(input: { companyId: string; userId: string }): Promise<void>;
  renameCompany(input: { companyId: string; name: string }): Promise<void>;
  touchMembership(companyId: string): Promise<void>;
}
