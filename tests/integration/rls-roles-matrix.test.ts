// The access matrix of company teams (issue 13; the target is docs/teams.md "Roles"), cell by
// cell, adversarial, from outside with supabase-js only. Read MATRIX below as the policy: one row
// per object and operation, one column per actor, one generated `it` per cell.
//
//   actors   anon (anon key) · owner, admin, recruiter, interviewer (all live members of ONE
//            company C: the owner signed up, so C's id is the owner's user id; the others joined
//            through create_company_invitation + accept_company_invitation) · outsider (the
//            owner of another company) · service (service_role key)
//   objects  every table of the public schema × select/insert/update/delete through REST;
//            sync_push (the real write path) and sync_pull per synced table; the membership RPCs;
//            storage `resumes`; and token_hash, which nobody but the service role may read.
//
// Every cell acts on a fresh object of company C (made as database superuser; where who wrote it
// matters, with the writer's id in the JWT claims the triggers read), so a cell reads "may <actor>
// <operation> C's <object>?". Outcomes:
//   A        allowed — the operation took effect / the row was visible
//   D        denied — nothing changed / nothing of C's was seen (for sync_push: the mutation was
//            rejected with SQLSTATE 42501, as the contract says, and the row is unchanged)
//   'error <SQLSTATE>'  the whole call was refused with that code (where the contract names one)
//   —        not applicable (no test generated)
// Outcomes are decided by looking at the database afterwards, never by the API's word alone.
// The rls-matrix.test.ts beside this one keeps the single-company cells (public forms, submit,
// realtime, ...); this one is about who inside and outside a company may do what.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  candidateConversationId,
  conversationReadId,
  directConversationId,
  hiringChannelId,
} from '../../src/features/chat/model/conversationIds.ts';
import { listenToTables } from '../support/realtime-listen.ts';
import {
  accessTokenFor,
  anonClient,
  createUser,
  getTestStack,
  serviceClient,
  signedInClient,
  sql,
  type TestUser,
} from '../support/stack-env.ts';
import { pullPastHorizon } from '../support/pullHorizon.ts';

type Actor = 'anon' | 'owner' | 'admin' | 'recruiter' | 'interviewer' | 'outsider' | 'service';
type Member = 'owner' | 'admin' | 'recruiter' | 'interviewer';
type Outcome = 'A' | 'D' | `error ${string}` | `rejected ${string}`;
type Cell = Outcome | '—';
type Row = readonly [
  object: string,
  operation: string,
  anon: Cell,
  owner: Cell,
  admin: Cell,
  recruiter: Cell,
  interviewer: Cell,
  outsider: Cell,
  service: Cell,
];

const ACTORS: readonly Actor[] = ['anon', 'owner', 'admin', 'recruiter', 'interviewer', 'outsider', 'service'];
const A = 'A' as const;
const D = 'D' as const;
const NA = '—' as const;
const E42501 = 'error 42501' as const;

// prettier-ignore
const MATRIX: readonly Row[] = [
  //  object                         operation                                      anon  owner admin recr. interv. outsider service
  // ── jobs: owner, admin, recruiter all; interviewer reads; visitors: published jobs only (their
  //    public columns, public-jobs-columns.test.ts); a member of another company: none (issue 24) ──
  ['table jobs',                     'select (a draft job)',                        D,    A,    A,    A,    A,      D,       A],
  ['table jobs',                     'select (a published job)',                    A,    A,    A,    A,    A,      D,       A],
  ['table jobs',                     'insert',                                      D,    A,    A,    A,    D,      D,       A],
  ['table jobs',                     'update',                                      D,    A,    A,    A,    D,      D,       A],
  ['table jobs',                     'soft delete (set deleted_at)',                D,    A,    A,    A,    D,      D,       A],
  // synced tables have no DELETE grant for the API roles: only soft deletes (contracts.md D12)
  ['table jobs',                     'delete',                                      D,    D,    D,    D,    D,      D,       A],
  // ── profiles, applications: owner, admin, recruiter all; interviewer reads ──
  ['table profiles',                 'select',                                      D,    A,    A,    A,    A,      D,       A],
  ['table profiles',                 'insert',                                      D,    A,    A,    A,    D,      D,       A],
  ['table profiles',                 'update',                                      D,    A,    A,    A,    D,      D,       A],
  ['table profiles',                 'soft delete (set deleted_at)',                D,    A,    A,    A,    D,      D,       A],
  ['table profiles',                 'delete',                                      D,    D,    D,    D,    D,      D,       A],
  ['table applications',             'select',                                      D,    A,    A,    A,    A,      D,       A],
  ['table applications',             'insert',                                      D,    A,    A,    A,    D,      D,       A],
  ['table applications',             'update',                                      D,    A,    A,    A,    D,      D,       A],
  ['table applications',             'soft delete (set deleted_at)',                D,    A,    A,    A,    D,      D,       A],
  ['table applications',             'delete',                                      D,    D,    D,    D,    D,      D,       A],
  // ── notes: the interviewer reads, adds, and changes or deletes only their own notes ──
  ['table notes',                    'select',                                      D,    A,    A,    A,    A,      D,       A],
  ['table notes',                    'insert',                                      D,    A,    A,    A,    A,      D,       A],
  ['table notes',                    'update (a note someone else wrote)',          D,    A,    A,    A,    D,      D,       A],
  ['table notes',                    'update (a note the actor wrote)',             NA,   A,    A,    A,    A,      NA,      NA],
  ['table notes',                    'soft delete (a note someone else wrote)',     D,    A,    A,    A,    D,      D,       A],
  ['table notes',                    'soft delete (a note the actor wrote)',        NA,   A,    A,    A,    A,      NA,      NA],
  // an interviewer cannot take a colleague's note by rewriting its author
  ['table notes',                    'update created_by of a colleague\'s note to self', NA, D,  D,    D,    D,      NA,      NA],
  ['table notes',                    'delete',                                      D,    D,    D,    D,    D,      D,       A],
  // ── drafts and their chat: owner, admin, recruiter; the interviewer sees none ──
  ['table job_drafts',               'select',                                      D,    A,    A,    A,    D,      D,       A],
  ['table job_drafts',               'insert',                                      D,    A,    A,    A,    D,      D,       A],
  ['table job_drafts',               'update',                                      D,    A,    A,    A,    D,      D,       A],
  ['table job_drafts',               'soft delete (set deleted_at)',                D,    A,    A,    A,    D,      D,       A],
  ['table job_drafts',               'delete',                                      D,    D,    D,    D,    D,      D,       A],
  ['table job_draft_messages',       'select',                                      D,    A,    A,    A,    D,      D,       A],
  ['table job_draft_messages',       'insert',                                      D,    A,    A,    A,    D,      D,       A],
  // chat messages are insert-only rows (D5)
  ['table job_draft_messages',       'update',                                      D,    D,    D,    D,    D,      D,       D],
  ['table job_draft_messages',       'soft delete (set deleted_at)',                D,    A,    A,    A,    D,      D,       A],
  ['table job_draft_messages',       'delete',                                      D,    D,    D,    D,    D,      D,       A],
  // ── companies: members read; owners and admins rename (rename_company). Nobody else reads a
  //    company's row: its name is public only as jobs.company_name (20261124000200) ──
  ['table companies',                'select id, name (C has a published job)',     D,    A,    A,    A,    A,      D,       A],
  ['table companies',                'select created_at (C has a published job)',   D,    A,    A,    A,    A,      D,       A],
  ['table companies',                'select (a company without a published job)',  D,    D,    D,    D,    D,      A,       A],
  ['table companies',                'insert',                                      D,    D,    D,    D,    D,      D,       A],
    // the rename is rename_company's (below): no API role writes companies through REST
  ['table companies',                'update name',                                 D,    D,    D,    D,    D,      D,       A],
  ['table companies',                'update id (move the company)',                D,    D,    D,    D,    D,      D,       NA],
  ['table companies',                'soft delete (set deleted_at)',                D,    D,    D,    D,    D,      D,       A],
  ['table companies',                'delete',                                      D,    D,    D,    D,    D,      D,       A],
  // ── company_members: members read; every write goes through the RPCs ──
  ['table company_members',          'select',                                      D,    A,    A,    A,    A,      D,       A],
  ['table company_members',          'insert (the actor joins C as owner)',         D,    NA,   NA,   NA,   NA,     D,       NA],
  ['table company_members',          'insert (a new member)',                       D,    D,    D,    D,    D,      D,       A],
  ['table company_members',          'update role (the actor\'s own row to owner)', NA,   NA,   D,    D,    D,      NA,      NA],
  ['table company_members',          'update role (a recruiter\'s row)',            D,    D,    D,    D,    D,      D,       A],
  ['table company_members',          'soft delete (set deleted_at)',                D,    D,    D,    D,    D,      D,       A],
  ['table company_members',          'delete',                                      D,    D,    D,    D,    D,      D,       A],
  // ── company_invitations: owners and admins read (never token_hash); writes through the RPCs ──
  ['table company_invitations',      'select (without token_hash)',                 D,    A,    A,    D,    D,      D,       A],
  ['table company_invitations',      'select token_hash',                           D,    D,    D,    D,    D,      D,       A],
  ['table company_invitations',      'select * (would include token_hash)',         D,    D,    D,    D,    D,      D,       A],
  ['table company_invitations',      'insert',                                      D,    D,    D,    D,    D,      D,       A],
  ['table company_invitations',      'update (accept it for oneself)',              D,    D,    D,    D,    D,      D,       A],
  ['table company_invitations',      'update role (to owner)',                      D,    D,    D,    D,    D,      D,       A],
  ['table company_invitations',      'delete',                                      D,    D,    D,    D,    D,      D,       A],
  // ── activity: members read; only the server's triggers write ──
  ['table activity',                 'select',                                      D,    A,    A,    A,    A,      D,       A],
  ['table activity',                 'insert',                                      D,    D,    D,    D,    D,      D,       A],
  ['table activity',                 'update',                                      D,    D,    D,    D,    D,      D,       A],
  ['table activity',                 'delete',                                      D,    D,    D,    D,    D,      D,       A],
  // ── chat (issue 26, docs/chat.md): every member talks in channels and about candidates and jobs;
  //    owners and admins add and rename channels; a direct conversation is its two members' only;
  //    only its author changes a message; read marks are each member's own ──
  ['table conversations',            'select (#hiring, a candidate\'s or a job\'s)',  D,    A,    A,    A,    A,      D,       A],
  ['table conversations',            'select (a direct conversation of two colleagues)', D,  D,    D,    D,    D,      D,       A],
  ['table conversations',            'insert (a candidate\'s conversation)',         D,    A,    A,    A,    A,      D,       A],
  ['table conversations',            'insert (a channel)',                          D,    A,    A,    D,    D,      D,       A],
  ['table conversations',            'update (rename a channel)',                   D,    A,    A,    D,    D,      D,       A],
  ['table conversations',            'delete',                                      D,    D,    D,    D,    D,      D,       A],
  ['table conversation_messages',    'select (in #hiring)',                         D,    A,    A,    A,    A,      D,       A],
  ['table conversation_messages',    'select (in a direct conversation of two colleagues)', D, D, D,  D,    D,      D,       A],
  ['table conversation_messages',    'insert (in #hiring)',                         D,    A,    A,    A,    A,      D,       A],
  ['table conversation_messages',    'insert (in a direct conversation of two colleagues)', D, D, D,  D,    D,      D,       A],
  ['table conversation_messages',    'update (a message the actor wrote)',          NA,   A,    A,    A,    A,      NA,      NA],
  ['table conversation_messages',    'update (a colleague\'s message)',             D,    D,    D,    D,    D,      D,       A],
  ['table conversation_messages',    'delete',                                      D,    D,    D,    D,    D,      D,       A],
  ['table conversation_reads',       'select (the actor\'s own)',                   NA,   A,    A,    A,    A,      NA,      NA],
  ['table conversation_reads',       'select (a colleague\'s)',                     D,    D,    D,    D,    D,      D,       A],
  ['table conversation_reads',       'insert (the actor\'s own)',                   NA,   A,    A,    A,    A,      D,       NA],
  ['table conversation_reads',       'update (a colleague\'s)',                     D,    D,    D,    D,    D,      D,       A],
  ['table conversation_reads',       'delete',                                      D,    D,    D,    D,    D,      D,       A],
  // ── messaging (issue 25, docs/messaging.md): templates are the hiring team's; the interviewer reads ──
  ['table email_templates',          'select',                                      D,    A,    A,    A,    A,      D,       A],
  ['table email_templates',          'insert',                                      D,    A,    A,    A,    D,      D,       A],
  ['table email_templates',          'update',                                      D,    A,    A,    A,    D,      D,       A],
  ['table email_templates',          'soft delete (set deleted_at)',                D,    A,    A,    A,    D,      D,       A],
  ['table email_templates',          'delete',                                      D,    D,    D,    D,    D,      D,       A],
  // mail to candidates: the hiring team reads and writes it; once written, only the sender changes it
  ['table outgoing_emails',          'select (a mail to a candidate)',              D,    A,    A,    A,    D,      D,       A],
  ['table outgoing_emails',          'select (a mail to the actor)',                NA,   A,    A,    A,    A,      NA,      NA],
  ['table outgoing_emails',          'select (a mail to a colleague)',              D,    D,    D,    D,    D,      D,       A],
  ['table outgoing_emails',          'insert (a mail to a candidate)',              D,    A,    A,    A,    D,      D,       A],
  ['table outgoing_emails',          'update',                                      D,    D,    D,    D,    D,      D,       A],
  ['table outgoing_emails',          'soft delete (set deleted_at)',                D,    D,    D,    D,    D,      D,       A],
  ['table outgoing_emails',          'delete',                                      D,    D,    D,    D,    D,      D,       A],
  // notifications: the server makes them; their recipient reads them and marks them read
  ['table notifications',            'select (the actor\'s own)',                   NA,   A,    A,    A,    A,      NA,      NA],
  ['table notifications',            'select (a colleague\'s)',                     D,    D,    D,    D,    D,      D,       A],
  ['table notifications',            'insert',                                      D,    D,    D,    D,    D,      D,       A],
  ['table notifications',            'update read_at (the actor\'s own)',           NA,   A,    A,    A,    A,      NA,      NA],
  ['table notifications',            'update read_at (a colleague\'s)',             D,    D,    D,    D,    D,      D,       A],
  ['table notifications',            'delete',                                      D,    D,    D,    D,    D,      D,       A],
  // preferences: every member's own, whatever their role
  ['table notification_preferences', 'select (the actor\'s own)',                   NA,   A,    A,    A,    A,      NA,      NA],
  ['table notification_preferences', 'select (a colleague\'s)',                     D,    D,    D,    D,    D,      D,       A],
  ['table notification_preferences', 'insert (the actor\'s own)',                   NA,   A,    A,    A,    A,      D,       NA],
  ['table notification_preferences', 'update (the actor\'s own)',                   NA,   A,    A,    A,    A,      NA,      NA],
  ['table notification_preferences', 'update (a colleague\'s)',                     D,    D,    D,    D,    D,      D,       A],
  ['table notification_preferences', 'delete',                                      D,    D,    D,    D,    D,      D,       A],
  // a candidate's replies (the status page's): members read; only the status_reply RPC writes
  ['table candidate_messages',       'select',                                      D,    A,    A,    A,    A,      D,       A],
  ['table candidate_messages',       'insert',                                      D,    D,    D,    D,    D,      D,       A],
  ['table candidate_messages',       'update',                                      D,    D,    D,    D,    D,      D,       A],
  ['table candidate_messages',       'delete',                                      D,    D,    D,    D,    D,      D,       A],
  // ── public forms: write-only through their RPCs, as before teams ──
  ['table waitlist_submissions',     'select',                                      D,    D,    D,    D,    D,      D,       A],
  ['table waitlist_submissions',     'insert',                                      D,    D,    D,    D,    D,      D,       A],
  ['table waitlist_submissions',     'update',                                      D,    D,    D,    D,    D,      D,       A],
  ['table waitlist_submissions',     'delete',                                      D,    D,    D,    D,    D,      D,       A],
  ['table contact_messages',         'select',                                      D,    D,    D,    D,    D,      D,       A],
  ['table contact_messages',         'insert',                                      D,    D,    D,    D,    D,      D,       A],
  ['table contact_messages',         'update',                                      D,    D,    D,    D,    D,      D,       A],
  ['table contact_messages',         'delete',                                      D,    D,    D,    D,    D,      D,       A],
  ['table sync_mutations',           'select',                                      D,    D,    D,    D,    D,      D,       A],
  ['table sync_mutations',           'insert',                                      D,    D,    D,    D,    D,      D,       A],
  ['table sync_mutations',           'update',                                      D,    D,    D,    D,    D,      D,       A],
  ['table sync_mutations',           'delete',                                      D,    D,    D,    D,    D,      D,       A],
  // ── sync_push into C (p_company = C): the write path of the app. A push needs a signed-in
  //    member: anon and service have no user (42501), the outsider is not a member (42501,
  //    partii:not_member); a role's refusal is per mutation (42501) ──
  ['rpc sync_push',                  'jobs: change a job',                          E42501, A,  A,    A,    D,      E42501,  E42501],
  ['rpc sync_push',                  'jobs: add a job',                             E42501, A,  A,    A,    D,      E42501,  E42501],
  ['rpc sync_push',                  'profiles: change a candidate',                E42501, A,  A,    A,    D,      E42501,  E42501],
  ['rpc sync_push',                  'applications: move a stage',                  E42501, A,  A,    A,    D,      E42501,  E42501],
  ['rpc sync_push',                  'notes: add a note',                           E42501, A,  A,    A,    A,      E42501,  E42501],
  // attribution is the server's: created_by names the writer whatever the client sends (docs/teams.md)
  ['rpc sync_push',                  'notes: add a note claiming a colleague as created_by', NA, D, D,   D,    D,      NA,      NA],
  ['rpc sync_push',                  'jobs: add a job claiming a colleague as created_by', NA, D,  D,    D,    NA,     NA,      NA],
  ['rpc sync_push',                  'notes: change a note someone else wrote',     E42501, A,  A,    A,    D,      E42501,  E42501],
  ['rpc sync_push',                  'notes: change a note the actor wrote',        NA,   A,    A,    A,    A,      NA,      NA],
  ['rpc sync_push',                  'notes: delete a note the actor wrote',        NA,   A,    A,    A,    A,      NA,      NA],
  ['rpc sync_push',                  'job_drafts: change a draft',                  E42501, A,  A,    A,    D,      E42501,  E42501],
  ['rpc sync_push',                  'job_draft_messages: add a chat turn',         E42501, A,  A,    A,    D,      E42501,  E42501],
  // a row pushed into C belongs to C, whatever company_id its patch names
  ['rpc sync_push',                  'profiles: add one naming the outsider\'s company', NA, A, A,    A,    NA,     NA,      NA],
  // the pull-only tables are refused to everyone, owner included
  ['rpc sync_push',                  'companies: rename',                           E42501, D,  D,    D,    D,      E42501,  E42501],
  ['rpc sync_push',                  'company_members: promote oneself to owner',   NA,   NA,   D,    D,    D,      NA,      NA],
  ['rpc sync_push',                  'company_invitations: add one',                E42501, D,  D,    D,    D,      E42501,  E42501],
  ['rpc sync_push',                  'activity: add an entry',                      E42501, D,  D,    D,    D,      E42501,  E42501],
  // ── sync_pull of C (p_company = C): a member pulls what the role reads; a signed-in non-member and
  //    a visitor are refused (42501, partii:not_member); the service role (no user) may name any company ──
  ['rpc sync_pull',                  'companies',                                   E42501, A,  A,    A,    A,      E42501,  A],
  ['rpc sync_pull',                  'company_members',                             E42501, A,  A,    A,    A,      E42501,  A],
  ['rpc sync_pull',                  'company_invitations',                         E42501, A,  A,    D,    D,      E42501,  A],
  // the jobs feed answers the service role published jobs only (it has no membership), as before teams
  ['rpc sync_pull',                  'jobs (a draft job)',                          E42501, A,  A,    A,    A,      E42501,  D],
  ['rpc sync_pull',                  'profiles',                                    E42501, A,  A,    A,    A,      E42501,  A],
  ['rpc sync_pull',                  'applications',                                E42501, A,  A,    A,    A,      E42501,  A],
  ['rpc sync_pull',                  'notes',                                       E42501, A,  A,    A,    A,      E42501,  A],
  ['rpc sync_pull',                  'job_drafts',                                  E42501, A,  A,    A,    D,      E42501,  A],
  ['rpc sync_pull',                  'job_draft_messages',                          E42501, A,  A,    A,    D,      E42501,  A],
  ['rpc sync_pull',                  'activity',                                    E42501, A,  A,    A,    A,      E42501,  A],
  // a pulled invitation never carries its token_hash
  ['rpc sync_pull',                  'company_invitations: token_hash in a row',    NA,   D,    D,    D,    D,      NA,      NA],
  // without p_company the caller's own company: the outsider pulls theirs, never C's rows
  ['rpc sync_pull',                  'profiles without p_company',                  D,    A,    D,    D,    D,      D,       NA],
  // ── the membership RPCs on C ──
  ['rpc create_company_invitation',  'invite a recruiter',                          D,    A,    A,    D,    D,      D,       D],
  ['rpc create_company_invitation',  'invite an owner',                             D,    A,    D,    D,    D,      D,       D],
  ['rpc revoke_company_invitation',  'revoke a pending invitation',                 D,    A,    A,    D,    D,      D,       D],
  ['rpc set_company_member_role',    'make a recruiter an interviewer',             D,    A,    A,    D,    D,      D,       D],
  ['rpc set_company_member_role',    'make a recruiter an owner',                   D,    A,    D,    D,    D,      D,       D],
  ['rpc set_company_member_role',    'demote a second owner',                       D,    A,    D,    D,    D,      D,       D],
  ['rpc set_company_member_role',    'promote oneself to admin',                    NA,   NA,   NA,   D,    D,      NA,      NA],
  ['rpc set_company_member_role',    'demote oneself, the last owner',              NA,   D,    NA,   NA,   NA,     NA,      NA],
  ['rpc remove_company_member',      'remove a recruiter',                          D,    A,    A,    D,    D,      D,       D],
  ['rpc remove_company_member',      'remove a second owner',                       D,    A,    D,    D,    D,      D,       D],
  ['rpc remove_company_member',      'remove oneself (a fresh member of the role)', NA,   A,    A,    A,    A,      NA,      NA],
  ['rpc remove_company_member',      'remove oneself, the last owner',              NA,   D,    NA,   NA,   NA,     NA,      NA],
  ['rpc rename_company',             'rename C',                                    D,    A,    A,    D,    D,      D,       D],
  ['rpc accept_company_invitation',  'accept an invitation sent to someone else',   D,    D,    D,    D,    D,      D,       D],
  ['rpc invitation_preview',         'preview a pending invitation',                A,    A,    A,    A,    A,      A,       A],
  ['rpc my_companies',               'lists C',                                     D,    A,    A,    A,    A,      D,       D],
  ['rpc touch_company_membership',   'touch C',                                     D,    A,    A,    A,    A,      D,       D],
  // ── realtime postgres_changes: C's rows change; who receives them, and never a token_hash ──
  ['realtime company_invitations',   'an invitation is created: the event arrives', D,    A,    A,    D,    D,      D,       A],
  ['realtime company_invitations',   'an invitation is created: token_hash in it',  D,    D,    D,    D,      D,    D,       A],
  ['realtime company_members',       'a member joins',                              D,    A,    A,    A,    A,      D,       A],
  ['realtime activity',              'an entry is written',                         D,    A,    A,    A,    A,      D,       A],
  // ── storage bucket `resumes`: an object of C's application ──
  ['storage resumes',                'download',                                    D,    A,    A,    A,    A,      D,       A],
  ['storage resumes',                'list the application\'s folder',              D,    A,    A,    A,    A,      D,       A],
  ['storage resumes',                'delete',                                      D,    A,    A,    A,    D,      D,       A],
];

// ─── actors ─────────────────────────────────────────────────────────────────────────────────────

const clients = {} as Record<Actor, SupabaseClient>;
const users = {} as Record<Member | 'outsider', TestUser>;
/** A recruiter of C who is none of the actors: the author of "someone else's" notes. */
let colleague: TestUser;
/** Company C: every member's; its id is the owner's user id. */
let C: string;
/** The outsider's own company. */
let O: string;

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

function clientWithToken(token: string): SupabaseClient {
  const { url, anonKey } = getTestStack();
  return createClient(url, anonKey, { ...clientOptions, accessToken: async () => token });
}

const selfId = (actor: Actor): string | null =>
  actor === 'anon' || actor === 'service' ? null : users[actor as Member | 'outsider'].id;

const uid = () => randomUUID();
const email = (tag: string) => `${tag}-${uid().slice(0, 8)}@example.com`;

/** A new user who joins C with `role` the way the app does it: invited by the owner, accepting. */
async function joinC(role: Member): Promise<{ user: TestUser; client: SupabaseClient }> {
  const user = await createUser(email(role));
  const token = await accessTokenFor(user);
  const client = clientWithToken(token);
  const invite = await clients.owner.rpc('create_company_invitation', {
    p_company: C,
    p_email: user.email,
    p_role: role,
  });
  if (invite.error) throw new Error(`fixture: invite ${role}: ${invite.error.message}`);
  const accepted = await client.rpc('accept_company_invitation', { p_token: (invite.data as { token: string }).token });
  if (accepted.error) throw new Error(`fixture: accept as ${role}: ${accepted.error.message}`);
  const [row] = await sql<{ role: string }>(
    'select role from public.company_members where company_id = $1 and user_id = $2 and deleted_at is null',
    [C, user.id],
  );
  if (row?.role !== role) throw new Error(`fixture: ${role} did not become a member of C (${JSON.stringify(row)})`);
  return { user, client };
}

// ─── fixtures: fresh objects of C, made as superuser ────────────────────────────────────────────

/** `text` as superuser inside a transaction whose JWT claims name `userId` (auth.uid() for the triggers). */
async function sqlAs(userId: string | null, text: string, params: unknown[] = []): Promise<void> {
  const claims = JSON.stringify(userId ? { sub: userId, role: 'authenticated' } : {});
  await sql(
    `do $$ begin perform set_config('request.jwt.claims', ${literal(claims)}, true); end $$; ${inline(text, params)}`,
  );
}

/** A SQL literal (fixtures only: values the test made itself). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const s = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `'${s.replace(/'/g, "''")}'`;
}

function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

const columnCache = new Map<string, Set<string>>();
async function columnsOf(table: string): Promise<Set<string>> {
  let cols = columnCache.get(table);
  if (!cols) {
    const rows = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
      [table],
    );
    cols = new Set(rows.map((r) => r.column_name));
    columnCache.set(table, cols);
  }
  return cols;
}

async function onlyColumns(table: string, row: Record<string, unknown>): Promise<Record<string, unknown>> {
  const cols = await columnsOf(table);
  return Object.fromEntries(Object.entries(row).filter(([k]) => cols.has(k)));
}

/** Inserts `row` as superuser, written by `by` (auth.uid() for the attribution triggers; null: nobody). */
async function insertRow(table: string, row: Record<string, unknown>, by: string | null = null): Promise<void> {
  const r = await onlyColumns(table, row);
  const keys = Object.keys(r);
  await sqlAs(
    by,
    `insert into public.${table} (${keys.map((k) => `"${k}"`).join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(r),
  );
}

async function job(status: 'draft' | 'published' = 'draft', company = C): Promise<string> {
  const id = uid();
  await insertRow('jobs', { id, company_id: company, title: `Role ${id.slice(0, 6)}`, status });
  return id;
}

async function profile(fields: Record<string, unknown> = {}): Promise<string> {
  const id = uid();
  await insertRow('profiles', { id, company_id: C, first_name: 'Cand', email: email('cand'), ...fields });
  return id;
}

async function application(fields: Record<string, unknown> = {}): Promise<string> {
  const id = uid();
  await insertRow('applications', {
    id,
    company_id: C,
    job_id: await job('published'),
    applicant_id: await profile(),
    ...fields,
  });
  return id;
}

/** A note of C written by `by` (default: the owner). */
async function note(by: string | null = users.owner.id): Promise<string> {
  const id = uid();
  await insertRow('notes', { id, company_id: C, candidate_id: await profile(), content: 'A note' }, by);
  return id;
}

async function draft(): Promise<string> {
  const id = uid();
  await insertRow('job_drafts', { id, company_id: C });
  return id;
}

async function draftMessage(id = uid()): Promise<string> {
  await insertRow('job_draft_messages', {
    id,
    company_id: C,
    draft_id: await draft(),
    role: 'user',
    content: 'A chat turn',
  });
  return id;
}

/** A pending invitation of C (made by the owner through the RPC); its id and token. */
async function invitation(role: Member = 'recruiter'): Promise<{ id: string; token: string }> {
  const { data, error } = await clients.owner.rpc('create_company_invitation', {
    p_company: C,
    p_email: email('invitee'),
    p_role: role,
  });
  if (error) throw new Error(`fixture invitation: ${error.message}`);
  return data as { id: string; token: string };
}

/** A custom email template of C. */
async function template(): Promise<string> {
  const id = uid();
  await insertRow(
    'email_templates',
    { id, company_id: C, name: 'A template', subject: 'Hello', body: 'Hello {{candidate.first_name}}' },
    users.owner.id,
  );
  return id;
}

/** A mail of C, queued for 2100 so the stack's sender leaves it alone; to a member when `to` is given. */
async function mail(to: string | null = null): Promise<string> {
  const id = uid();
  await insertRow('outgoing_emails', {
    id,
    company_id: C,
    kind: to ? 'notification' : 'candidate',
    candidate_id: to ? null : await profile(),
    recipient_user_id: to,
    to_email: email('to'),
    subject: 'Hello',
    body_text: 'Hello there',
    next_attempt_at: '2100-01-01T00:00:00Z',
  });
  return id;
}

/** A notification of C to `to`. */
async function notification(to: string): Promise<string> {
  const id = uid();
  await insertRow('notifications', { id, company_id: C, recipient_id: to, kind: 'mentioned', data: {} });
  return id;
}

/** `userId`'s notification preferences in C (the one row, with its derived id), made if missing. */
async function preferences(userId: string): Promise<string> {
  const [{ id }] = await sql<{ id: string }>('select partii_private.notification_preferences_id($1, $2)::text as id', [
    C,
    userId,
  ]);
  await sql(
    'insert into public.notification_preferences (id, company_id, user_id) values ($1, $2, $3) on conflict do nothing',
    [id, C, userId],
  );
  return id;
}

/** A candidate's reply of C. */
async function candidateMessage(): Promise<string> {
  const id = uid();
  await insertRow('candidate_messages', { id, company_id: C, candidate_id: await profile(), body: 'A reply' });
  return id;
}

/** A channel of C (made by the server, as an owner would). */
async function channel(): Promise<string> {
  const id = uid();
  await insertRow('conversations', { id, company_id: C, kind: 'channel', name: `ch-${id.slice(0, 8)}` });
  return id;
}

let secondColleague: Promise<TestUser> | null = null;
/** A direct conversation between the colleague and another member of C, none of them an actor. */
async function colleaguesDirect(): Promise<string> {
  secondColleague ??= joinC('recruiter').then((j) => j.user);
  const other = (await secondColleague).id;
  const id = directConversationId(C, colleague.id, other);
  await sql(
    `insert into public.conversations (id, company_id, kind, member_ids) values ($1, $2, 'direct', $3) on conflict do nothing`,
    [id, C, [colleague.id, other].sort()],
  );
  return id;
}

/** A message of `conversation` (default #hiring) written by `author` (default: the colleague). */
async function chatMessage(conversation = hiringChannelId(C), author: string | null = colleague.id): Promise<string> {
  const id = uid();
  await insertRow('conversation_messages', {
    id,
    company_id: C,
    conversation_id: conversation,
    author_id: author,
    body: 'A message',
  });
  return id;
}

/** `userId`'s read mark of #hiring (its derived id), made if missing. */
async function readMark(userId: string): Promise<string> {
  const id = conversationReadId(C, hiringChannelId(C), userId);
  await sql(
    `insert into public.conversation_reads (id, company_id, conversation_id, user_id, read_at)
     values ($1, $2, $3, $4, now()) on conflict do nothing`,
    [id, C, hiringChannelId(C), userId],
  );
  return id;
}

/** An activity entry of C (a note added by the owner writes one). */
async function activityEntry(): Promise<string> {
  await note(users.owner.id);
  const [row] = await sql<{ id: string }>(
    'select id from public.activity where company_id = $1 order by created_at desc, id desc limit 1',
    [C],
  );
  if (!row) throw new Error('fixture: a note added by the owner wrote no activity');
  return row.id;
}

async function valueOf(table: string, key: string, id: string, column: string): Promise<unknown> {
  const rows = await sql<{ v: unknown }>(`select "${column}" as v from public.${table} where "${key}" = $1`, [id]);
  return rows.length ? rows[0].v : undefined;
}

const exists = async (table: string, key: string, id: string) =>
  (await sql(`select 1 from public.${table} where "${key}" = $1`, [id])).length === 1;

const memberRow = (company: string, userId: string) =>
  sql<{ role: string; deleted_at: Date | null }>(
    'select role, deleted_at from public.company_members where company_id = $1 and user_id = $2 order by created_at desc limit 1',
    [company, userId],
  ).then((rows) => rows[0]);

// ─── attempts: one function per (object, operation), answering the observed outcome ─────────────

type Attempt = (actor: Actor) => Promise<Outcome>;

interface TableSpec {
  key: string;
  make(): Promise<string>;
  fresh(id: string): Promise<Record<string, unknown>>;
  change: [column: string, value: unknown];
}

const TABLES: Record<string, TableSpec> = {
  jobs: {
    key: 'id',
    make: () => job('draft'),
    fresh: async (id) => ({ id, company_id: C, title: 'Inserted role', status: 'draft' }),
    change: ['title', 'Changed title'],
  },
  profiles: {
    key: 'id',
    make: () => profile(),
    fresh: async (id) => ({ id, company_id: C, first_name: 'New', email: email('new') }),
    change: ['first_name', 'Changed'],
  },
  applications: {
    key: 'id',
    make: () => application(),
    fresh: async (id) => ({ id, company_id: C, job_id: await job('published'), applicant_id: await profile() }),
    change: ['status', 'offer'],
  },
  notes: {
    key: 'id',
    make: () => note(),
    fresh: async (id) => ({ id, company_id: C, candidate_id: await profile(), content: 'Inserted note' }),
    change: ['content', 'Changed note'],
  },
  job_drafts: {
    key: 'id',
    make: draft,
    fresh: async (id) => ({ id, company_id: C, step: 2 }),
    change: ['step', 7],
  },
  job_draft_messages: {
    key: 'id',
    make: () => draftMessage(),
    fresh: async (id) => ({ id, company_id: C, draft_id: await draft(), role: 'user', content: 'Inserted turn' }),
    change: ['content', 'Rewritten chat turn'],
  },
  companies: {
    key: 'id',
    // C itself: every company cell acts on C (its id is stable; changes are put back after)
    make: async () => C,
    fresh: async (id) => ({ id, name: 'Inserted company' }),
    change: ['name', 'Renamed by REST'],
  },
  company_members: {
    key: 'id',
    make: async () => {
      const { user } = await joinC('recruiter');
      const [row] = await sql<{ id: string }>(
        'select id from public.company_members where company_id = $1 and user_id = $2',
        [C, user.id],
      );
      return row.id;
    },
    fresh: async (id) => {
      const user = await createUser(email('member'));
      return { id, company_id: C, user_id: user.id, role: 'recruiter', name: 'New', email: user.email };
    },
    change: ['role', 'owner'],
  },
  company_invitations: {
    key: 'id',
    make: async () => (await invitation()).id,
    fresh: async (id) => ({
      id,
      company_id: C,
      email: email('direct'),
      role: 'recruiter',
      token_hash: createHash('sha256').update(uid()).digest('hex'),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    }),
    change: ['role', 'owner'],
  },
  activity: {
    key: 'id',
    make: activityEntry,
    fresh: async (id) => ({
      id,
      company_id: C,
      actor_id: users.owner.id,
      actor_name: 'Forged',
      kind: 'note_added',
      data: {},
    }),
    change: ['actor_name', 'Rewritten'],
  },
  waitlist_submissions: {
    key: 'id',
    make: async () => {
      const id = uid();
      await insertRow('waitlist_submissions', {
        id,
        email: email('wait'),
        full_name: 'Wait Lister',
        company_name: 'Acme',
        company_size: '1-10',
        excitement_reason: 'Speed',
      });
      return id;
    },
    fresh: async (id) => ({
      id,
      email: email('lister'),
      full_name: 'New Lister',
      company_name: 'Acme',
      company_size: '11-50',
      excitement_reason: 'AI',
    }),
    change: ['company_name', 'Changed Inc'],
  },
  contact_messages: {
    key: 'id',
    make: async () => {
      const id = uid();
      await insertRow('contact_messages', {
        id,
        name: 'Con Tact',
        email: email('c'),
        message: 'Hello, this is a message',
      });
      return id;
    },
    fresh: async (id) => ({ id, name: 'New Contact', email: email('n'), message: 'Please call me back soon' }),
    change: ['message', 'Changed message text'],
  },
  email_templates: {
    key: 'id',
    make: template,
    fresh: async (id) => ({ id, company_id: C, name: 'Inserted template', subject: 'Hi', body: 'Hi {{job.title}}' }),
    change: ['subject', 'Changed subject'],
  },
  outgoing_emails: {
    key: 'id',
    make: () => mail(),
    // to_email: the service role's own; a client's is replaced by the candidate's address
    fresh: async (id) => ({
      id,
      company_id: C,
      candidate_id: await profile(),
      to_email: email('to'),
      subject: 'Hi',
      body_text: 'Hi there',
      next_attempt_at: '2100-01-01T00:00:00Z',
    }),
    change: ['subject', 'Changed subject'],
  },
  notifications: {
    key: 'id',
    make: () => notification(colleague.id),
    fresh: async (id) => ({ id, company_id: C, recipient_id: users.owner.id, kind: 'mentioned' }),
    change: ['read_at', '2030-01-01T00:00:00+00:00'],
  },
  notification_preferences: {
    key: 'id',
    make: () => preferences(colleague.id),
    fresh: async () => ({}),
    change: ['email_kinds', ['mentioned']],
  },
  candidate_messages: {
    key: 'id',
    make: candidateMessage,
    fresh: async (id) => ({ id, company_id: C, candidate_id: await profile(), body: 'Inserted reply' }),
    change: ['body', 'Changed reply'],
  },
  conversations: {
    key: 'id',
    make: channel,
    fresh: async (id) => ({ id, company_id: C, kind: 'channel', name: `ch-${id.slice(0, 8)}` }),
    change: ['name', 'renamed-channel'],
  },
  conversation_messages: {
    key: 'id',
    make: () => chatMessage(),
    fresh: async (id) => ({ id, company_id: C, conversation_id: hiringChannelId(C), body: 'Inserted message' }),
    change: ['body', 'Changed message'],
  },
  conversation_reads: {
    key: 'id',
    make: () => readMark(colleague.id),
    fresh: async () => ({}),
    change: ['read_at', '2001-01-01T00:00:00+00:00'],
  },
  sync_mutations: {
    key: 'mutation_id',
    make: async () => {
      const id = uid();
      await insertRow('sync_mutations', {
        mutation_id: id,
        user_id: users.owner.id,
        table_name: 'jobs',
        row_id: uid(),
      });
      return id;
    },
    fresh: async (id) => ({ mutation_id: id, user_id: users.owner.id, table_name: 'jobs', row_id: uid() }),
    change: ['table_name', 'notes'],
  },
};

async function bareCompany(): Promise<string> {
  const id = uid();
  await insertRow('companies', { id, name: 'Bare company' });
  return id;
}

/** Puts C back as it was after a cell that may have changed it. */
async function restoreC(): Promise<void> {
  await sql(`update public.companies set name = 'Company C', deleted_at = null where id = $1`, [C]);
}

function tableAttempts(table: string): Record<string, Attempt> {
  const spec = TABLES[table];
  const { key } = spec;
  const db = (actor: Actor) => clients[actor].from(table);
  const visible = async (actor: Actor, id: string, columns = key): Promise<Outcome> => {
    const { data } = await db(actor).select(columns).eq(key, id);
    return (data ?? []).length === 1 ? A : D;
  };
  const update = async (actor: Actor, id: string, column: string, value: unknown): Promise<Outcome> => {
    await db(actor)
      .update({ [column]: value })
      .eq(key, id);
    const now = await valueOf(table, key, id, column);
    return JSON.stringify(now) === JSON.stringify(value) ? A : D;
  };
  return {
    select: async (actor) => visible(actor, await spec.make()),
    insert: async (actor) => {
      const id = uid();
      await db(actor).insert(await spec.fresh(id));
      return (await exists(table, key, id)) ? A : D;
    },
    update: async (actor) => update(actor, await spec.make(), ...spec.change),
    'soft delete (set deleted_at)': async (actor) => {
      const id = await spec.make();
      await db(actor).update({ deleted_at: new Date().toISOString() }).eq(key, id);
      const outcome = (await valueOf(table, key, id, 'deleted_at')) ? A : D;
      if (table === 'companies') await restoreC();
      return outcome;
    },
    delete: async (actor) => {
      // companies: a company nothing refers to (C has members, jobs, ... that keep it)
      const id = table === 'companies' ? await bareCompany() : await spec.make();
      await db(actor).delete().eq(key, id);
      return (await exists(table, key, id)) ? D : A;
    },
  };
}

/** An RPC through supabase-js: the whole-call error code, or the answer. */
async function rpc(
  actor: Actor,
  fn: string,
  args: Record<string, unknown>,
): Promise<{ error?: string; data?: unknown }> {
  const { data, error } = await clients[actor].rpc(fn, args);
  return error ? { error: `error ${error.code}` } : { data };
}

/** One sync_push of a single upsert into C; A when applied AND the database shows it, D when refused with 42501. */
async function pushUpsert(
  actor: Actor,
  table: string,
  rowId: string,
  patch: Record<string, unknown>,
  landed: () => Promise<boolean>,
  op: 'upsert' | 'delete' = 'upsert',
): Promise<Outcome> {
  const r = await rpc(actor, 'sync_push', {
    p_client_id: uid(),
    p_mutations: [{ mutation_id: uid(), table, op, row_id: rowId, patch, base_version: null }],
    p_expected_user: selfId(actor),
    p_company: C,
  });
  if (r.error) return r.error as Outcome;
  const [answer] = r.data as { status: string; error: { code: string } | null }[];
  const didLand = await landed();
  if (answer?.status === 'applied' && didLand) return A;
  if (answer?.status === 'rejected' && !didLand) {
    return answer.error?.code === '42501' ? D : (`rejected ${answer.error?.code}` as Outcome);
  }
  return `rejected ${answer?.status} (${didLand ? 'but landed' : 'not landed'})` as Outcome;
}

/** Pulls `table` of C from just before `rowId`'s stamp: did the row come back? */
async function pullSees(actor: Actor, table: string, rowId: string, company: string | null = C): Promise<Outcome> {
  const [{ xid }] = await sql<{ xid: string }>(`select change_xid::text as xid from public.${table} where id = $1`, [
    rowId,
  ]);
  return pullPastHorizon(xid, D as Outcome, async () => {
    const r = await rpc(actor, 'sync_pull', {
      p_table: table,
      p_after_xid: (BigInt(xid) - 1n).toString(),
      p_after_id: null,
      p_limit: 1000,
      p_expected_user: selfId(actor),
      ...(company ? { p_company: company } : {}),
    });
    if (r.error) return r.error as Outcome;
    const rows = (r.data as { rows: { id: string }[] }).rows;
    return rows.some((row) => row.id === rowId) ? A : D;
  });
}

const noteBy = (actor: Actor) => note(selfId(actor));

const pdf = () => new Blob(['%PDF-1.4\n% a resume\n'], { type: 'application/pdf' });

/** An application of C whose resume is in storage. */
async function resume(): Promise<{ applicationId: string; path: string }> {
  const applicationId = uid();
  const path = `${applicationId}/resume.pdf`;
  await insertRow('applications', {
    id: applicationId,
    company_id: C,
    job_id: await job('published'),
    applicant_id: await profile(),
    cv_url: path,
  });
  const { error } = await clients.service.storage.from('resumes').upload(path, pdf());
  if (error) throw new Error(`fixture upload: ${error.message}`);
  return { applicationId, path };
}

const objectExists = async (path: string) =>
  (await sql(`select 1 from storage.objects where bucket_id = 'resumes' and name = $1`, [path])).length === 1;

/** For the self-removal cells: a fresh member of C with the actor's role, and its client. */
async function freshMemberLike(actor: Actor): Promise<{ user: TestUser; client: SupabaseClient }> {
  return joinC(actor as Member);
}

/** A second owner of C (so the owner's changes to an owner do not leave C without one). */
async function secondOwner(): Promise<TestUser> {
  return (await joinC('owner')).user;
}

const invitationCount = async () =>
  Number(
    (
      await sql<{ n: string }>('select count(*)::text as n from public.company_invitations where company_id = $1', [C])
    )[0].n,
  );

const ATTEMPTS: Record<string, Attempt> = {
  ...Object.fromEntries(
    Object.keys(TABLES).flatMap((table) =>
      Object.entries(tableAttempts(table)).map(([op, attempt]) => [`table ${table} :: ${op}`, attempt]),
    ),
  ),
  "table conversations :: select (#hiring, a candidate's or a job's)": async (actor) => {
    const candidate = await profile();
    const id = candidateConversationId(C, candidate);
    await insertRow('conversations', { id, company_id: C, kind: 'candidate', candidate_id: candidate });
    const { data } = await clients[actor]
      .from('conversations')
      .select('id')
      .in('id', [id, hiringChannelId(C)]);
    return (data ?? []).length === 2 ? A : D;
  },
  'table conversations :: select (a direct conversation of two colleagues)': async (actor) => {
    const id = await colleaguesDirect();
    const { data } = await clients[actor].from('conversations').select('id').eq('id', id);
    return (data ?? []).length === 1 ? A : D;
  },
  "table conversations :: insert (a candidate's conversation)": async (actor) => {
    const candidate = await profile();
    const id = candidateConversationId(C, candidate);
    await clients[actor]
      .from('conversations')
      .insert({ id, company_id: C, kind: 'candidate', candidate_id: candidate });
    return (await exists('conversations', 'id', id)) ? A : D;
  },
  'table conversations :: insert (a channel)': async (actor) => tableAttempts('conversations').insert(actor),
  'table conversations :: update (rename a channel)': async (actor) => {
    // channel names are unique in a company: each actor's own new name
    const id = await channel();
    const name = `renamed-${uid().slice(0, 8)}`;
    await clients[actor].from('conversations').update({ name }).eq('id', id);
    return (await valueOf('conversations', 'id', id, 'name')) === name ? A : D;
  },
  'table conversation_messages :: select (in #hiring)': async (actor) =>
    tableAttempts('conversation_messages').select(actor),
  'table conversation_messages :: select (in a direct conversation of two colleagues)': async (actor) => {
    const id = await chatMessage(await colleaguesDirect());
    const { data } = await clients[actor].from('conversation_messages').select('id').eq('id', id);
    return (data ?? []).length === 1 ? A : D;
  },
  'table conversation_messages :: insert (in #hiring)': async (actor) =>
    tableAttempts('conversation_messages').insert(actor),
  'table conversation_messages :: insert (in a direct conversation of two colleagues)': async (actor) => {
    const id = uid();
    await clients[actor]
      .from('conversation_messages')
      .insert({ id, company_id: C, conversation_id: await colleaguesDirect(), body: 'Listening in' });
    return (await exists('conversation_messages', 'id', id)) ? A : D;
  },
  'table conversation_messages :: update (a message the actor wrote)': async (actor) => {
    const id = await chatMessage(hiringChannelId(C), selfId(actor));
    await clients[actor].from('conversation_messages').update({ body: 'My own words' }).eq('id', id);
    return (await valueOf('conversation_messages', 'id', id, 'body')) === 'My own words' ? A : D;
  },
  "table conversation_messages :: update (a colleague's message)": async (actor) =>
    tableAttempts('conversation_messages').update(actor),
  "table conversation_reads :: select (the actor's own)": async (actor) => {
    const id = await readMark(selfId(actor) as string);
    const { data } = await clients[actor].from('conversation_reads').select('id').eq('id', id);
    return (data ?? []).length === 1 ? A : D;
  },
  "table conversation_reads :: select (a colleague's)": async (actor) =>
    tableAttempts('conversation_reads').select(actor),
  "table conversation_reads :: insert (the actor's own)": async (actor) => {
    const self = selfId(actor) as string;
    const id = await readMark(self);
    await sql('delete from public.conversation_reads where id = $1', [id]);
    await clients[actor]
      .from('conversation_reads')
      .insert({ id, company_id: C, conversation_id: hiringChannelId(C), read_at: new Date().toISOString() });
    return (await exists('conversation_reads', 'id', id)) ? A : D;
  },
  "table conversation_reads :: update (a colleague's)": async (actor) => {
    const id = await readMark(colleague.id);
    await sql(`update public.conversation_reads set read_at = '2000-01-01T00:00:00Z' where id = $1`, [id]);
    await clients[actor].from('conversation_reads').update({ read_at: '2001-01-01T00:00:00Z' }).eq('id', id);
    const v = await valueOf('conversation_reads', 'id', id, 'read_at');
    return new Date(String(v)).getUTCFullYear() === 2001 ? A : D;
  },

  'table outgoing_emails :: select (a mail to a candidate)': async (actor) =>
    tableAttempts('outgoing_emails').select(actor),
  'table outgoing_emails :: select (a mail to the actor)': async (actor) => {
    const id = await mail(selfId(actor));
    const { data } = await clients[actor].from('outgoing_emails').select('id').eq('id', id);
    return (data ?? []).length === 1 ? A : D;
  },
  'table outgoing_emails :: select (a mail to a colleague)': async (actor) => {
    const id = await mail(colleague.id);
    const { data } = await clients[actor].from('outgoing_emails').select('id').eq('id', id);
    return (data ?? []).length === 1 ? A : D;
  },
  'table outgoing_emails :: insert (a mail to a candidate)': async (actor) =>
    tableAttempts('outgoing_emails').insert(actor),

  "table notifications :: select (the actor's own)": async (actor) => {
    const id = await notification(selfId(actor) as string);
    const { data } = await clients[actor].from('notifications').select('id').eq('id', id);
    return (data ?? []).length === 1 ? A : D;
  },
  "table notifications :: select (a colleague's)": async (actor) => tableAttempts('notifications').select(actor),
  "table notifications :: update read_at (the actor's own)": async (actor) => {
    const id = await notification(selfId(actor) as string);
    await clients[actor].from('notifications').update({ read_at: new Date().toISOString() }).eq('id', id);
    return (await valueOf('notifications', 'id', id, 'read_at')) ? A : D;
  },
  "table notifications :: update read_at (a colleague's)": async (actor) => {
    const id = await notification(colleague.id);
    await clients[actor].from('notifications').update({ read_at: new Date().toISOString() }).eq('id', id);
    return (await valueOf('notifications', 'id', id, 'read_at')) ? A : D;
  },

  "table notification_preferences :: select (the actor's own)": async (actor) => {
    const id = await preferences(selfId(actor) as string);
    const { data } = await clients[actor].from('notification_preferences').select('id').eq('id', id);
    return (data ?? []).length === 1 ? A : D;
  },
  "table notification_preferences :: select (a colleague's)": async (actor) =>
    tableAttempts('notification_preferences').select(actor),
  "table notification_preferences :: insert (the actor's own)": async (actor) => {
    const self = selfId(actor) as string;
    const id = await preferences(self);
    await sql('delete from public.notification_preferences where id = $1', [id]);
    await clients[actor].from('notification_preferences').insert({ id, company_id: C, user_id: self, email_kinds: [] });
    return (await exists('notification_preferences', 'id', id)) ? A : D;
  },
  "table notification_preferences :: update (the actor's own)": async (actor) => {
    const id = await preferences(selfId(actor) as string);
    await sql(`update public.notification_preferences set email_kinds = '{}' where id = $1`, [id]);
    await clients[actor]
      .from('notification_preferences')
      .update({ email_kinds: ['mentioned'] })
      .eq('id', id);
    return JSON.stringify(await valueOf('notification_preferences', 'id', id, 'email_kinds')) === '["mentioned"]'
      ? A
      : D;
  },
  "table notification_preferences :: update (a colleague's)": async (actor) => {
    const id = await preferences(colleague.id);
    await sql(`update public.notification_preferences set email_kinds = '{}' where id = $1`, [id]);
    await clients[actor]
      .from('notification_preferences')
      .update({ email_kinds: ['mentioned'] })
      .eq('id', id);
    return JSON.stringify(await valueOf('notification_preferences', 'id', id, 'email_kinds')) === '["mentioned"]'
      ? A
      : D;
  },

  'table jobs :: select (a draft job)': async (actor) => tableAttempts('jobs').select(actor),
  'table jobs :: select (a published job)': async (actor) => {
    const id = await job('published');
    const { data } = await clients[actor].from('jobs').select('id').eq('id', id);
    return (data ?? []).length === 1 ? A : D;
  },

  'table notes :: update (a note someone else wrote)': async (actor) => {
    const id = await note(colleague.id);
    await clients[actor].from('notes').update({ content: 'Rewritten' }).eq('id', id);
    return (await valueOf('notes', 'id', id, 'content')) === 'Rewritten' ? A : D;
  },
  'table notes :: update (a note the actor wrote)': async (actor) => {
    const id = await noteBy(actor);
    await clients[actor].from('notes').update({ content: 'My own words' }).eq('id', id);
    return (await valueOf('notes', 'id', id, 'content')) === 'My own words' ? A : D;
  },
  'table notes :: soft delete (a note someone else wrote)': async (actor) => {
    const id = await note(colleague.id);
    await clients[actor].from('notes').update({ deleted_at: new Date().toISOString() }).eq('id', id);
    return (await valueOf('notes', 'id', id, 'deleted_at')) ? A : D;
  },
  'table notes :: soft delete (a note the actor wrote)': async (actor) => {
    const id = await noteBy(actor);
    await clients[actor].from('notes').update({ deleted_at: new Date().toISOString() }).eq('id', id);
    return (await valueOf('notes', 'id', id, 'deleted_at')) ? A : D;
  },
  "table notes :: update created_by of a colleague's note to self": async (actor) => {
    const id = await note(colleague.id);
    await clients[actor]
      .from('notes')
      .update({ created_by: selfId(actor) })
      .eq('id', id);
    return (await valueOf('notes', 'id', id, 'created_by')) === selfId(actor) ? A : D;
  },

  'table companies :: select id, name (C has a published job)': async (actor) => {
    await job('published');
    const { data } = await clients[actor].from('companies').select('id, name').eq('id', C);
    return (data ?? []).length === 1 ? A : D;
  },
  'table companies :: select created_at (C has a published job)': async (actor) => {
    await job('published');
    const { data } = await clients[actor].from('companies').select('id, created_at').eq('id', C);
    return (data ?? []).length === 1 && (data as { created_at?: string }[])[0].created_at ? A : D;
  },
  'table companies :: select (a company without a published job)': async (actor) => {
    // the outsider's company O has none (its drafts only)
    await job('draft', O);
    const { data } = await clients[actor].from('companies').select('id').eq('id', O);
    return (data ?? []).length === 1 ? A : D;
  },
  'table companies :: update name': async (actor) => {
    const name = `Renamed by ${actor}`;
    await clients[actor].from('companies').update({ name }).eq('id', C);
    const outcome = (await valueOf('companies', 'id', C, 'name')) === name ? A : D;
    await restoreC();
    return outcome;
  },
  'table companies :: update id (move the company)': async (actor) => {
    await clients[actor].from('companies').update({ id: uid() }).eq('id', C);
    return (await exists('companies', 'id', C)) ? D : A;
  },

  'table company_members :: insert (the actor joins C as owner)': async (actor) => {
    const self = selfId(actor);
    const user = self ? { id: self, email: users.outsider.email } : await createUser(email('anon'));
    await clients[actor]
      .from('company_members')
      .insert({ company_id: C, user_id: user.id, role: 'owner', name: 'Intruder', email: user.email });
    return (await memberRow(C, user.id))?.deleted_at === null ? A : D;
  },
  'table company_members :: insert (a new member)': async (actor) => tableAttempts('company_members').insert(actor),
  "table company_members :: update role (the actor's own row to owner)": async (actor) => {
    const { user, client } = await joinC(actor as Member);
    await client.from('company_members').update({ role: 'owner' }).eq('company_id', C).eq('user_id', user.id);
    return (await memberRow(C, user.id)).role === 'owner' ? A : D;
  },
  "table company_members :: update role (a recruiter's row)": async (actor) =>
    tableAttempts('company_members').update(actor),

  'table company_invitations :: select (without token_hash)': async (actor) => {
    const { id } = await invitation();
    const { data } = await clients[actor]
      .from('company_invitations')
      .select('id, company_id, email, role, expires_at, accepted_at, revoked_at, invited_by')
      .eq('id', id);
    return (data ?? []).length === 1 ? A : D;
  },
  'table company_invitations :: select token_hash': async (actor) => {
    const { id } = await invitation();
    const { data } = await clients[actor].from('company_invitations').select('id, token_hash').eq('id', id);
    const row = (data ?? [])[0] as { token_hash?: string } | undefined;
    return row?.token_hash ? A : D;
  },
  'table company_invitations :: select * (would include token_hash)': async (actor) => {
    const { id } = await invitation();
    const { data } = await clients[actor].from('company_invitations').select('*').eq('id', id);
    const row = (data ?? [])[0] as { token_hash?: string } | undefined;
    return row?.token_hash ? A : D;
  },
  'table company_invitations :: update (accept it for oneself)': async (actor) => {
    const { id } = await invitation('admin');
    await clients[actor]
      .from('company_invitations')
      .update({ accepted_at: new Date().toISOString(), accepted_by: selfId(actor) })
      .eq('id', id);
    return (await valueOf('company_invitations', 'id', id, 'accepted_at')) ? A : D;
  },
  'table company_invitations :: update role (to owner)': async (actor) =>
    tableAttempts('company_invitations').update(actor),

  // ── sync_push ──
  'rpc sync_push :: jobs: change a job': async (actor) => {
    const id = await job('draft');
    return pushUpsert(
      actor,
      'jobs',
      id,
      { title: `Pushed by ${actor}` },
      async () => (await valueOf('jobs', 'id', id, 'title')) === `Pushed by ${actor}`,
    );
  },
  'rpc sync_push :: jobs: add a job': async (actor) => {
    const id = uid();
    return pushUpsert(actor, 'jobs', id, { id, title: 'Pushed job', status: 'draft' }, () => exists('jobs', 'id', id));
  },
  'rpc sync_push :: profiles: change a candidate': async (actor) => {
    const id = await profile();
    return pushUpsert(
      actor,
      'profiles',
      id,
      { first_name: 'Pushed' },
      async () => (await valueOf('profiles', 'id', id, 'first_name')) === 'Pushed',
    );
  },
  'rpc sync_push :: applications: move a stage': async (actor) => {
    const id = await application();
    return pushUpsert(
      actor,
      'applications',
      id,
      { status: 'offer' },
      async () => (await valueOf('applications', 'id', id, 'status')) === 'offer',
    );
  },
  'rpc sync_push :: notes: add a note': async (actor) => {
    const id = uid();
    const candidate = await profile();
    return pushUpsert(actor, 'notes', id, { id, candidate_id: candidate, content: 'Pushed note' }, () =>
      exists('notes', 'id', id),
    );
  },
  'rpc sync_push :: notes: add a note claiming a colleague as created_by': async (actor) => {
    const id = uid();
    const candidate = await profile();
    const r = await rpc(actor, 'sync_push', {
      p_client_id: uid(),
      p_mutations: [
        {
          mutation_id: uid(),
          table: 'notes',
          op: 'upsert',
          row_id: id,
          patch: { id, candidate_id: candidate, content: 'Forged author', created_by: colleague.id },
        },
      ],
      p_expected_user: selfId(actor),
      p_company: C,
    });
    if (r.error) return r.error as Outcome;
    if (!(await exists('notes', 'id', id))) return 'rejected (not landed)' as Outcome;
    return String(await valueOf('notes', 'id', id, 'created_by')) === colleague.id ? A : D;
  },
  'rpc sync_push :: jobs: add a job claiming a colleague as created_by': async (actor) => {
    const id = uid();
    const r = await rpc(actor, 'sync_push', {
      p_client_id: uid(),
      p_mutations: [
        {
          mutation_id: uid(),
          table: 'jobs',
          op: 'upsert',
          row_id: id,
          patch: { id, title: 'Forged author', status: 'draft', created_by: colleague.id, updated_by: colleague.id },
        },
      ],
      p_expected_user: selfId(actor),
      p_company: C,
    });
    if (r.error) return r.error as Outcome;
    if (!(await exists('jobs', 'id', id))) return 'rejected (not landed)' as Outcome;
    const [row] = await sql<{ created_by: string | null; updated_by: string | null }>(
      'select created_by::text, updated_by::text from public.jobs where id = $1',
      [id],
    );
    return row.created_by === colleague.id || row.updated_by === colleague.id ? A : D;
  },
  'rpc sync_push :: notes: change a note someone else wrote': async (actor) => {
    const id = await note(colleague.id);
    return pushUpsert(
      actor,
      'notes',
      id,
      { content: `Pushed by ${actor}` },
      async () => (await valueOf('notes', 'id', id, 'content')) === `Pushed by ${actor}`,
    );
  },
  'rpc sync_push :: notes: change a note the actor wrote': async (actor) => {
    const id = await noteBy(actor);
    return pushUpsert(
      actor,
      'notes',
      id,
      { content: 'Mine, changed' },
      async () => (await valueOf('notes', 'id', id, 'content')) === 'Mine, changed',
    );
  },
  'rpc sync_push :: notes: delete a note the actor wrote': async (actor) => {
    const id = await noteBy(actor);
    return pushUpsert(
      actor,
      'notes',
      id,
      {},
      async () => Boolean(await valueOf('notes', 'id', id, 'deleted_at')),
      'delete',
    );
  },
  'rpc sync_push :: job_drafts: change a draft': async (actor) => {
    const id = await draft();
    return pushUpsert(
      actor,
      'job_drafts',
      id,
      { step: 9 },
      async () => (await valueOf('job_drafts', 'id', id, 'step')) === 9,
    );
  },
  'rpc sync_push :: job_draft_messages: add a chat turn': async (actor) => {
    const id = uid();
    const draftId = await draft();
    return pushUpsert(
      actor,
      'job_draft_messages',
      id,
      { id, draft_id: draftId, role: 'user', content: 'Pushed turn' },
      () => exists('job_draft_messages', 'id', id),
    );
  },
  "rpc sync_push :: profiles: add one naming the outsider's company": async (actor) => {
    const id = uid();
    const outcome = await pushUpsert(
      actor,
      'profiles',
      id,
      { id, company_id: O, first_name: 'Smuggled', email: email('smuggled') },
      async () => (await valueOf('profiles', 'id', id, 'company_id')) === C,
    );
    // and never in O
    if ((await valueOf('profiles', 'id', id, 'company_id')) === O) return 'rejected landed in O' as Outcome;
    return outcome;
  },
  'rpc sync_push :: companies: rename': async (actor) => {
    const outcome = await pushUpsert(
      actor,
      'companies',
      C,
      { name: `Pushed by ${actor}` },
      async () => (await valueOf('companies', 'id', C, 'name')) === `Pushed by ${actor}`,
    );
    await restoreC();
    return outcome;
  },
  'rpc sync_push :: company_members: promote oneself to owner': async (actor) => {
    const { user, client } = await joinC(actor as Member);
    const [row] = await sql<{ id: string }>(
      'select id from public.company_members where company_id = $1 and user_id = $2',
      [C, user.id],
    );
    const { data, error } = await client.rpc('sync_push', {
      p_client_id: uid(),
      p_mutations: [
        { mutation_id: uid(), table: 'company_members', op: 'upsert', row_id: row.id, patch: { role: 'owner' } },
      ],
      p_expected_user: user.id,
      p_company: C,
    });
    if (error) return `error ${error.code}` as Outcome;
    const landed = (await memberRow(C, user.id)).role === 'owner';
    const [answer] = data as { status: string; error: { code: string } | null }[];
    if (landed) return A;
    return answer.status === 'rejected' && answer.error?.code === '42501'
      ? D
      : (`rejected ${answer.error?.code}` as Outcome);
  },
  'rpc sync_push :: company_invitations: add one': async (actor) => {
    const id = uid();
    return pushUpsert(
      actor,
      'company_invitations',
      id,
      { id, email: email('pushed'), role: 'owner', token_hash: 'x'.repeat(64) },
      () => exists('company_invitations', 'id', id),
    );
  },
  'rpc sync_push :: activity: add an entry': async (actor) => {
    const id = uid();
    return pushUpsert(
      actor,
      'activity',
      id,
      { id, kind: 'member_joined', actor_name: 'Forged', data: { name: 'Forged', role: 'owner' } },
      () => exists('activity', 'id', id),
    );
  },

  // ── sync_pull ──
  'rpc sync_pull :: companies': async (actor) => {
    await sql('update public.companies set updated_at = now() where id = $1', [C]);
    return pullSees(actor, 'companies', C);
  },
  'rpc sync_pull :: company_members': async (actor) => {
    const [row] = await sql<{ id: string }>(
      'select id from public.company_members where company_id = $1 and user_id = $2',
      [C, users.owner.id],
    );
    await sql('update public.company_members set updated_at = now() where id = $1', [row.id]);
    return pullSees(actor, 'company_members', row.id);
  },
  'rpc sync_pull :: company_invitations': async (actor) =>
    pullSees(actor, 'company_invitations', (await invitation()).id),
  'rpc sync_pull :: jobs (a draft job)': async (actor) => pullSees(actor, 'jobs', await job('draft')),
  'rpc sync_pull :: profiles': async (actor) => pullSees(actor, 'profiles', await profile()),
  'rpc sync_pull :: applications': async (actor) => pullSees(actor, 'applications', await application()),
  'rpc sync_pull :: notes': async (actor) => pullSees(actor, 'notes', await note()),
  'rpc sync_pull :: job_drafts': async (actor) => pullSees(actor, 'job_drafts', await draft()),
  'rpc sync_pull :: job_draft_messages': async (actor) => pullSees(actor, 'job_draft_messages', await draftMessage()),
  'rpc sync_pull :: activity': async (actor) => pullSees(actor, 'activity', await activityEntry()),
  'rpc sync_pull :: company_invitations: token_hash in a row': async (actor) => {
    const { id } = await invitation();
    const [{ xid }] = await sql<{ xid: string }>(
      'select change_xid::text as xid from public.company_invitations where id = $1',
      [id],
    );
    const r = await rpc(actor, 'sync_pull', {
      p_table: 'company_invitations',
      p_after_xid: (BigInt(xid) - 1n).toString(),
      p_after_id: null,
      p_limit: 1000,
      p_expected_user: selfId(actor),
      p_company: C,
    });
    if (r.error) return D; // nothing pulled, nothing leaked
    const rows = (r.data as { rows: Record<string, unknown>[] }).rows;
    return rows.some((row) => 'token_hash' in row || JSON.stringify(row).includes('token_hash')) ? A : D;
  },
  'rpc sync_pull :: profiles without p_company': async (actor) => pullSees(actor, 'profiles', await profile(), null),

  // ── membership RPCs ──
  'rpc create_company_invitation :: invite a recruiter': async (actor) => {
    const before = await invitationCount();
    await rpc(actor, 'create_company_invitation', { p_company: C, p_email: email('by-' + actor), p_role: 'recruiter' });
    return (await invitationCount()) > before ? A : D;
  },
  'rpc create_company_invitation :: invite an owner': async (actor) => {
    const before = await invitationCount();
    await rpc(actor, 'create_company_invitation', {
      p_company: C,
      p_email: email('owner-by-' + actor),
      p_role: 'owner',
    });
    return (await invitationCount()) > before ? A : D;
  },
  'rpc revoke_company_invitation :: revoke a pending invitation': async (actor) => {
    const { id } = await invitation();
    await rpc(actor, 'revoke_company_invitation', { p_invitation: id });
    return (await valueOf('company_invitations', 'id', id, 'revoked_at')) ? A : D;
  },
  'rpc set_company_member_role :: make a recruiter an interviewer': async (actor) => {
    const { user } = await joinC('recruiter');
    await rpc(actor, 'set_company_member_role', { p_company: C, p_user: user.id, p_role: 'interviewer' });
    return (await memberRow(C, user.id)).role === 'interviewer' ? A : D;
  },
  'rpc set_company_member_role :: make a recruiter an owner': async (actor) => {
    const { user } = await joinC('recruiter');
    await rpc(actor, 'set_company_member_role', { p_company: C, p_user: user.id, p_role: 'owner' });
    return (await memberRow(C, user.id)).role === 'owner' ? A : D;
  },
  'rpc set_company_member_role :: demote a second owner': async (actor) => {
    const user = await secondOwner();
    await rpc(actor, 'set_company_member_role', { p_company: C, p_user: user.id, p_role: 'recruiter' });
    return (await memberRow(C, user.id)).role === 'recruiter' ? A : D;
  },
  'rpc set_company_member_role :: promote oneself to admin': async (actor) => {
    const { user, client } = await freshMemberLike(actor);
    await client.rpc('set_company_member_role', { p_company: C, p_user: user.id, p_role: 'admin' });
    return (await memberRow(C, user.id)).role === 'admin' ? A : D;
  },
  'rpc set_company_member_role :: demote oneself, the last owner': async (actor) => {
    // the owner is C's only owner (second owners are made fresh per cell and removed after)
    await sql(
      `update public.company_members set deleted_at = now() where company_id = $1 and role = 'owner' and user_id <> $2 and deleted_at is null`,
      [C, users.owner.id],
    );
    await rpc(actor, 'set_company_member_role', { p_company: C, p_user: users.owner.id, p_role: 'admin' });
    const outcome = (await memberRow(C, users.owner.id)).role === 'owner' ? D : A;
    await sql(`update public.company_members set role = 'owner' where company_id = $1 and user_id = $2`, [
      C,
      users.owner.id,
    ]);
    return outcome;
  },
  'rpc remove_company_member :: remove a recruiter': async (actor) => {
    const { user } = await joinC('recruiter');
    await rpc(actor, 'remove_company_member', { p_company: C, p_user: user.id });
    return (await memberRow(C, user.id)).deleted_at ? A : D;
  },
  'rpc remove_company_member :: remove a second owner': async (actor) => {
    const user = await secondOwner();
    await rpc(actor, 'remove_company_member', { p_company: C, p_user: user.id });
    return (await memberRow(C, user.id)).deleted_at ? A : D;
  },
  'rpc remove_company_member :: remove oneself (a fresh member of the role)': async (actor) => {
    const { user, client } = await freshMemberLike(actor);
    await client.rpc('remove_company_member', { p_company: C, p_user: user.id });
    return (await memberRow(C, user.id)).deleted_at ? A : D;
  },
  'rpc remove_company_member :: remove oneself, the last owner': async (actor) => {
    await sql(
      `update public.company_members set deleted_at = now() where company_id = $1 and role = 'owner' and user_id <> $2 and deleted_at is null`,
      [C, users.owner.id],
    );
    await rpc(actor, 'remove_company_member', { p_company: C, p_user: users.owner.id });
    const outcome = (await memberRow(C, users.owner.id)).deleted_at ? A : D;
    await sql(`update public.company_members set deleted_at = null where company_id = $1 and user_id = $2`, [
      C,
      users.owner.id,
    ]);
    return outcome;
  },
  'rpc rename_company :: rename C': async (actor) => {
    const name = `Renamed by ${actor} via rpc`;
    await rpc(actor, 'rename_company', { p_company: C, p_name: name });
    const outcome = (await valueOf('companies', 'id', C, 'name')) === name ? A : D;
    await restoreC();
    return outcome;
  },
  'rpc accept_company_invitation :: accept an invitation sent to someone else': async (actor) => {
    const { id, token } = await invitation('admin');
    await rpc(actor, 'accept_company_invitation', { p_token: token });
    return (await valueOf('company_invitations', 'id', id, 'accepted_at')) ? A : D;
  },
  'rpc invitation_preview :: preview a pending invitation': async (actor) => {
    const { token } = await invitation();
    const r = await rpc(actor, 'invitation_preview', { p_token: token });
    if (r.error) return r.error as Outcome;
    return (r.data as { status?: string } | null)?.status === 'pending' ? A : D;
  },
  'rpc my_companies :: lists C': async (actor) => {
    const r = await rpc(actor, 'my_companies', {});
    if (r.error) return D;
    return ((r.data as { company_id: string }[] | null) ?? []).some((c) => c.company_id === C) ? A : D;
  },
  'rpc touch_company_membership :: touch C': async (actor) => {
    const self = selfId(actor);
    if (self)
      await sql('update public.company_members set last_seen_at = null where company_id = $1 and user_id = $2', [
        C,
        self,
      ]);
    const before = Number(
      (
        await sql<{ n: string }>(
          'select count(*)::text as n from public.company_members where company_id = $1 and last_seen_at is not null',
          [C],
        )
      )[0].n,
    );
    await rpc(actor, 'touch_company_membership', { p_company: C });
    const after = Number(
      (
        await sql<{ n: string }>(
          'select count(*)::text as n from public.company_members where company_id = $1 and last_seen_at is not null',
          [C],
        )
      )[0].n,
    );
    return after > before ? A : D;
  },

  // ── storage ──
  'storage resumes :: download': async (actor) => {
    const { path } = await resume();
    const { data, error } = await clients[actor].storage.from('resumes').download(path);
    return !error && (await data?.text())?.startsWith('%PDF') ? A : D;
  },
  "storage resumes :: list the application's folder": async (actor) => {
    const { applicationId } = await resume();
    const { data } = await clients[actor].storage.from('resumes').list(applicationId);
    return (data ?? []).some((o) => o.name === 'resume.pdf') ? A : D;
  },
  'storage resumes :: delete': async (actor) => {
    const { path } = await resume();
    await clients[actor].storage.from('resumes').remove([path]);
    return (await objectExists(path)) ? D : A;
  },
};

// ─── realtime: every actor listens to C's team tables, rows change, then each cell reads what came ──

/** Per actor: the payload records received, by row id. */
const received = Object.fromEntries(ACTORS.map((a) => [a, new Map<string, Record<string, unknown>>()])) as Record<
  Actor,
  Map<string, Record<string, unknown>>
>;
/** Realtime cell → the row that changed for it. */
const realtimeRows = new Map<string, string>();

async function subscribe(actor: Actor, tables: string[]): Promise<void> {
  await listenToTables(clients[actor], `roles-matrix-${actor}`, tables, (id, row) => received[actor].set(id, row));
}

const REALTIME_CHECKS: Record<string, (actor: Actor, rowId: string) => Outcome> = {
  'realtime company_invitations :: an invitation is created: the event arrives': (actor, id) =>
    received[actor].has(id) ? A : D,
  'realtime company_invitations :: an invitation is created: token_hash in it': (actor, id) =>
    received[actor].get(id)?.token_hash ? A : D,
  'realtime company_members :: a member joins': (actor, id) => (received[actor].has(id) ? A : D),
  'realtime activity :: an entry is written': (actor, id) => (received[actor].has(id) ? A : D),
};

// ─── the tests ─────────────────────────────────────────────────────────────────────────────────

interface GeneratedCell {
  key: string;
  object: string;
  operation: string;
  actor: Actor;
  expected: Outcome;
}

const CELLS: GeneratedCell[] = MATRIX.flatMap(([object, operation, ...outcomes]) =>
  ACTORS.flatMap((actor, i) => {
    const expected = outcomes[i];
    return expected === NA ? [] : [{ key: `${object} :: ${operation}`, object, operation, actor, expected }];
  }),
);

beforeAll(async () => {
  const ownerSession = await signedInClient();
  users.owner = ownerSession.user;
  clients.owner = ownerSession.client;
  C = users.owner.id;
  const outsiderSession = await signedInClient();
  users.outsider = outsiderSession.user;
  clients.outsider = outsiderSession.client;
  O = users.outsider.id;
  clients.anon = anonClient();
  clients.service = serviceClient();
  for (const role of ['admin', 'recruiter', 'interviewer'] as const) {
    const { user, client } = await joinC(role);
    users[role] = user;
    clients[role] = client;
  }
  colleague = (await joinC('recruiter')).user;
  await restoreC();
});

// Tables whose role matrix is in another file of the same pattern: the tables of interview day
// (issue 14) in interviews-rls.test.ts. The guard below reads that file: each must have its
// select, insert, update and delete rows there.
const COVERED_ELSEWHERE: Record<string, string> = {
  interview_plans: 'interviews-rls.test.ts',
  interview_stages: 'interviews-rls.test.ts',
  interview_plan_favorites: 'interviews-rls.test.ts',
  interviews: 'interviews-rls.test.ts',
  scorecards: 'interviews-rls.test.ts',
};

describe('RLS roles matrix: the matrix covers the schema', () => {
  it('every table of the public schema has select, insert, update and delete rows (here or in its own matrix)', async () => {
    const tables = (
      await sql<{ tablename: string }>(`select tablename from pg_tables where schemaname = 'public' order by 1`)
    ).map((r) => r.tablename);
    const elsewhere = tables.flatMap((t) => {
      const file = COVERED_ELSEWHERE[t];
      if (!file) return [];
      const text = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
      return ['select', 'insert', 'update', 'delete']
        .filter((op) => !new RegExp(`\\['table ${t}',\\s*'${op}`).test(text))
        .map((op) => `${t} ${op} (in ${file})`);
    });
    expect(elsewhere, 'tables without a row in their own matrix').toEqual([]);
    const missing = tables
      .filter((t) => !COVERED_ELSEWHERE[t])
      .flatMap((t) =>
        ['select', 'insert', 'update', 'delete']
          .filter((op) => !MATRIX.some(([o, operation]) => o === `table ${t}` && operation.startsWith(op)))
          .map((op) => `${t} ${op}`),
      );
    expect(missing, 'tables without a row in MATRIX').toEqual([]);
  });

  it('every synced table has a sync_pull row, and every membership RPC of docs/teams.md exists and has a row', async () => {
    for (const table of [
      'companies',
      'company_members',
      'company_invitations',
      'jobs',
      'profiles',
      'applications',
      'notes',
      'job_drafts',
      'job_draft_messages',
      'activity',
    ]) {
      expect(
        MATRIX.some(([o, op]) => o === 'rpc sync_pull' && op.startsWith(table)),
        table,
      ).toBe(true);
    }
    const rpcs = [
      'create_company_invitation',
      'revoke_company_invitation',
      'invitation_preview',
      'accept_company_invitation',
      'set_company_member_role',
      'remove_company_member',
      'rename_company',
      'my_companies',
      'touch_company_membership',
    ];
    const present = (
      await sql<{ proname: string }>(
        `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.proname = any($1)`,
        [rpcs],
      )
    ).map((r) => r.proname);
    expect(
      rpcs.filter((f) => !present.includes(f)),
      'RPCs of the contract missing from the schema',
    ).toEqual([]);
    expect(
      rpcs.filter((f) => !MATRIX.some(([o]) => o === `rpc ${f}`)),
      'RPCs without a row',
    ).toEqual([]);
  });

  it('every row of the matrix has an attempt', () => {
    const keys = [...new Set(CELLS.map((c) => c.key))];
    expect(keys.filter((k) => !ATTEMPTS[k] && !REALTIME_CHECKS[k])).toEqual([]);
  });
});

const nonRealtime = CELLS.filter((c) => !c.object.startsWith('realtime'));
const realtime = CELLS.filter((c) => c.object.startsWith('realtime'));

describe('RLS roles matrix', () => {
  it.each(nonRealtime)('$object · $operation · $actor → $expected', async ({ key, actor, expected }) => {
    const attempt = ATTEMPTS[key];
    if (!attempt) throw new Error(`no attempt for ${key}`);
    expect(await attempt(actor)).toBe(expected);
  });
});

describe('RLS roles matrix: realtime', () => {
  beforeAll(async () => {
    for (const actor of ACTORS) await subscribe(actor, ['company_invitations', 'company_members', 'activity']);
    const { id: invitationId } = await invitation();
    realtimeRows.set('realtime company_invitations :: an invitation is created: the event arrives', invitationId);
    realtimeRows.set('realtime company_invitations :: an invitation is created: token_hash in it', invitationId);
    const { user } = await joinC('interviewer');
    const [member] = await sql<{ id: string }>(
      'select id from public.company_members where company_id = $1 and user_id = $2',
      [C, user.id],
    );
    realtimeRows.set('realtime company_members :: a member joins', member.id);
    realtimeRows.set('realtime activity :: an entry is written', await activityEntry());
    // wait for what should arrive, then a while longer for what should not
    const due = realtime.filter((c) => c.expected === A && realtimeRows.has(c.key));
    const until = Date.now() + 10_000;
    while (Date.now() < until && !due.every((c) => received[c.actor].has(realtimeRows.get(c.key)!))) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1500));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(ACTORS.map((actor) => clients[actor].removeAllChannels()));
  });

  it.each(realtime)('$object · $operation · $actor → $expected', ({ key, actor, expected }) => {
    const rowId = realtimeRows.get(key);
    if (!rowId) throw new Error(`no realtime fixture for ${key}`);
    expect(REALTIME_CHECKS[key](actor, rowId)).toBe(expected);
  });
});

describe('RLS roles matrix: membership changes take effect at once', () => {
  const pullC = (client: SupabaseClient, user: TestUser, table: string) =>
    client.rpc('sync_pull', {
      p_table: table,
      p_after_xid: null,
      p_after_id: null,
      p_limit: 1000,
      p_expected_user: user.id,
      p_company: C,
    });

  it('a removed member reads, pulls, pushes, downloads and lists nothing of C any more', async () => {
    const { user, client } = await joinC('recruiter');
    const profileId = await profile();
    const { path } = await resume();
    expect((await client.from('profiles').select('id').eq('id', profileId)).data).toHaveLength(1);

    const removed = await clients.owner.rpc('remove_company_member', { p_company: C, p_user: user.id });
    expect(removed.error).toBeNull();

    expect((await client.from('profiles').select('id').eq('id', profileId)).data).toEqual([]);
    expect((await client.from('company_members').select('id').eq('company_id', C)).data).toEqual([]);
    const pull = await pullC(client, user, 'profiles');
    expect(pull.error).toMatchObject({
      code: '42501',
      message: 'not a member of this company',
      hint: 'partii:not_member',
    });
    const push = await client.rpc('sync_push', {
      p_client_id: uid(),
      p_mutations: [
        { mutation_id: uid(), table: 'profiles', op: 'upsert', row_id: profileId, patch: { first_name: 'Gone' } },
      ],
      p_expected_user: user.id,
      p_company: C,
    });
    expect(push.error).toMatchObject({ code: '42501', hint: 'partii:not_member' });
    expect(await valueOf('profiles', 'id', profileId, 'first_name')).toBe('Cand');
    const download = await client.storage.from('resumes').download(path);
    expect(download.data).toBeNull();
    const mine = await client.rpc('my_companies');
    expect(((mine.data as { company_id: string }[] | null) ?? []).map((c) => c.company_id)).not.toContain(C);
  });

  it('a recruiter made an interviewer stops reading drafts and writing candidates at once', async () => {
    const { user, client } = await joinC('recruiter');
    const draftId = await draft();
    const profileId = await profile();
    expect((await client.from('job_drafts').select('id').eq('id', draftId)).data).toHaveLength(1);

    const changed = await clients.owner.rpc('set_company_member_role', {
      p_company: C,
      p_user: user.id,
      p_role: 'interviewer',
    });
    expect(changed.error).toBeNull();

    expect((await client.from('job_drafts').select('id').eq('id', draftId)).data).toEqual([]);
    const pulled = await pullC(client, user, 'job_drafts');
    expect(pulled.error).toBeNull();
    expect((pulled.data as { rows: { id: string }[] }).rows.map((r) => r.id)).not.toContain(draftId);
    const push = await client.rpc('sync_push', {
      p_client_id: uid(),
      p_mutations: [
        { mutation_id: uid(), table: 'profiles', op: 'upsert', row_id: profileId, patch: { first_name: 'Nope' } },
      ],
      p_expected_user: user.id,
      p_company: C,
    });
    expect(push.error).toBeNull();
    const [answer] = push.data as { status: string; error: { code: string; message: string } }[];
    expect(answer).toMatchObject({
      status: 'rejected',
      error: { code: '42501', message: 'Your role (interviewer) cannot change candidates.' },
    });
    expect(await valueOf('profiles', 'id', profileId, 'first_name')).toBe('Cand');
  });

  it('a revoked and an expired invitation admit nobody', async () => {
    const revokedUser = await createUser(email('revoked'));
    const revoked = await clients.owner.rpc('create_company_invitation', {
      p_company: C,
      p_email: revokedUser.email,
      p_role: 'admin',
    });
    const token = (revoked.data as { token: string; id: string }).token;
    await clients.owner.rpc('revoke_company_invitation', { p_invitation: (revoked.data as { id: string }).id });
    const revokedClient = clientWithToken(await accessTokenFor(revokedUser));
    expect((await revokedClient.rpc('accept_company_invitation', { p_token: token })).error?.message).toBe(
      'This invitation was revoked.',
    );

    const expiredUser = await createUser(email('expired'));
    const expired = await clients.owner.rpc('create_company_invitation', {
      p_company: C,
      p_email: expiredUser.email,
      p_role: 'admin',
    });
    await sql(`update public.company_invitations set expires_at = now() - interval '1 minute' where id = $1`, [
      (expired.data as { id: string }).id,
    ]);
    const expiredClient = clientWithToken(await accessTokenFor(expiredUser));
    expect(
      (await expiredClient.rpc('accept_company_invitation', { p_token: (expired.data as { token: string }).token }))
        .error?.message,
    ).toBe('This invitation has expired. Ask for a new one.');

    for (const user of [revokedUser, expiredUser]) expect(await memberRow(C, user.id)).toBeUndefined();
  });
});
