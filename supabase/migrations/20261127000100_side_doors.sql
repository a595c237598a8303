-- Issue 24, "No side door": rows that escaped by routes no RLS matrix looked at. Each part closes
-- one defect at its mechanism (docs/threat-model.md names the test that holds each):
--   1. activity carries only what every reader may read: no recommendation on
--      `scorecard_submitted` (anti-anchoring), no invitee address on `member_invited`;
--   2. derived ids (scorecards, favourites) are the server's to check: a row whose id is not the
--      one derived from its own (interview, author) / (plan, user) is refused, by every path;
--      rows squatted before this migration move to their own id;
--   3. an invitation never outlives its sender's authority: removing or demoting a member revokes
--      the pending invitations they may no longer send, and acceptance re-checks the sender;
--   4. an interview with scorecards keeps its application (a move would leave the scorecards on
--      the other candidate); scorecards take the interview's row lock, so no race slips past;
--   5. a deleted account's memberships become tombstones that reach every device (no cascade),
--      and deleting the last owner of a company that has other members is refused;
--   6. a removed member leaves the panels of interviews not yet done (activity says so);
--   7. scorecards' submitted_at / created_at are the server's (no backdating);
--   8. a company rename rewrites only its published jobs' public name, keeping their author and time;
--   9. apply_mutation answers `rejected` when RLS filters its update to no row (a silent loss before).
-- Functions restated here are the previous bodies (named at each) plus the change described.

-- 0. helpers -------------------------------------------------------------------------------------------

-- RFC 4122 version 5 (SHA-1) uuid of `p_name` in namespace `p_ns`: the `uuid` package's v5, which
-- the client uses for derived ids (src/db/interviewIds.ts). A test checks both agree.
create or replace function partii_private.uuid_v5(p_ns uuid, p_name text) returns uuid
language sql immutable strict
set search_path = ''
as $$
  select encode(set_byte(set_byte(h, 6, (get_byte(h, 6) & 15) | 80), 8, (get_byte(h, 8) & 63) | 128), 'hex')::uuid
  from (select substring(extensions.digest(decode(replace(p_ns::text, '-', ''), 'hex') || convert_to(p_name, 'UTF8'),
                                           'sha1') from 1 for 16) as h) s
$$;

-- The ids of the rows there is one of per (thing, member) (docs/interviews.md).
create or replace function partii_private.scorecard_id(p_interview uuid, p_user uuid) returns uuid
language sql immutable strict
set search_path = ''
as $$
  select partii_private.uuid_v5('b3f1e2c4-7a8d-4e6f-8a9b-0c1d2e3f4a5b', p_interview::text || ':' || p_user::text)
$$;

create or replace function partii_private.favorite_id(p_plan uuid, p_user uuid) returns uuid
language sql immutable strict
set search_path = ''
as $$
  select partii_private.uuid_v5('a6c3f2de-5d0e-4c57-9d1e-3f1b2d7c9e01', p_plan::text || ':' || p_user::text)
$$;

revoke all on function partii_private.uuid_v5(uuid, text) from public;
revoke all on function partii_private.scorecard_id(uuid, uuid) from public;
revoke all on function partii_private.favorite_id(uuid, uuid) from public;
grant execute on function partii_private.uuid_v5(uuid, text) to authenticated, service_role;
grant execute on function partii_private.scorecard_id(uuid, uuid) to authenticated, service_role;
grant execute on function partii_private.favorite_id(uuid, uuid) to authenticated, service_role;

-- 1. activity carries only what every reader may read -----------------------------------------------

alter table public.activity drop constraint activity_kind_check;
alter table public.activity add constraint activity_kind_check
  check (kind in ('stage_moved', 'note_added', 'job_status_changed', 'member_invited', 'member_joined',
                  'member_role_changed', 'member_removed', 'interview_scheduled', 'interview_completed',
                  'interview_cancelled', 'scorecard_submitted', 'interviewer_removed'));

-- record_activity as in 20261124000100, except `member_invited`: the invitation's id and role, not
-- its address. Invitations are for owners and admins; every member reads the feed. An owner or
-- admin finds the address on the invitation itself (their store has company_invitations).
create or replace function partii_private.record_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_kind text;
  v_application uuid;
  v_profile uuid;
  v_job uuid;
  v_data jsonb;
begin
  if v_uid is null then
    return null;
  end if;

  if tg_table_name = 'applications' then
    if coalesce(new.status, 'applied') = coalesce(old.status, 'applied') then
      return null;
    end if;
    v_kind := 'stage_moved';
    v_application := new.id;
    v_profile := new.applicant_id;
    v_job := new.job_id;
    v_data := jsonb_build_object(
      'from', coalesce(old.status, 'applied'), 'to', coalesce(new.status, 'applied'),
      'candidate_name', partii_private.candidate_name(new.applicant_id),
      'job_title', (select j.title from public.jobs j where j.id = new.job_id));
  elsif tg_table_name = 'notes' then
    v_kind := 'note_added';
    v_profile := new.candidate_id;
    v_data := jsonb_build_object('candidate_name', partii_private.candidate_name(new.candidate_id));
  elsif tg_table_name = 'jobs' then
    if new.status is not distinct from old.status then
      return null;
    end if;
    v_kind := 'job_status_changed';
    v_job := new.id;
    v_data := jsonb_build_object('from', old.status, 'to', new.status, 'job_title', new.title);
  elsif tg_table_name = 'company_invitations' then
    v_kind := 'member_invited';
    v_data := jsonb_build_object('invitation_id', new.id, 'role', new.role);
  elsif tg_table_name = 'company_members' then
    if tg_op = 'INSERT' then
      if new.deleted_at is not null then
        return null;
      end if;
      v_kind := 'member_joined';
      v_data := jsonb_build_object('name', new.name, 'role', new.role);
    elsif old.deleted_at is null and new.deleted_at is not null then
      v_kind := 'member_removed';
      v_data := jsonb_build_object('name', old.name);
    elsif new.deleted_at is null and new.role is distinct from old.role then
      v_kind := 'member_role_changed';
      v_data := jsonb_build_object('name', new.name, 'from', old.role, 'to', new.role);
    else
      return null;
    end if;
  else
    return null;
  end if;

  insert into public.activity (company_id, actor_id, actor_name, kind, application_id, profile_id, job_id, data)
  values (new.company_id, v_uid, partii_private.actor_name(new.company_id), v_kind, v_application, v_profile,
          v_job, v_data);
  return null;
end
$$;

-- record_interview_activity as in 20261125000100, except `scorecard_submitted`: who submitted for
-- whom, never how they leaned. An interviewer who has not submitted reads the feed too, and must
-- learn nothing of a colleague's scorecard before the scorecard itself is readable to them.
create or replace function partii_private.record_interview_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_kind text;
  v_interview public.interviews%rowtype;
  v_application public.applications%rowtype;
  v_data jsonb;
begin
  if v_uid is null or new.deleted_at is not null then
    return null;
  end if;

  if tg_table_name = 'interviews' then
    if tg_op = 'INSERT' then
      v_kind := 'interview_scheduled';
    elsif new.status is distinct from old.status and new.status = 'completed' then
      v_kind := 'interview_completed';
    elsif new.status is distinct from old.status and new.status = 'cancelled' then
      v_kind := 'interview_cancelled';
    else
      return null;
    end if;
    v_interview := new;
  elsif tg_table_name = 'scorecards' then
    v_kind := 'scorecard_submitted';
    select * into v_interview from public.interviews i where i.id = new.interview_id;
  else
    return null;
  end if;

  select * into v_application from public.applications a where a.id = v_interview.application_id;
  v_data := jsonb_build_object(
    'candidate_name', partii_private.candidate_name(v_application.applicant_id),
    'job_title', (select j.title from public.jobs j where j.id = v_application.job_id));
  if tg_table_name = 'interviews' then
    v_data := v_data || jsonb_build_object(
      'starts_at', v_interview.starts_at,
      'stage_name', (select s.name from public.interview_stages s where s.id = v_interview.stage_id));
  end if;

  insert into public.activity (company_id, actor_id, actor_name, kind, application_id, profile_id, job_id, data)
  values (new.company_id, v_uid, partii_private.actor_name(new.company_id), v_kind, v_application.id,
          v_application.applicant_id, v_application.job_id, v_data);
  return null;
end
$$;

-- Rows written before: cleaned in place. The update gives them a new feed position, so every
-- device that pulled the leaking copy pulls the clean one over it.
update public.activity set data = data - 'recommendation'
 where kind = 'scorecard_submitted' and data ? 'recommendation';
update public.activity a
   set data = (a.data - 'email')
              || coalesce((select jsonb_build_object('invitation_id', i.id)
                             from public.company_invitations i
                            where i.company_id = a.company_id and i.email = a.data ->> 'email'
                            order by abs(extract(epoch from i.created_at - a.created_at)) limit 1), '{}'::jsonb)
 where a.kind = 'member_invited' and a.data ? 'email';

-- 2. derived ids are checked against the row's own fields ---------------------------------------------

-- After the owner is set (b_owner): the id must be the one derived from the row's own interview and
-- author (plan and user). Every path inserts through here: sync_push, REST, trusted code. Another
-- member's future id cannot be taken, so nobody's submit can be blocked by a squatter.
create or replace function partii_private.check_derived_id() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_expected uuid;
begin
  if tg_table_name = 'scorecards' then
    v_expected := partii_private.scorecard_id(new.interview_id, new.interviewer_id);
  elsif tg_table_name = 'interview_plan_favorites' then
    v_expected := partii_private.favorite_id(new.plan_id, new.user_id);
  end if;
  if v_expected is not null and new.id is distinct from v_expected then
    raise exception using errcode = '42501',
      message = format('This %s''s id is not the one derived from its %s and its author.',
                       case tg_table_name when 'scorecards' then 'scorecard' else 'favourite' end,
                       case tg_table_name when 'scorecards' then 'interview' else 'plan' end),
      hint = 'partii:derived_id';
  end if;
  return new;
end
$$;

revoke all on function partii_private.check_derived_id() from public, anon, authenticated;

create trigger c_derived_id before insert on public.scorecards
  for each row execute function partii_private.check_derived_id();
create trigger c_derived_id before insert on public.interview_plan_favorites
  for each row execute function partii_private.check_derived_id();

-- Rows squatted before this migration (an id derived for someone else) move to their own id: the
-- row takes its right id, and its old id is recorded as a departure so every device that holds it
-- gets a tombstone (20261123000400) and then pulls the row under its right id. The right id is
-- always free: one live row per (interview, author) / (plan, user), and the squatted row is that
-- row. The victim's refused submit then goes through when retried. Operator-only (a function so a
-- test can run it on rows it squats with the check turned off); answers how many rows moved.
create or replace function partii_private.rekey_derived_ids() returns int
language plpgsql
set search_path = ''
as $$
declare
  v_table text;
  v_row record;
  v_moved int := 0;
  v_derived text;
begin
  foreach v_table in array array['scorecards', 'interview_plan_favorites'] loop
    v_derived := case v_table when 'scorecards' then 'partii_private.scorecard_id(t.interview_id, t.interviewer_id)'
                              else 'partii_private.favorite_id(t.plan_id, t.user_id)' end;
    for v_row in execute format('select t.id, t.company_id, %s as right_id from public.%I t where t.id <> %s',
                                v_derived, v_table, v_derived)
    loop
      -- in place, with the row's ordinary triggers off (the stamp keeps ids immutable, and the
      -- table cannot be altered while this loop reads it); no row refers to it
      perform set_config('session_replication_role', 'replica', true);
      execute format('update public.%I set id = $1, change_xid = pg_current_xact_id(), version = version + 1 where id = $2',
                     v_table) using v_row.right_id, v_row.id;
      perform set_config('session_replication_role', 'origin', true);
      insert into partii_private.row_departures (table_name, id, company_id, change_xid)
      values (v_table, v_row.id, v_row.company_id, pg_current_xact_id())
      on conflict do nothing;
      v_moved := v_moved + 1;
    end loop;
  end loop;
  return v_moved;
end
$$;

revoke all on function partii_private.rekey_derived_ids() from public, anon, authenticated;

select partii_private.rekey_derived_ids();

-- 3. an invitation never outlives its sender's authority ------------------------------------------------

-- Whether `p_role` may send an invitation for `p_invited` (docs/teams.md: owners and admins invite;
-- only an owner invites an owner). The one rule create, demotion and acceptance share.
create or replace function partii_private.may_invite(p_role text, p_invited text) returns boolean
language sql immutable
set search_path = ''
as $$
  -- no role (a removed member, a deleted account, no sender at all) may send nothing
  select coalesce(case when p_invited = 'owner' then p_role = 'owner'
                       else p_role in ('owner', 'admin') end, false)
$$;

revoke all on function partii_private.may_invite(text, text) from public, anon, authenticated;

-- A member removed, demoted, or whose account is deleted: their pending invitations that they may
-- no longer send are revoked, by whatever path the membership changed (RPC, trigger, operator).
create or replace function partii_private.revoke_outgrown_invitations() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_role text := case when new.deleted_at is null then new.role end;
begin
  update public.company_invitations i set revoked_at = now()
   where i.company_id = new.company_id and i.invited_by = new.user_id
     and i.accepted_at is null and i.revoked_at is null and i.deleted_at is null
     and not partii_private.may_invite(v_role, i.role);
  return null;
end
$$;

revoke all on function partii_private.revoke_outgrown_invitations() from public, anon, authenticated;

create trigger zw_revoke_invitations after update of role, deleted_at on public.company_members
  for each row when (new.role is distinct from old.role or new.deleted_at is distinct from old.deleted_at)
  execute function partii_private.revoke_outgrown_invitations();

-- accept_company_invitation as in 20261124000100, plus: the sender must still be a live member who
-- may send this invitation now. An invitation is the sender's authority lent for a week; it grants
-- nothing they could not grant themselves at the moment it is used.
create or replace function public.accept_company_invitation(p_token text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_inv public.company_invitations%rowtype;
  v_user auth.users%rowtype;
  v_role text;
  v_sender_role text;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Sign in to accept this invitation.';
  end if;
  select * into v_inv from public.company_invitations i
  where i.token_hash = partii_private.invitation_token_hash(p_token)
  for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'This invitation link is not valid.';
  end if;
  if v_inv.accepted_at is not null then
    -- a retry of one's own acceptance (the answer was lost) answers the same
    v_role := partii_private.member_role(v_inv.company_id);
    if v_inv.accepted_by = v_uid and v_role is not null then
      return jsonb_build_object('company_id', v_inv.company_id, 'role', v_role);
    end if;
    raise exception using errcode = 'P0001', message = 'This invitation has already been used.';
  end if;
  if v_inv.revoked_at is not null or v_inv.deleted_at is not null then
    raise exception using errcode = 'P0001', message = 'This invitation was revoked.';
  end if;
  if v_inv.expires_at <= now() then
    raise exception using errcode = 'P0001', message = 'This invitation has expired. Ask for a new one.';
  end if;
  -- the sender's authority now (their membership row locked: a demotion waits, or comes first)
  select m.role into v_sender_role from public.company_members m
   where m.company_id = v_inv.company_id and m.user_id = v_inv.invited_by and m.deleted_at is null
   for share;
  if not partii_private.may_invite(v_sender_role, v_inv.role) then
    -- (the removal or demotion revoked it already; this holds for any path that did not)
    raise exception using errcode = 'P0001', message = 'This invitation was revoked.';
  end if;
  select * into v_user from auth.users u where u.id = v_uid;
  if lower(btrim(coalesce(v_user.email, ''))) <> v_inv.email then
    raise exception using errcode = 'P0001',
      message = format('This invitation was sent to %s. Sign in with that address to accept it.', v_inv.email);
  end if;

  update public.company_invitations set accepted_at = now(), accepted_by = v_uid where id = v_inv.id;
  -- already a member: the invitation neither promotes nor demotes
  v_role := partii_private.member_role(v_inv.company_id);
  if v_role is null then
    insert into public.company_members (company_id, user_id, role, name, email)
    values (v_inv.company_id, v_uid, v_inv.role,
            partii_private.user_display_name(v_user.raw_user_meta_data, v_user.email), v_user.email);
    v_role := v_inv.role;
  end if;
  return jsonb_build_object('company_id', v_inv.company_id, 'role', v_role);
end
$$;

revoke all on function public.accept_company_invitation(text) from public, anon;
grant execute on function public.accept_company_invitation(text) to authenticated, service_role;

-- Pending invitations whose sender has already lost the authority (before this migration).
update public.company_invitations i set revoked_at = now()
 where i.accepted_at is null and i.revoked_at is null and i.deleted_at is null
   and not partii_private.may_invite(
     (select m.role from public.company_members m
       where m.company_id = i.company_id and m.user_id = i.invited_by and m.deleted_at is null), i.role);

-- 4. an interview with scorecards keeps its application ------------------------------------------------

-- interview_rows_set_company as in 20261125000100, plus: a scorecard locks its interview row
-- (no key update, as complete_interview_if_all_submitted does next), so an interview's move and a
-- scorecard's insert are ordered: either the move sees the scorecard and is refused, or the
-- scorecard reads the moved interview's application.
create or replace function partii_private.interview_rows_set_company() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_company uuid;
  v_application uuid;
begin
  if tg_op = 'UPDATE' then
    new.company_id := old.company_id;
  end if;

  if tg_table_name in ('interview_stages', 'interview_plan_favorites') then
    if tg_table_name = 'interview_plan_favorites' and tg_op = 'UPDATE' then
      new.plan_id := old.plan_id;
    end if;
    select p.company_id into v_company from public.interview_plans p where p.id = new.plan_id;
    if v_company is null or (tg_op = 'UPDATE' and v_company is distinct from new.company_id) then
      raise foreign_key_violation using message = 'interview plan not found';
    end if;
  elsif tg_table_name = 'interviews' then
    select a.company_id into v_company from public.applications a where a.id = new.application_id;
    if v_company is null or (tg_op = 'UPDATE' and v_company is distinct from new.company_id) then
      raise foreign_key_violation using message = 'application not found';
    end if;
    if new.stage_id is not null and not exists (
      select 1 from public.interview_stages s where s.id = new.stage_id and s.company_id = v_company
    ) then
      raise foreign_key_violation using message = 'interview stage not found';
    end if;
    -- scorecards are about the candidate they were written on: refuse the move once one exists
    if tg_op = 'UPDATE' and new.application_id is distinct from old.application_id
       and exists (select 1 from public.scorecards s where s.interview_id = old.id) then
      raise exception using errcode = 'P0001',
        message = 'This interview has scorecards, so it stays with its candidate. Schedule a new interview instead.';
    end if;
  elsif tg_table_name = 'scorecards' then
    if tg_op = 'UPDATE' then
      new.interview_id := old.interview_id;
    end if;
    select i.company_id, i.application_id into v_company, v_application
      from public.interviews i where i.id = new.interview_id
      for no key update;
    if v_company is null or (tg_op = 'UPDATE' and v_company is distinct from new.company_id) then
      raise foreign_key_violation using message = 'interview not found';
    end if;
    new.application_id := v_application;
  end if;

  if tg_op = 'INSERT' and v_company is not null then
    new.company_id := v_company;
  end if;
  return new;
end
$$;

-- Scorecards left behind by a move made before this migration follow their interview.
update public.scorecards s set application_id = i.application_id
  from public.interviews i
 where i.id = s.interview_id and s.application_id is distinct from i.application_id;

-- 5. a deleted account leaves tombstones, and never a company without an owner ---------------------------

-- The cascade hard-deleted memberships: no tombstone, so colleagues' devices kept the person in the
-- team and in the panel pickers, and the company could lose its last owner. A deleted account's
-- memberships are soft-deleted instead (by the trigger below), and the row stays as history.
alter table public.company_members drop constraint if exists company_members_user_id_fkey;

create or replace function partii_private.before_user_deleted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_company record;
begin
  -- the last owner of a company others still work in: refused, as the product refuses it
  select c.name into v_company
    from public.company_members m join public.companies c on c.id = m.company_id
   where m.user_id = old.id and m.role = 'owner' and m.deleted_at is null
     and not exists (select 1 from public.company_members o
                      where o.company_id = m.company_id and o.role = 'owner' and o.deleted_at is null
                        and o.user_id <> old.id)
     and exists (select 1 from public.company_members o
                  where o.company_id = m.company_id and o.deleted_at is null and o.user_id <> old.id)
   limit 1;
  if found then
    raise exception using errcode = 'P0001',
      message = format('This account is the last owner of %s. Make someone else an owner first.', v_company.name);
  end if;

  -- the owner rules let an account leave a company where nobody else is left (transaction-local)
  perform set_config('partii.deleting_user', old.id::text, true);
  update public.company_members set deleted_at = now() where user_id = old.id and deleted_at is null;
  perform set_config('partii.deleting_user', '', true);
  return old;
end
$$;

revoke all on function partii_private.before_user_deleted() from public, anon, authenticated;

create trigger partii_user_deleted before delete on auth.users
  for each row execute function partii_private.before_user_deleted();

-- company_members_owner_rules as in 20261124000100, except that an account being deleted may leave
-- a company in which no other live member remains (there is nobody left to own it for).
create or replace function partii_private.company_members_owner_rules() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_caller_role text;
  v_was_owner boolean := old.role = 'owner' and old.deleted_at is null;
  v_is_owner boolean := new.role = 'owner' and new.deleted_at is null;
begin
  new.user_id := old.user_id;
  if new.role is not distinct from old.role and new.deleted_at is not distinct from old.deleted_at then
    return new;
  end if;

  perform 1 from public.companies c where c.id = old.company_id for update;

  if auth.uid() is not null and (v_was_owner or (v_is_owner and old.role is distinct from 'owner')) then
    v_caller_role := partii_private.member_role(old.company_id);
    if v_caller_role is distinct from 'owner' then
      if v_is_owner then
        raise exception using errcode = 'P0001', message = 'Only an owner can make someone an owner.';
      elsif new.deleted_at is not null then
        raise exception using errcode = 'P0001', message = 'Only an owner can remove an owner.';
      else
        raise exception using errcode = 'P0001', message = 'Only an owner can change an owner''s role.';
      end if;
    end if;
  end if;

  if v_was_owner and not v_is_owner and not exists (
    select 1 from public.company_members m
    where m.company_id = old.company_id and m.role = 'owner' and m.deleted_at is null and m.id <> old.id
  ) and not (
    coalesce(current_setting('partii.deleting_user', true), '') = old.user_id::text
    and not exists (select 1 from public.company_members m
                    where m.company_id = old.company_id and m.deleted_at is null and m.id <> old.id)
  ) then
    raise exception using errcode = 'P0001',
      message = 'A company needs at least one owner. Make someone else an owner first.';
  end if;
  return new;
end
$$;

-- 6. a removed member leaves the panels of interviews not yet done ---------------------------------------

-- A panel may be empty now (its only interviewer removed): the interview waits for a new one, and
-- never completes with nobody on it. A client may still not empty a panel itself.
do $$
declare
  v_name text;
begin
  select c.conname into v_name from pg_catalog.pg_constraint c
   where c.conrelid = 'public.interviews'::regclass and c.contype = 'c'
     and pg_get_constraintdef(c.oid) like '%cardinality(interviewer_ids)%';
  if v_name is not null then
    execute format('alter table public.interviews drop constraint %I', v_name);
  end if;
end
$$;
alter table public.interviews add constraint interviews_interviewer_ids_check
  check (cardinality(interviewer_ids) <= 50 and array_position(interviewer_ids, null) is null);

-- interview_rows_tidy as in 20261125000100, plus: a client's write never leaves a panel empty.
create or replace function partii_private.interview_rows_tidy() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_added uuid[];
begin
  if tg_table_name in ('interview_plans', 'interview_stages') then
    new.name := btrim(new.name);
  elsif tg_table_name = 'interviews' then
    select coalesce(array_agg(u.id order by u.first), '{}')
      into new.interviewer_ids
      from (select x.id, min(x.n) as first
              from unnest(new.interviewer_ids) with ordinality as x(id, n)
             where x.id is not null
             group by x.id) u;
    if cardinality(new.interviewer_ids) = 0
       and current_setting('partii.leaving_panels', true) is distinct from 'on' then
      raise exception using errcode = '23514', message = 'An interview needs at least one interviewer.';
    end if;
    if tg_op = 'INSERT' then
      v_added := new.interviewer_ids;
    else
      select coalesce(array_agg(x), '{}') into v_added
        from unnest(new.interviewer_ids) x where not (x = any (old.interviewer_ids));
    end if;
    if exists (
      select 1 from unnest(v_added) x
      where not exists (select 1 from public.company_members m
                        where m.company_id = new.company_id and m.user_id = x and m.deleted_at is null)
    ) then
      raise foreign_key_violation using message = 'An interviewer is not a member of this company.';
    end if;
  end if;
  return new;
end
$$;

-- complete_interview_if_all_submitted and interviews_complete_if_all_submitted as in 20261125000100,
-- except that an empty panel is not "everyone has submitted".
create or replace function partii_private.complete_interview_if_all_submitted(p_interview uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
  v_status text;
begin
  select i.interviewer_ids, i.status into v_ids, v_status
    from public.interviews i where i.id = p_interview and i.deleted_at is null
    for no key update;
  if v_status is distinct from 'scheduled' or cardinality(v_ids) = 0 then
    return;
  end if;
  if not exists (
    select 1 from unnest(v_ids) x
    where not exists (select 1 from public.scorecards s
                      where s.interview_id = p_interview and s.interviewer_id = x and s.deleted_at is null)
  ) then
    update public.interviews set status = 'completed' where id = p_interview;
  end if;
end
$$;

create or replace function partii_private.interviews_complete_if_all_submitted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.status = 'scheduled' and new.deleted_at is null
     and cardinality(new.interviewer_ids) > 0
     and new.interviewer_ids is distinct from old.interviewer_ids
     and not exists (
       select 1 from unnest(new.interviewer_ids) x
       where not exists (select 1 from public.scorecards s
                         where s.interview_id = new.id and s.interviewer_id = x and s.deleted_at is null)
     ) then
    new.status := 'completed';
  end if;
  return new;
end
$$;

-- On a membership's removal (RPC, account deletion, operator): off every panel of the company's
-- interviews still scheduled, each with an `interviewer_removed` activity naming the interview, so
-- the team sees which interviews need someone new. Done interviews keep their panel as history.
-- The panel change completes an interview whose remaining panel has all submitted (trigger above).
create or replace function partii_private.leave_panels() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_interview public.interviews%rowtype;
  v_application public.applications%rowtype;
begin
  if old.deleted_at is not null or new.deleted_at is null then
    return null;
  end if;
  perform set_config('partii.leaving_panels', 'on', true);
  for v_interview in
    update public.interviews i set interviewer_ids = array_remove(i.interviewer_ids, new.user_id)
     where i.company_id = new.company_id and i.status = 'scheduled' and i.deleted_at is null
       and new.user_id = any (i.interviewer_ids)
    returning i.*
  loop
    select * into v_application from public.applications a where a.id = v_interview.application_id;
    insert into public.activity (company_id, actor_id, actor_name, kind, application_id, profile_id, job_id, data)
    values (new.company_id, auth.uid(),
            case when auth.uid() is not null then partii_private.actor_name(new.company_id) end,
            'interviewer_removed', v_application.id, v_application.applicant_id, v_application.job_id,
            jsonb_build_object(
              'name', new.name,
              'candidate_name', partii_private.candidate_name(v_application.applicant_id),
              'job_title', (select j.title from public.jobs j where j.id = v_application.job_id),
              'starts_at', v_interview.starts_at,
              'panel_empty', cardinality(v_interview.interviewer_ids) = 0));
  end loop;
  perform set_config('partii.leaving_panels', '', true);
  return null;
end
$$;

revoke all on function partii_private.leave_panels() from public, anon, authenticated;

create trigger zw_leave_panels after update of deleted_at on public.company_members
  for each row execute function partii_private.leave_panels();

-- Members removed before this migration: off the panels they are still on.
do $$
declare
  v_member record;
begin
  perform set_config('partii.leaving_panels', 'on', true);
  for v_member in
    select distinct i.id, x as user_id from public.interviews i, unnest(i.interviewer_ids) x
     where i.status = 'scheduled' and i.deleted_at is null
       and not exists (select 1 from public.company_members m
                        where m.company_id = i.company_id and m.user_id = x and m.deleted_at is null)
  loop
    update public.interviews set interviewer_ids = array_remove(interviewer_ids, v_member.user_id)
     where id = v_member.id;
  end loop;
  perform set_config('partii.leaving_panels', '', true);
end
$$;

-- 7. scorecards' times are the server's ----------------------------------------------------------------

-- interview_rows_owner as in 20261125000100, plus: a client's scorecard is submitted (and created)
-- when the server receives it, whatever time it names; later edits keep the first submission's time.
create or replace function partii_private.interview_rows_owner() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_client boolean := current_user in ('anon', 'authenticated');
begin
  if tg_table_name = 'interview_plan_favorites' then
    if tg_op = 'INSERT' then
      if v_client or new.user_id is null then
        new.user_id := auth.uid();
      end if;
    else
      new.user_id := old.user_id;
    end if;
  elsif tg_table_name = 'scorecards' then
    if tg_op = 'INSERT' then
      if v_client or new.interviewer_id is null then
        new.interviewer_id := auth.uid();
      end if;
      if v_client then
        new.submitted_at := now();
        new.created_at := now();
      end if;
    else
      new.interviewer_id := old.interviewer_id;
      if v_client then
        new.submitted_at := old.submitted_at;
      end if;
      if v_client and new.deleted_at is distinct from old.deleted_at then
        raise exception using errcode = '42501', message = 'A scorecard cannot be deleted.';
      end if;
    end if;
    if v_client and new.deleted_at is not null and tg_op = 'INSERT' then
      raise exception using errcode = '42501', message = 'A scorecard cannot be deleted.';
    end if;
  end if;
  return new;
end
$$;

-- 8. a rename touches only what visitors read -------------------------------------------------------------

-- companies_rename_jobs as in 20261124000200, except: only published jobs carry the name to
-- visitors (members read it from `companies`; a job published later takes the name when it is
-- written), and the rename is not an edit of the job: its author and time stay.
create or replace function public.companies_rename_jobs() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.name is distinct from old.name then
    perform set_config('partii.quiet_update', 'on', true);
    update public.jobs j set company_name = new.name
     where j.company_id = new.id and j.status = 'published' and j.deleted_at is null
       and j.company_name is distinct from new.name;
    perform set_config('partii.quiet_update', '', true);
  end if;
  return null;
end
$$;

-- Last of the BEFORE triggers on jobs (after z_sync_stamp): a server-side rewrite of a derived
-- column keeps the row's author and time (its version and feed position still move).
create or replace function partii_private.jobs_quiet_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_setting('partii.quiet_update', true) = 'on' then
    new.updated_at := old.updated_at;
    new.updated_by := old.updated_by;
  end if;
  return new;
end
$$;

revoke all on function partii_private.jobs_quiet_update() from public, anon, authenticated;

create trigger zz_quiet_update before update on public.jobs
  for each row execute function partii_private.jobs_quiet_update();

-- 9. a write RLS filters to no row is refused, never `applied` ---------------------------------------------

-- apply_mutation as in 20261125000100, except the end: an update that RLS filters to no row (the
-- loser of a concurrent insert of the same id by another author; a row the caller may read but
-- not change) raises 42501 instead of answering the null row as applied.
create or replace function partii_private.apply_mutation(p_table text, p_op text, p_row_id uuid, p_patch jsonb,
                                                         p_base_version bigint, p_company uuid)
returns jsonb
language plpgsql security invoker
set search_path = public, pg_temp
as $$
declare
  v_current jsonb;
  v_patch jsonb := coalesce(p_patch, '{}'::jsonb);
  v_cols text[];
  v_row jsonb;
  v_row_id uuid := p_row_id;
  v_constraint text;
  v_existing uuid;
begin
  -- D11: a profile the server answered with an existing profile names that profile
  if p_table = 'profiles' then
    v_row_id := partii_private.profile_alias_target(p_row_id);
  end if;

  if p_op = 'delete' then
    execute format('update public.%I t set deleted_at = coalesce(t.deleted_at, now()) where t.id = $1 and t.company_id = $2 returning to_jsonb(t)', p_table)
      into v_row using v_row_id, p_company;
    return v_row;
  end if;
  if p_op is distinct from 'upsert' then
    raise exception using errcode = '22023', message = format('unknown op %s', coalesce(p_op, 'null'));
  end if;
  if jsonb_typeof(v_patch) <> 'object' then
    raise exception using errcode = '22023', message = 'patch must be an object';
  end if;

  execute format('select to_jsonb(t) from public.%I t where t.id = $1 for update', p_table) into v_current using v_row_id;

  if v_current is null then
    select coalesce(array_agg(c), '{}') into v_cols
      from unnest(partii_private.writable_columns(p_table, true)) c where v_patch ? c;
    begin
      execute format(
        'insert into public.%1$I as t (id%2$s) select $1%3$s from jsonb_populate_record(null::public.%1$I, $2) r returning to_jsonb(t)',
        p_table,
        (select coalesce(string_agg(', ' || quote_ident(c), ''), '') from unnest(v_cols) c),
        (select coalesce(string_agg(', r.' || quote_ident(c), ''), '') from unnest(v_cols) c))
        into v_row using v_row_id, partii_private.only_keys(v_patch, v_cols);
    exception when unique_violation then
      get stacked diagnostics v_constraint = constraint_name;
      if v_constraint = p_table || '_pkey' then
        -- the same id inserted meanwhile by another transaction: that transaction has committed
        -- (the insert waited for it), so the row is there now, and this write becomes an update
        -- of it below, under the same rules as any other (and refused if the caller may not)
        v_row := null;
      elsif p_table <> 'profiles' or v_constraint is distinct from 'profiles_company_email_key' then
        raise;
      else
        -- D11: the company already has a live candidate with this email: answer that one and
        -- remember the client's id as its alias
        select p.id into v_existing from public.profiles p
        where p.company_id = p_company and lower(p.email) = lower(v_patch ->> 'email') and p.deleted_at is null;
        if v_existing is null then
          raise;
        end if;
        perform partii_private.record_profile_alias(p_row_id, v_existing);
        select to_jsonb(p) into v_row from public.profiles p where p.id = v_existing;
      end if;
    end;
    if v_row is not null then
      if (v_row ->> 'company_id')::uuid is distinct from p_company then
        raise exception using errcode = '42501', message = format('%s: the row would belong to another company', p_table);
      end if;
      return v_row;
    end if;
    execute format('select to_jsonb(t) from public.%I t where t.id = $1 for update', p_table) into v_current using v_row_id;
    if v_current is null then
      -- not readable by the caller (another company's row): the key is taken
      raise exception using errcode = '23505', message = format('duplicate key value violates unique constraint "%s"', v_constraint);
    end if;
  end if;

  if (v_current ->> 'company_id')::uuid is distinct from p_company then
    raise exception using errcode = '42501', message = format('%s: the row belongs to another company', p_table);
  end if;

  -- notes never lose text: an edit made on an older version than the server's keeps both texts
  if p_table = 'notes' and v_patch ? 'content' and p_base_version is not null
     and p_base_version < (v_current ->> 'version')::bigint
     and (v_current ->> 'content') is distinct from (v_patch ->> 'content') then
    v_patch := jsonb_set(v_patch, '{content}', to_jsonb((v_current ->> 'content') || E'\n\n' || (v_patch ->> 'content')));
  end if;

  -- scorecards the same (docs/interviews.md "Conflict rule for scorecards")
  if p_table = 'scorecards'
     and (p_base_version is null or p_base_version < (v_current ->> 'version')::bigint) then
    v_patch := partii_private.merge_scorecard_patch(v_current, v_patch);
  end if;

  select coalesce(array_agg(c), '{}') into v_cols
    from unnest(partii_private.writable_columns(p_table, false)) c where v_patch ? c;
  if cardinality(v_cols) = 0 then
    return v_current;
  end if;
  -- last writer wins per field: only the columns present in the patch are written
  execute format(
    'update public.%1$I t set %2$s from jsonb_populate_record(null::public.%1$I, $2) r where t.id = $1 returning to_jsonb(t)',
    p_table,
    (select string_agg(format('%1$I = r.%1$I', c), ', ') from unnest(v_cols) c))
    into v_row using v_row_id, partii_private.only_keys(v_patch, v_cols);
  if v_row is null then
    -- the caller reads the row but RLS lets them change no row of it: never a silent `applied`
    raise exception using errcode = '42501',
      message = format('You cannot change this %s: it was written by someone else.',
                       case p_table when 'scorecards' then 'scorecard'
                                    when 'interview_plan_favorites' then 'favourite'
                                    when 'notes' then 'note'
                                    else 'row' end);
  end if;
  return v_row;
end
$$;

revoke all on function partii_private.apply_mutation(text, text, uuid, jsonb, bigint, uuid) from public;
grant execute on function partii_private.apply_mutation(text, text, uuid, jsonb, bigint, uuid) to authenticated, service_role;
