-- Company workspaces (issue 13; the contract is docs/teams.md). Until now a company was one
-- recruiter: every row's company_id was its recruiter's user id and every policy read
-- `company_id = auth.uid()`. From here a company is a row of its own with members in four roles,
-- and every check asks one question: which role does the caller have in the row's company
-- (partii_private.member_role). Existing data keeps its ids: every recruiter becomes the owner of a
-- company whose id is their user id, so no company_id changes.
--
-- Parts, in order:
--   1. helpers (default company name, display names, the caller's role, the sync company)
--   2. companies, company_members, company_invitations, activity (+ sync triggers, realtime)
--   3. backfill: a company and an owner for every user and every company_id in the data; FKs
--   4. a new sign-up gets a company of its own
--   5. owner rules (one trigger on company_members)
--   6. attribution: created_by / updated_by
--   7. row level security by role (tables, storage) and the definer helpers that used auth.uid()
--   8. activity rows (AFTER triggers)
--   9. sync: pulled_tables, sync_pull / sync_push with p_company
--  10. the team RPCs

-- 1. helpers ------------------------------------------------------------------------------------

-- A new company's name, from its owner's email: the domain's first label capitalised
-- (ana@acme.io -> "Acme"), or "<local part>'s company" for public mail providers, whose domain
-- says nothing about the company (ana@gmail.com -> "ana's company"). "Company" when the email
-- gives nothing to go on. Owners and admins rename it later (rename_company).
create or replace function partii_private.default_company_name(p_email text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_local text := split_part(v_email, '@', 1);
  v_domain text := split_part(v_email, '@', 2);
  v_label text := split_part(split_part(v_email, '@', 2), '.', 1);
begin
  if v_local = '' or v_label = '' then
    return 'Company';
  end if;
  -- providers with one domain per country (yahoo.co.uk, hotmail.fr, gmx.de, ...) by their label,
  -- the others by their whole domain
  if v_label = any (array['gmail', 'googlemail', 'hotmail', 'outlook', 'live', 'msn', 'yahoo', 'ymail', 'aol',
                          'icloud', 'protonmail', 'proton', 'gmx', 'yandex'])
     or v_domain = any (array['me.com', 'mac.com', 'pm.me', 'fastmail.com', 'fastmail.fm', 'hey.com', 'zoho.com',
                              'mail.com', 'mail.ru', 'web.de', 't-online.de', 'orange.fr', 'free.fr', 'laposte.net',
                              'libero.it', 'tutanota.com', 'tuta.io', 'seznam.cz', 'wp.pl', 'o2.pl', 'qq.com',
                              '163.com', '126.com', 'naver.com', 'hanmail.net', 'comcast.net', 'verizon.net',
                              'att.net', 'btinternet.com', 'sky.com', 'rediffmail.com']) then
    return left(v_local, 88) || '''s company';
  end if;
  return left(upper(left(v_label, 1)) || substr(v_label, 2), 100);
end
$$;

-- A member's name as copied at join: the user's full name from their sign-up metadata, else the
-- part of their email before the @ (docs/teams.md: actor_name falls back the same way).
create or replace function partii_private.user_display_name(p_meta jsonb, p_email text) returns text
language sql immutable
set search_path = ''
as $$
  select left(coalesce(nullif(btrim(p_meta ->> 'full_name'), ''),
                       nullif(btrim(p_meta ->> 'name'), ''),
                       nullif(split_part(lower(btrim(p_email)), '@', 1), ''),
                       'Member'), 200)
$$;

revoke all on function partii_private.default_company_name(text) from public, anon, authenticated;
revoke all on function partii_private.user_display_name(jsonb, text) from public, anon, authenticated;

-- 2. tables ---------------------------------------------------------------------------------------

create table public.companies (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8
);

create table public.company_members (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id),
  -- a deleted user takes their memberships along (GoTrue's admin delete must keep working)
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('owner', 'admin', 'recruiter', 'interviewer')),
  name text check (char_length(name) <= 200),
  email text check (char_length(email) <= 320),
  last_seen_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8
);

-- One live membership per (user, company), and the index every role check reads: member_role()
-- is an index-only lookup on (user_id, company_id) that answers role from the index itself.
create unique index company_members_live_key on public.company_members (user_id, company_id) include (role)
  where deleted_at is null;

create table public.company_invitations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id),
  email text not null check (public.is_valid_email(email)),
  role text not null check (role in ('owner', 'admin', 'recruiter', 'interviewer')),
  -- sha256 (hex) of the token; the token itself is stored nowhere and never readable via the API
  token_hash text not null check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  revoked_at timestamptz,
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8
);

create unique index company_invitations_token_key on public.company_invitations (token_hash);

-- Insert-only history, written by the server's triggers (part 8). application_id, profile_id and
-- job_id have no foreign keys: history outlives what it mentions (the service role may hard-delete).
create table public.activity (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id),
  actor_id uuid references auth.users (id) on delete set null,
  actor_name text check (char_length(actor_name) <= 200),
  kind text not null check (kind in ('stage_moved', 'note_added', 'job_status_changed', 'member_invited',
                                     'member_joined', 'member_role_changed', 'member_removed')),
  application_id uuid,
  profile_id uuid,
  job_id uuid,
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object' and pg_column_size(data) <= 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8
);

create index activity_profile_idx on public.activity (profile_id) where profile_id is not null;

-- The change feed walks (change_xid, id); a company's pull walks (company_id, change_xid, id), so
-- its pages come straight off the index however many companies share the table. The synced tables
-- get the same index (it replaces their company_id index, its prefix).
create index companies_change_feed_idx on public.companies (change_xid, id);
create index company_members_change_feed_idx on public.company_members (company_id, change_xid, id);
create index company_invitations_change_feed_idx on public.company_invitations (company_id, change_xid, id);
create index activity_change_feed_idx on public.activity (company_id, change_xid, id);

create index jobs_company_feed_idx on public.jobs (company_id, change_xid, id);
create index profiles_company_feed_idx on public.profiles (company_id, change_xid, id);
create index applications_company_feed_idx on public.applications (company_id, change_xid, id);
create index notes_company_feed_idx on public.notes (company_id, change_xid, id);
create index job_drafts_company_feed_idx on public.job_drafts (company_id, change_xid, id);
create index job_draft_messages_company_feed_idx on public.job_draft_messages (company_id, change_xid, id);
drop index public.jobs_company_idx;
drop index public.profiles_company_idx;
drop index public.applications_company_idx;
drop index public.notes_company_idx;
drop index public.job_drafts_company_idx;
drop index public.job_draft_messages_company_idx;

-- The company's name is stored trimmed (the check above then bounds what is seen).
create or replace function partii_private.companies_trim_name() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := btrim(new.name);
  return new;
end
$$;

-- A members' email is stored lower-case, like every email the server compares.
create or replace function partii_private.lowercase_member_email() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end
$$;

-- The realtime poke of a company row: the row is its own company (notify_partii_change reads
-- company_id, which companies does not have).
create or replace function partii_private.notify_company_change() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if tg_op = 'DELETE' then v_id := old.id; else v_id := new.id; end if;
  perform pg_notify('partii_changes', jsonb_build_object(
    'schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op, 'id', v_id, 'company_id', v_id)::text);
  return null;
end
$$;

revoke all on function partii_private.companies_trim_name() from public, anon, authenticated;
revoke all on function partii_private.lowercase_member_email() from public, anon, authenticated;
revoke all on function partii_private.notify_company_change() from public, anon, authenticated;

create trigger a_trim_name before insert or update on public.companies
  for each row execute function partii_private.companies_trim_name();
create trigger a_lowercase_email before insert or update of email on public.company_members
  for each row execute function partii_private.lowercase_member_email();
create trigger a_lowercase_email before insert or update of email on public.company_invitations
  for each row execute function partii_private.lowercase_member_email();
create trigger a_keep_company before update on public.company_members
  for each row execute function public.keep_company_id();
create trigger a_keep_company before update on public.company_invitations
  for each row execute function public.keep_company_id();
create trigger a_keep_company before update on public.activity
  for each row execute function public.keep_company_id();

create trigger z_sync_stamp before insert or update on public.companies
  for each row execute function public.sync_stamp_row();
create trigger z_sync_stamp before insert or update on public.company_members
  for each row execute function public.sync_stamp_row();
create trigger z_sync_stamp before insert or update on public.company_invitations
  for each row execute function public.sync_stamp_row();
create trigger z_sync_stamp before insert or update on public.activity
  for each row execute function public.sync_stamp_row();

create trigger zz_notify_change after insert or update or delete on public.companies
  for each row execute function partii_private.notify_company_change();
create trigger zz_notify_change after insert or update or delete on public.company_members
  for each row execute function public.notify_partii_change();
create trigger zz_notify_change after insert or update or delete on public.company_invitations
  for each row execute function public.notify_partii_change();
create trigger zz_notify_change after insert or update or delete on public.activity
  for each row execute function public.notify_partii_change();

-- A row that leaves a company reaches it as a tombstone (20261123000400), like the synced tables.
-- companies has no company_id: a company row never leaves itself.
do $$
declare
  v_table text;
begin
  foreach v_table in array array['company_members', 'company_invitations', 'activity'] loop
    execute format('create trigger zz_record_departure after update of company_id on public.%I
                    for each row execute function partii_private.record_departure()', v_table);
    execute format('alter table public.%I enable always trigger zz_record_departure', v_table);
  end loop;
end
$$;

do $$
declare
  v_table text;
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  foreach v_table in array array['companies', 'company_members', 'company_invitations', 'activity'] loop
    if not exists (
      select 1 from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = v_table
    ) then
      execute format('alter publication supabase_realtime add table public.%I', v_table);
    end if;
  end loop;
end
$$;

-- Grants: the API roles read these tables (RLS decides which rows) and never write them: every
-- write goes through the RPCs of part 10 or the server's triggers.
alter table public.companies enable row level security;
alter table public.company_members enable row level security;
alter table public.company_invitations enable row level security;
alter table public.activity enable row level security;

revoke all on public.companies, public.company_members, public.company_invitations, public.activity
  from anon, authenticated;
grant all on public.companies, public.company_members, public.company_invitations, public.activity to service_role;
grant select on public.companies, public.company_members, public.activity to authenticated;
-- visitors see a hiring company's name (PostgREST embeds `companies(name)` from a public job)
grant select (id, name) on public.companies to anon;
-- token_hash is never readable through the API: every other column is
grant select (id, company_id, email, role, expires_at, accepted_at, accepted_by, revoked_at, invited_by,
              created_at, updated_at, deleted_at, version, change_xid)
  on public.company_invitations to authenticated;

-- The caller's live role in a company, or null (not signed in, not a member, removed). The one
-- question every policy and RPC of this migration asks. SECURITY DEFINER: company_members has RLS
-- of its own, which asks this very function. STABLE, so a statement may reuse an answer.
create or replace function partii_private.member_role(p_company uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select m.role from public.company_members m
  where m.user_id = auth.uid() and m.company_id = p_company and m.deleted_at is null
$$;

revoke all on function partii_private.member_role(uuid) from public;
grant execute on function partii_private.member_role(uuid) to anon, authenticated, service_role;

-- The company a new row belongs to when its insert names none: the company sync_push works for
-- (it sets `partii.company` for its transaction), else the caller's own company (as before).
create or replace function partii_private.current_company() returns uuid
language sql stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('partii.company', true), '')::uuid, auth.uid())
$$;

revoke all on function partii_private.current_company() from public;
grant execute on function partii_private.current_company() to anon, authenticated, service_role;

alter table public.jobs alter column company_id set default partii_private.current_company();
alter table public.profiles alter column company_id set default partii_private.current_company();
alter table public.notes alter column company_id set default partii_private.current_company();
alter table public.job_drafts alter column company_id set default partii_private.current_company();
alter table public.job_draft_messages alter column company_id set default partii_private.current_company();

-- 3. backfill -------------------------------------------------------------------------------------

-- Every user has a company whose id is their user id, and owns it; every company_id found in the
-- data has a company (with no member when no user has that id: its rows stay unreachable through
-- the API, as they were). Idempotent: a company that already has any membership, live or removed,
-- gets no new owner. The migration runs it once; it is kept for operators and tests.
create or replace function partii_private.backfill_companies() returns void
language sql
set search_path = ''
as $$
  insert into public.companies (id, name, created_at)
  select u.id, partii_private.default_company_name(u.email), coalesce(u.created_at, now())
  from auth.users u
  on conflict (id) do nothing;

  insert into public.companies (id, name)
  select c.company_id, 'Company'
  from (select company_id from public.jobs
        union select company_id from public.profiles
        union select company_id from public.applications
        union select company_id from public.notes
        union select company_id from public.job_drafts
        union select company_id from public.job_draft_messages) c
  where c.company_id is not null
  on conflict (id) do nothing;

  insert into public.company_members (company_id, user_id, role, name, email, created_at)
  select u.id, u.id, 'owner', partii_private.user_display_name(u.raw_user_meta_data, u.email), u.email,
         coalesce(u.created_at, now())
  from auth.users u
  where not exists (select 1 from public.company_members m where m.company_id = u.id);
$$;

revoke all on function partii_private.backfill_companies() from public, anon, authenticated;

select partii_private.backfill_companies();

-- Foreign keys from the data to its company (checked against the backfill above).
alter table public.jobs add constraint jobs_company_id_fkey
  foreign key (company_id) references public.companies (id) not valid;
alter table public.profiles add constraint profiles_company_id_fkey
  foreign key (company_id) references public.companies (id) not valid;
alter table public.applications add constraint applications_company_id_fkey
  foreign key (company_id) references public.companies (id) not valid;
alter table public.notes add constraint notes_company_id_fkey
  foreign key (company_id) references public.companies (id) not valid;
alter table public.job_drafts add constraint job_drafts_company_id_fkey
  foreign key (company_id) references public.companies (id) not valid;
alter table public.job_draft_messages add constraint job_draft_messages_company_id_fkey
  foreign key (company_id) references public.companies (id) not valid;
alter table public.jobs validate constraint jobs_company_id_fkey;
alter table public.profiles validate constraint profiles_company_id_fkey;
alter table public.applications validate constraint applications_company_id_fkey;
alter table public.notes validate constraint notes_company_id_fkey;
alter table public.job_drafts validate constraint job_drafts_company_id_fkey;
alter table public.job_draft_messages validate constraint job_draft_messages_company_id_fkey;

-- 4. a new sign-up gets a company of its own --------------------------------------------------------

-- Fires for every insert into auth.users: GoTrue's sign-up and admin create, the local stack's auth
-- service (supabase/local/auth/users.ts insertUser), the seed and tests. A company with this id
-- that already exists (made by the backfill from data) gets this user as its owner when it has
-- no owner yet.
create or replace function partii_private.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.companies (id, name)
  values (new.id, partii_private.default_company_name(new.email))
  on conflict (id) do nothing;
  insert into public.company_members (company_id, user_id, role, name, email)
  select new.id, new.id, 'owner', partii_private.user_display_name(new.raw_user_meta_data, new.email), new.email
  where not exists (
    select 1 from public.company_members m
    where m.company_id = new.id and m.role = 'owner' and m.deleted_at is null
  );
  return null;
end
$$;

revoke all on function partii_private.handle_new_user() from public, anon, authenticated;

create trigger partii_new_user_company after insert on auth.users
  for each row execute function partii_private.handle_new_user();

-- 5. owner rules ----------------------------------------------------------------------------------

-- The one place the owner rules live, whatever path changes a membership (the RPCs, an operator):
--   - a company always keeps at least one live owner: the last one can be neither demoted nor removed;
--   - only an owner demotes or removes an owner, or makes one (checked for signed-in callers; an
--     operator without a JWT is trusted).
-- Memberships of a company are changed one at a time (the company row is locked), so two owners
-- demoting each other at once cannot both succeed. A hard DELETE (a user deleted, cascading) is
-- not a removal through the product and passes.
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
  ) then
    raise exception using errcode = 'P0001',
      message = 'A company needs at least one owner. Make someone else an owner first.';
  end if;
  return new;
end
$$;

revoke all on function partii_private.company_members_owner_rules() from public, anon, authenticated;

create trigger b_owner_rules before update on public.company_members
  for each row execute function partii_private.company_members_owner_rules();

-- 6. attribution ----------------------------------------------------------------------------------

-- created_by / updated_by: who made and who last changed a row (docs/teams.md "Attribution").
-- notes.created_by was free text the client wrote (the author's email, as the app showed it); it
-- becomes the author's user id like everywhere else. Its old text is replaced by the backfill below
-- (the note's company: its recruiter wrote it, whatever address it showed).
alter table public.jobs add column created_by uuid, add column updated_by uuid;
alter table public.profiles add column created_by uuid, add column updated_by uuid;
alter table public.applications add column created_by uuid, add column updated_by uuid;
alter table public.notes drop constraint if exists notes_created_by_check;
alter table public.notes alter column created_by type uuid using null, add column updated_by uuid;
alter table public.job_drafts add column created_by uuid, add column updated_by uuid;
alter table public.job_draft_messages add column created_by uuid, add column updated_by uuid;

-- Existing rows: their recruiter, who is their company. The rows get a new version and feed
-- position so every device pulls the new columns, but keep updated_at: the dashboard's recent
-- activity reads it, and nothing about the row changed for a person.
do $$
declare
  v_table text;
begin
  foreach v_table in array array['jobs', 'profiles', 'applications', 'notes', 'job_drafts', 'job_draft_messages'] loop
    execute format('alter table public.%I disable trigger z_sync_stamp', v_table);
    execute format('alter table public.%I disable trigger zz_notify_change', v_table);
    execute format(
      'update public.%I set created_by = company_id, updated_by = company_id, version = version + 1, change_xid = pg_current_xact_id()',
      v_table);
    execute format('alter table public.%I enable trigger z_sync_stamp', v_table);
    execute format('alter table public.%I enable trigger zz_notify_change', v_table);
  end loop;
end
$$;

-- Set from the signed-in caller when they are a member of the row's company: on insert both, on
-- update updated_by only; created_by never changes. A value sent by a client (anon, authenticated:
-- REST or sync_push) is ignored; trusted server code (the service role, definer functions, an
-- operator) may set them. A signed-in non-member (a recruiter applying to another company's job
-- through submit_application) is not recorded in a company they do not belong to.
create or replace function partii_private.stamp_attribution() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_actor uuid;
  v_trusted boolean := current_user not in ('anon', 'authenticated');
begin
  if v_uid is not null and partii_private.member_role(new.company_id) is not null then
    v_actor := v_uid;
  end if;
  if tg_op = 'INSERT' then
    new.created_by := coalesce(v_actor, case when v_trusted then new.created_by end);
    new.updated_by := coalesce(v_actor, case when v_trusted then coalesce(new.updated_by, new.created_by) end);
  else
    new.created_by := old.created_by;
    new.updated_by := coalesce(v_actor, case when v_trusted then new.updated_by end);
  end if;
  return new;
end
$$;

revoke all on function partii_private.stamp_attribution() from public, anon, authenticated;

-- `y_`: after the company is known (a_set_company), before the stamp (z_sync_stamp).
create trigger y_attribution before insert or update on public.jobs
  for each row execute function partii_private.stamp_attribution();
create trigger y_attribution before insert or update on public.profiles
  for each row execute function partii_private.stamp_attribution();
create trigger y_attribution before insert or update on public.applications
  for each row execute function partii_private.stamp_attribution();
create trigger y_attribution before insert or update on public.notes
  for each row execute function partii_private.stamp_attribution();
create trigger y_attribution before insert or update on public.job_drafts
  for each row execute function partii_private.stamp_attribution();
create trigger y_attribution before insert or update on public.job_draft_messages
  for each row execute function partii_private.stamp_attribution();

-- Columns a client may write through sync_push: server-maintained ones are never taken from it
-- (as in 20261123000100, plus the attribution columns).
create or replace function partii_private.writable_columns(p_table text, p_inserting boolean)
returns text[]
language sql stable
set search_path = ''
as $$
  select coalesce(array_agg(a.attname::text order by a.attnum), '{}')
  from pg_catalog.pg_attribute a
  where a.attrelid = ('public.' || quote_ident(p_table))::regclass
    and a.attnum > 0 and not a.attisdropped
    and a.attname not in ('id', 'company_id', 'version', 'change_xid', 'updated_at', 'deleted_at',
                          'first_published_at', 'cv_url', 'applicant_contact', 'created_by', 'updated_by')
    and (p_inserting or a.attname <> 'created_at')
$$;

-- 7. row level security by role -------------------------------------------------------------------
--
-- docs/teams.md "Roles": owner, admin and recruiter write jobs, candidates, applications, notes and
-- drafts; an interviewer reads jobs, candidates, applications and notes, adds notes and changes
-- only their own; drafts are the writers' only. Each policy asks member_role() about the row's
-- company, written `(select partii_private.member_role(company_id))`: a subplan run once per row
-- and policy. Measured on 50 000 applications: about 5 us a row (a full `select count(*)`: 0.27 s
-- where a once-per-statement array of the caller's companies took 0.01 s), and no change on a 1000-row
-- sync_pull page (30-35 ms either way: to_jsonb dominates). The app reads in pull pages and single
-- rows, so the one helper stays the one rule.

drop policy jobs_owner_all on public.jobs;
drop policy profiles_owner_all on public.profiles;
drop policy applications_owner_all on public.applications;
drop policy notes_owner_all on public.notes;
drop policy job_drafts_owner_all on public.job_drafts;
drop policy job_draft_messages_owner_all on public.job_draft_messages;

create policy jobs_member_read on public.jobs for select to authenticated
  using ((select partii_private.member_role(company_id)) is not null);
create policy jobs_writer_insert on public.jobs for insert to authenticated
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));
create policy jobs_writer_update on public.jobs for update to authenticated
  using ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'))
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));

create policy profiles_member_read on public.profiles for select to authenticated
  using ((select partii_private.member_role(company_id)) is not null);
create policy profiles_writer_insert on public.profiles for insert to authenticated
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));
create policy profiles_writer_update on public.profiles for update to authenticated
  using ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'))
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));

create policy applications_member_read on public.applications for select to authenticated
  using ((select partii_private.member_role(company_id)) is not null);
create policy applications_writer_insert on public.applications for insert to authenticated
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));
create policy applications_writer_update on public.applications for update to authenticated
  using ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'))
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));

-- every member adds notes; writers change any note, an interviewer only their own
create policy notes_member_read on public.notes for select to authenticated
  using ((select partii_private.member_role(company_id)) is not null);
create policy notes_member_insert on public.notes for insert to authenticated
  with check ((select partii_private.member_role(company_id)) is not null);
create policy notes_writer_update on public.notes for update to authenticated
  using ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'))
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));
create policy notes_own_update on public.notes for update to authenticated
  using (created_by = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null)
  with check (created_by = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null);

create policy job_drafts_writer_all on public.job_drafts for all to authenticated
  using ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'))
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));
create policy job_draft_messages_writer_all on public.job_draft_messages for all to authenticated
  using ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'))
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));

-- the team tables: members read; invitations are for owners and admins
create policy companies_member_read on public.companies for select to authenticated
  using ((select partii_private.member_role(id)) is not null);
-- anyone reads the name of a company that has a published, live job (anon: id and name only, by
-- column grant), so a public job page can show who is hiring
create policy companies_hiring_read on public.companies for select to anon, authenticated
  using (exists (select 1 from public.jobs j
                 where j.company_id = companies.id and j.status = 'published' and j.deleted_at is null));
create policy company_members_member_read on public.company_members for select to authenticated
  using ((select partii_private.member_role(company_id)) is not null);
create policy company_invitations_manager_read on public.company_invitations for select to authenticated
  using ((select partii_private.member_role(company_id)) in ('owner', 'admin'));
create policy activity_member_read on public.activity for select to authenticated
  using ((select partii_private.member_role(company_id)) is not null);

-- storage `resumes`: every member reads the resumes of the company's applications; writers delete
-- them. The application is the one whose id is the path's first folder (20261123000100, D4).
create or replace function partii_private.resume_member_role(p_name text)
returns text
language sql stable security definer
set search_path = ''
as $$
  select partii_private.member_role(a.company_id)
  from public.applications a
  where a.id = partii_private.resume_application_id(p_name)
$$;

revoke all on function partii_private.resume_member_role(text) from public;
grant execute on function partii_private.resume_member_role(text) to authenticated, service_role;

drop policy if exists resumes_company_select on storage.objects;
drop policy if exists resumes_company_delete on storage.objects;
drop function if exists partii_private.resume_owned_by_caller(text);

create policy resumes_company_select on storage.objects for select to authenticated
  using (bucket_id = 'resumes' and partii_private.resume_member_role(name) is not null);
create policy resumes_company_delete on storage.objects for delete to authenticated
  using (bucket_id = 'resumes' and partii_private.resume_member_role(name) in ('owner', 'admin', 'recruiter'));

-- D11 (20261123000100): an alias is recorded for a live profile of a company the caller writes in.
create or replace function partii_private.record_profile_alias(p_alias uuid, p_profile uuid)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_company uuid;
begin
  select p.company_id into v_company from public.profiles p
  where p.id = p_profile and p.deleted_at is null
    and partii_private.member_role(p.company_id) in ('owner', 'admin', 'recruiter');
  if v_company is null then
    raise exception using errcode = '42501', message = 'profile not found';
  end if;
  if p_alias is null or p_alias = p_profile or exists (select 1 from public.profiles p where p.id = p_alias) then
    raise exception using errcode = '22023', message = 'alias must be a new profile id';
  end if;
  insert into partii_private.profile_aliases (alias_id, profile_id, company_id)
  values (p_alias, p_profile, v_company)
  on conflict (alias_id) do nothing;
end
$$;

-- 8. activity ---------------------------------------------------------------------------------------

-- The acting member's name in a company: their membership's name (a removed member's last one),
-- else the part of their email before the @.
create or replace function partii_private.actor_name(p_company uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select m.name from public.company_members m
      where m.company_id = p_company and m.user_id = auth.uid()
      order by (m.deleted_at is null) desc, m.created_at desc limit 1),
    (select partii_private.user_display_name('{}'::jsonb, u.email) from auth.users u where u.id = auth.uid()))
$$;

-- A candidate as people name them: first and last name, else their email.
create or replace function partii_private.candidate_name(p_profile uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email)
  from public.profiles p where p.id = p_profile
$$;

revoke all on function partii_private.actor_name(uuid) from public, anon, authenticated;
revoke all on function partii_private.candidate_name(uuid) from public, anon, authenticated;

-- One AFTER trigger function for every kind (docs/teams.md "activity"). Only a signed-in caller's
-- change is history: an applicant's submission and an operator's fix write none. SECURITY
-- DEFINER: activity is written by the server only (no API role may insert it).
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
    v_data := jsonb_build_object('email', new.email, 'role', new.role);
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

revoke all on function partii_private.record_activity() from public, anon, authenticated;

create trigger zx_activity after update of status on public.applications
  for each row execute function partii_private.record_activity();
create trigger zx_activity after insert on public.notes
  for each row execute function partii_private.record_activity();
create trigger zx_activity after update of status on public.jobs
  for each row execute function partii_private.record_activity();
create trigger zx_activity after insert on public.company_invitations
  for each row execute function partii_private.record_activity();
create trigger zx_activity after insert or update of role, deleted_at on public.company_members
  for each row execute function partii_private.record_activity();

-- 9. sync -------------------------------------------------------------------------------------------

-- Every table a company's store pulls, in pull order (docs/teams.md "Sync"): who may do what
-- arrives before the rows it governs. The team tables and activity are pull-only: sync_push
-- accepts synced_tables() only.
create or replace function partii_private.pulled_tables() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['companies', 'company_members', 'company_invitations', 'jobs', 'profiles', 'applications',
               'notes', 'job_drafts', 'job_draft_messages', 'activity']::text[]
$$;

revoke all on function partii_private.pulled_tables() from public;
grant execute on function partii_private.pulled_tables() to anon, authenticated, service_role;

-- The jobs feed regardless of RLS (ids and stamps only), as in 20261123000100, for one company:
-- its jobs and every job that was once public (for the tombstones of jobs that stop being public).
-- A company's unpublished jobs are in it only for that company's members.
drop function if exists partii_private.jobs_feed(xid8, xid8, uuid, int);

create or replace function partii_private.jobs_feed(p_company uuid, p_bound xid8, p_after_xid xid8, p_after_id uuid, p_limit int)
returns table (id uuid, change_xid xid8, gone_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select j.id, j.change_xid, coalesce(j.deleted_at, j.updated_at)
  from public.jobs j
  where j.change_xid < p_bound
    and (p_after_xid is null
         or (j.change_xid, j.id) > (p_after_xid, coalesce(p_after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
    and (j.first_published_at is not null
         or (j.company_id = p_company and (select partii_private.member_role(p_company)) is not null))
  order by j.change_xid, j.id
  limit p_limit
$$;

revoke all on function partii_private.jobs_feed(uuid, xid8, xid8, uuid, int) from public;
grant execute on function partii_private.jobs_feed(uuid, xid8, xid8, uuid, int) to anon, authenticated, service_role;

-- A company's departures in feed order (20261123000400), for its members only.
drop function if exists partii_private.departures_feed(text, xid8, xid8, uuid, int);

create or replace function partii_private.departures_feed(p_table text, p_company uuid, p_bound xid8, p_after_xid xid8, p_after_id uuid, p_limit int)
returns table (id uuid, change_xid xid8, departed_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select d.id, d.change_xid, d.departed_at
  from partii_private.row_departures d
  where d.table_name = p_table
    and d.company_id = p_company
    and (select partii_private.member_role(p_company)) is not null
    and d.change_xid < p_bound
    and (p_after_xid is null
         or (d.change_xid, d.id) > (p_after_xid, coalesce(p_after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
  order by d.change_xid, d.id
  limit p_limit
$$;

revoke all on function partii_private.departures_feed(text, uuid, xid8, xid8, uuid, int) from public;
grant execute on function partii_private.departures_feed(text, uuid, xid8, xid8, uuid, int) to anon, authenticated, service_role;

-- The company a sync call works for: p_company, or the caller's own company when null (older
-- clients). A signed-in caller who is not a live member of it is refused the whole call. Without
-- a signed-in user (a visitor, the service role) there is no own company: null, the public scope;
-- the service role may name any company, a visitor none.
create or replace function partii_private.sync_company(p_company uuid) returns uuid
language plpgsql stable
set search_path = ''
as $$
declare
  v_company uuid := coalesce(p_company, auth.uid());
begin
  if v_company is not null and partii_private.member_role(v_company) is null
     and not (auth.uid() is null and current_user = 'service_role') then
    raise exception using errcode = '42501', message = 'not a member of this company', hint = 'partii:not_member';
  end if;
  return v_company;
end
$$;

revoke all on function partii_private.sync_company(uuid) from public;
grant execute on function partii_private.sync_company(uuid) to anon, authenticated, service_role;

-- Architecture §4 / 20261123000400, now per company. Rows with (change_xid, id) > cursor below the
-- oldest running transaction, of p_company only (jobs: plus, as before, published jobs of other
-- companies and the tombstones of those that stopped being public), plus the company's departures.
-- SECURITY INVOKER: RLS still decides what the caller reads (an interviewer's pull of job_drafts
-- answers nothing). company_invitations rows never carry token_hash.
drop function if exists public.sync_pull(text, text, uuid, int, uuid);

create or replace function public.sync_pull(
  p_table text,
  p_after_xid text,
  p_after_id uuid,
  p_limit int,
  p_expected_user uuid default null,
  p_company uuid default null
)
returns jsonb
language plpgsql stable security invoker
set search_path = public, pg_temp
as $$
declare
  v_limit int := least(greatest(coalesce(p_limit, 100), 1), 1000);
  v_bound xid8 := pg_snapshot_xmin(pg_current_snapshot());
  v_after xid8;
  v_company uuid;
  v_rows jsonb;
  v_count int;
  v_last jsonb;
  v_row_expr text;
begin
  -- D1: a bound engine's pull with another user's token (or none) reads nothing
  if p_expected_user is not null and p_expected_user is distinct from auth.uid() then
    raise exception using errcode = '28000', message = 'signed in as another user';
  end if;
  if p_table is null or not (p_table = any (partii_private.pulled_tables())) then
    raise exception using errcode = '22023', message = format('sync_pull: unknown table %s', coalesce(p_table, 'null'));
  end if;
  begin
    v_after := nullif(p_after_xid, '')::xid8;
  exception when others then
    raise exception using errcode = '22023', message = 'sync_pull: p_after_xid is not a change-feed position';
  end;
  v_company := partii_private.sync_company(p_company);

  if p_table = 'jobs' then
    select coalesce(jsonb_agg(x.j order by x.change_xid, x.id), '[]'::jsonb), count(*)
      into v_rows, v_count
      from (
        select distinct on (u.change_xid, u.id) u.change_xid, u.id, u.j
        from (
          select f.change_xid, f.id, 1 as rank,
                 coalesce(v.j, jsonb_build_object('id', f.id, 'change_xid', f.change_xid::text, 'deleted_at', f.gone_at)) as j
            from partii_private.jobs_feed(v_company, v_bound, v_after, p_after_id, v_limit + 1) f
            -- another company's job is answered whole only while it is public, whatever else the
            -- caller may read of it (a member of that company pulls it in that company's store)
            left join lateral (
              select to_jsonb(t) as j from public.jobs t
              where t.id = f.id
                and (v_company is null or t.company_id = v_company or (t.status = 'published' and t.deleted_at is null))
            ) v on true
          union all
          select d.change_xid, d.id, 0,
                 jsonb_build_object('id', d.id, 'change_xid', d.change_xid::text, 'deleted_at', d.departed_at,
                                    'company_id', v_company)
            from partii_private.departures_feed('jobs', v_company, v_bound, v_after, p_after_id, v_limit + 1) d
           where v_company is not null
        ) u
        order by u.change_xid, u.id, u.rank
        limit v_limit + 1
      ) x;
  elsif v_company is null and p_table <> all (partii_private.synced_tables()) then
    -- the team tables belong to a company: without one there is nothing to answer
    v_rows := '[]'::jsonb;
    v_count := 0;
  else
    v_row_expr := case p_table
      when 'company_invitations' then
        $e$jsonb_build_object('id', t.id, 'company_id', t.company_id, 'email', t.email, 'role', t.role,
             'expires_at', t.expires_at, 'accepted_at', t.accepted_at, 'accepted_by', t.accepted_by,
             'revoked_at', t.revoked_at, 'invited_by', t.invited_by, 'created_at', t.created_at,
             'updated_at', t.updated_at, 'deleted_at', t.deleted_at, 'version', t.version,
             'change_xid', t.change_xid)$e$
      else 'to_jsonb(t)' end;
    execute format(
      $q$
      select coalesce(jsonb_agg(x.j order by x.change_xid, x.id), '[]'::jsonb), count(*)
      from (
        select distinct on (u.change_xid, u.id) u.change_xid, u.id, u.j
        from (
          (select t.change_xid, t.id, 1 as rank, %1$s as j
             from public.%2$I t
            where t.change_xid < $1
              and ($2 is null or (t.change_xid, t.id) > ($2, coalesce($3, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
              %3$s
            order by t.change_xid, t.id
            limit $4)
          union all
          select d.change_xid, d.id, 0,
                 jsonb_build_object('id', d.id, 'change_xid', d.change_xid::text, 'deleted_at', d.departed_at,
                                    'company_id', $5)
            from partii_private.departures_feed(%4$L, $5, $1, $2, $3, $4) d
           where $5 is not null and %4$L <> 'companies'
        ) u
        order by u.change_xid, u.id, u.rank
        limit $4
      ) x
      $q$,
      v_row_expr,
      p_table,
      case when v_company is null then ''
           when p_table = 'companies' then 'and t.id = $5'
           else 'and t.company_id = $5' end,
      p_table)
      into v_rows, v_count
      using v_bound, v_after, p_after_id, v_limit + 1, v_company;
  end if;

  -- one row more than asked tells whether another page follows
  if v_count > v_limit then
    v_rows := v_rows - v_limit;
  end if;
  v_last := v_rows -> -1;
  return jsonb_build_object(
    'rows', v_rows,
    'next', case when v_last is null then null
                 else jsonb_build_object('xid', v_last ->> 'change_xid', 'id', v_last ->> 'id') end,
    'has_more', v_count > v_limit
  );
end
$$;

revoke all on function public.sync_pull(text, text, uuid, int, uuid, uuid) from public;
grant execute on function public.sync_pull(text, text, uuid, int, uuid, uuid) to anon, authenticated, service_role;

-- One mutation, for one company (20261123000100 plus p_company): a row of another company is
-- never changed through this company's push, and a new row must land in this company (its
-- company_id comes from the `partii.company` setting, or from its parent for applications, notes
-- and messages, which must then be of this company too).
drop function if exists partii_private.apply_mutation(text, text, uuid, jsonb, bigint);

-- The keys of a patch that are to be written. jsonb_populate_record converts every key it finds
-- to its column's type, so a value the server ignores must not reach it: an older client's note
-- still sends created_by as the author's email, which is no uuid.
create or replace function partii_private.only_keys(p_patch jsonb, p_keys text[]) returns jsonb
language sql immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(k, p_patch -> k), '{}'::jsonb) from unnest(p_keys) k where p_patch ? k
$$;

revoke all on function partii_private.only_keys(jsonb, text[]) from public;
grant execute on function partii_private.only_keys(jsonb, text[]) to authenticated, service_role;

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
  -- D11: a profile id the server answered with an existing profile names that profile
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
      if p_table <> 'profiles' or v_constraint is distinct from 'profiles_company_email_key' then
        raise;
      end if;
      -- D11: the company already has a live candidate with this email: answer that one and
      -- remember the client's id as its alias
      select p.id into v_existing from public.profiles p
      where p.company_id = p_company and lower(p.email) = lower(v_patch ->> 'email') and p.deleted_at is null;
      if v_existing is null then
        raise;
      end if;
      perform partii_private.record_profile_alias(p_row_id, v_existing);
      select to_jsonb(p) into v_row from public.profiles p where p.id = v_existing;
    end;
    if (v_row ->> 'company_id')::uuid is distinct from p_company then
      raise exception using errcode = '42501', message = format('%s: the row would belong to another company', p_table);
    end if;
    return v_row;
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
  return v_row;
end
$$;

revoke all on function partii_private.apply_mutation(text, text, uuid, jsonb, bigint, uuid) from public;
grant execute on function partii_private.apply_mutation(text, text, uuid, jsonb, bigint, uuid) to authenticated, service_role;

-- Whether `p_role` may make this write; raises 42501 with a sentence a person can read when not.
-- RLS stays the guard; this answers the refusal per mutation, before anything is attempted,
-- instead of PostgreSQL's "new row violates row-level security policy".
create or replace function partii_private.check_push_role(p_role text, p_table text, p_row_id uuid)
returns void
language plpgsql stable security invoker
set search_path = ''
as $$
declare
  v_author uuid;
  v_found boolean;
begin
  if p_role in ('owner', 'admin', 'recruiter') then
    return;
  end if;
  if p_table = 'notes' then
    select true, n.created_by into v_found, v_author from public.notes n where n.id = p_row_id;
    if v_found is null or v_author = auth.uid() then
      return;
    end if;
    raise exception using errcode = '42501',
      message = format('Your role (%s) can change only your own notes.', p_role);
  end if;
  raise exception using errcode = '42501',
    message = format('Your role (%s) cannot change %s.', p_role,
                     case p_table when 'profiles' then 'candidates'
                                  when 'job_drafts' then 'job drafts'
                                  when 'job_draft_messages' then 'job drafts'
                                  else p_table end);
end
$$;

revoke all on function partii_private.check_push_role(text, text, uuid) from public;
grant execute on function partii_private.check_push_role(text, text, uuid) to authenticated, service_role;

-- sync_push as in 20261123000100 (D1, D3, D13), for one company: the caller must be a live member
-- of p_company (own company when null); new rows belong to it; a role's refused writes are
-- rejected one by one; the pull-only tables are refused.
drop function if exists public.sync_push(uuid, jsonb, uuid);

create or replace function public.sync_push(p_client_id uuid, p_mutations jsonb, p_expected_user uuid,
                                            p_company uuid default null)
returns jsonb
language plpgsql volatile security invoker
set search_path = public, pg_temp
as $$
declare
  v_m jsonb;
  v_results jsonb := '[]'::jsonb;
  v_mid uuid;
  v_table text;
  v_row_id uuid;
  v_row jsonb;
  v_retry_code text;
  v_company uuid;
  v_role text;
begin
  if auth.uid() is null then
    raise exception using errcode = '42501', message = 'sync_push needs a signed-in user';
  end if;
  -- D1: an engine bound to one user never writes with another user's token
  if p_expected_user is null or p_expected_user is distinct from auth.uid() then
    raise exception using errcode = '28000', message = 'signed in as another user';
  end if;
  if p_mutations is null or jsonb_typeof(p_mutations) <> 'array' then
    raise exception using errcode = '22023', message = 'p_mutations must be an array';
  end if;
  v_company := partii_private.sync_company(p_company);
  v_role := partii_private.member_role(v_company);
  -- the company of rows this call inserts (column defaults read it), for this transaction only
  perform set_config('partii.company', v_company::text, true);

  for v_m in select value from jsonb_array_elements(p_mutations) loop
    v_mid := null;
    -- D3: after a transient error, a later write may depend on the one to retry: none is attempted
    if v_retry_code is not null then
      v_results := v_results || jsonb_build_array(jsonb_build_object(
        'mutation_id', v_m ->> 'mutation_id', 'status', 'retry', 'row', null,
        'error', jsonb_build_object('code', v_retry_code, 'message', 'not attempted: an earlier write of this batch is to be retried'),
        'duplicate', false));
      continue;
    end if;
    begin -- each mutation in its own savepoint: one rejection does not undo the others
      v_mid := (v_m ->> 'mutation_id')::uuid;
      v_table := v_m ->> 'table';
      v_row_id := (v_m ->> 'row_id')::uuid;
      if v_mid is null or v_row_id is null then
        raise exception using errcode = '22023', message = 'mutation_id and row_id are required';
      end if;
      if v_table = any (partii_private.pulled_tables()) and not (v_table = any (partii_private.synced_tables())) then
        raise exception using errcode = '42501',
          message = format('%s is changed through the server''s functions only', v_table);
      end if;
      if v_table is null or not (v_table = any (partii_private.synced_tables())) then
        raise exception using errcode = '22023', message = format('unknown table %s', coalesce(v_table, 'null'));
      end if;

      if not partii_private.claim_mutation(v_mid, p_client_id, v_table, v_row_id) then
        if v_table = 'profiles' then
          v_row_id := partii_private.profile_alias_target(v_row_id);
        end if;
        execute format('select to_jsonb(t) from public.%I t where t.id = $1', v_table) into v_row using v_row_id;
        v_results := v_results || jsonb_build_array(jsonb_build_object(
          'mutation_id', v_mid, 'status', 'applied', 'row', v_row, 'error', null, 'duplicate', true));
        continue;
      end if;

      -- after the claim, so a write applied before the role narrowed still answers `applied` on a
      -- replay; a refusal here undoes the claim with the savepoint
      perform partii_private.check_push_role(v_role, v_table, v_row_id);

      v_row := partii_private.apply_mutation(v_table, v_m ->> 'op', v_row_id, v_m -> 'patch',
                                             nullif(v_m ->> 'base_version', '')::bigint, v_company);
      v_results := v_results || jsonb_build_array(jsonb_build_object(
        'mutation_id', v_mid, 'status', 'applied', 'row', v_row, 'error', null, 'duplicate', false));
    exception when others then
      -- D3: deadlock, serialization, lock, resources, shutdown, internal: transient, not the write's fault
      if left(sqlstate, 2) in ('40', '53', '55', '57', '58', 'XX') then
        v_retry_code := sqlstate;
        v_results := v_results || jsonb_build_array(jsonb_build_object(
          'mutation_id', coalesce(v_mid::text, v_m ->> 'mutation_id'), 'status', 'retry', 'row', null,
          'error', jsonb_build_object('code', sqlstate, 'message', sqlerrm), 'duplicate', false));
      else
        v_results := v_results || jsonb_build_array(jsonb_build_object(
          'mutation_id', coalesce(v_mid::text, v_m ->> 'mutation_id'), 'status', 'rejected', 'row', null,
          'error', jsonb_build_object('code', sqlstate, 'message', sqlerrm), 'duplicate', false));
      end if;
    end;
  end loop;
  return v_results;
end
$$;

revoke all on function public.sync_push(uuid, jsonb, uuid, uuid) from public;
grant execute on function public.sync_push(uuid, jsonb, uuid, uuid) to authenticated, service_role;

-- 10. team RPCs ------------------------------------------------------------------------------------
-- All SECURITY DEFINER (they write tables the API roles cannot) and all check the caller first.
-- Errors a person may see are SQLSTATE P0001 with the sentence to show (docs/teams.md "RPCs").

-- The caller's role in p_company, refused unless it is one of p_roles.
create or replace function partii_private.require_role(p_company uuid, p_roles text[], p_message text)
returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_role text;
begin
  if auth.uid() is null then
    raise exception using errcode = '42501', message = 'Sign in first.';
  end if;
  v_role := partii_private.member_role(p_company);
  if v_role is null then
    raise exception using errcode = '42501', message = 'not a member of this company', hint = 'partii:not_member';
  end if;
  if not (v_role = any (p_roles)) then
    raise exception using errcode = 'P0001', message = p_message;
  end if;
  return v_role;
end
$$;

revoke all on function partii_private.require_role(uuid, text[], text) from public, anon, authenticated;

-- sha256 hex of an invitation token: what company_invitations keeps.
create or replace function partii_private.invitation_token_hash(p_token text) returns text
language sql immutable
set search_path = ''
as $$
  select encode(extensions.digest(convert_to(coalesce(p_token, ''), 'UTF8'), 'sha256'), 'hex')
$$;

revoke all on function partii_private.invitation_token_hash(text) from public, anon, authenticated;

create or replace function public.create_company_invitation(p_company uuid, p_email text, p_role text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_role text;
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_token text;
  v_id uuid;
  v_expires timestamptz := now() + interval '7 days';
begin
  v_role := partii_private.require_role(p_company, array['owner', 'admin'], 'Only owners and admins can invite people.');
  if not public.is_valid_email(v_email) then
    raise exception using errcode = 'P0001', message = 'Please enter a valid email address.';
  end if;
  if p_role is null or p_role not in ('owner', 'admin', 'recruiter', 'interviewer') then
    raise exception using errcode = 'P0001', message = 'Choose a role: owner, admin, recruiter or interviewer.';
  end if;
  if p_role = 'owner' and v_role <> 'owner' then
    raise exception using errcode = 'P0001', message = 'Only an owner can invite an owner.';
  end if;
  if exists (select 1 from public.company_members m
             where m.company_id = p_company and m.email = v_email and m.deleted_at is null) then
    raise exception using errcode = 'P0001', message = format('%s is already a member of this company.', v_email);
  end if;

  -- a new invitation replaces a pending one to the same address: only the latest link works
  update public.company_invitations i set revoked_at = now()
   where i.company_id = p_company and i.email = v_email
     and i.accepted_at is null and i.revoked_at is null and i.deleted_at is null;

  -- 32 random bytes, base64url without padding (43 characters)
  v_token := rtrim(translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=');
  insert into public.company_invitations (company_id, email, role, token_hash, expires_at, invited_by)
  values (p_company, v_email, p_role, partii_private.invitation_token_hash(v_token), v_expires, auth.uid())
  returning id into v_id;
  return jsonb_build_object('id', v_id, 'token', v_token, 'expires_at', v_expires);
end
$$;

create or replace function public.revoke_company_invitation(p_invitation uuid)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_inv public.company_invitations%rowtype;
begin
  if auth.uid() is null then
    raise exception using errcode = '42501', message = 'Sign in first.';
  end if;
  select * into v_inv from public.company_invitations i where i.id = p_invitation for update;
  -- an invitation of a company the caller does not manage is not found, not forbidden
  if not found or v_inv.deleted_at is not null
     or partii_private.member_role(v_inv.company_id) is distinct from 'owner'
        and partii_private.member_role(v_inv.company_id) is distinct from 'admin' then
    raise exception using errcode = 'P0001', message = 'This invitation was not found.';
  end if;
  if v_inv.accepted_at is not null then
    raise exception using errcode = 'P0001', message = 'This invitation has already been used.';
  end if;
  if v_inv.revoked_at is null then
    update public.company_invitations set revoked_at = now() where id = v_inv.id;
  end if;
  return jsonb_build_object('id', v_inv.id);
end
$$;

-- What an invitation link shows before anyone signs in. The token is the secret: whoever holds it
-- may see the company, the address and the role it was sent for.
create or replace function public.invitation_preview(p_token text)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'company_name', c.name,
    'email', i.email,
    'role', i.role,
    'status', case when i.accepted_at is not null then 'accepted'
                   when i.revoked_at is not null or i.deleted_at is not null then 'revoked'
                   when i.expires_at <= now() then 'expired'
                   else 'pending' end)
  from public.company_invitations i
  join public.companies c on c.id = i.company_id
  where i.token_hash = partii_private.invitation_token_hash(p_token)
$$;

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

create or replace function public.set_company_member_role(p_company uuid, p_user uuid, p_role text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_member public.company_members%rowtype;
begin
  perform partii_private.require_role(p_company, array['owner', 'admin'], 'Only owners and admins can change roles.');
  if p_role is null or p_role not in ('owner', 'admin', 'recruiter', 'interviewer') then
    raise exception using errcode = 'P0001', message = 'Choose a role: owner, admin, recruiter or interviewer.';
  end if;
  select * into v_member from public.company_members m
  where m.company_id = p_company and m.user_id = p_user and m.deleted_at is null
  for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'This person is not a member of this company.';
  end if;
  -- the owner rules are the trigger's (company_members_owner_rules)
  if v_member.role is distinct from p_role then
    update public.company_members set role = p_role where id = v_member.id;
  end if;
  return jsonb_build_object('user_id', p_user, 'role', p_role);
end
$$;

create or replace function public.remove_company_member(p_company uuid, p_user uuid)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_member public.company_members%rowtype;
begin
  if auth.uid() is null then
    raise exception using errcode = '42501', message = 'Sign in first.';
  end if;
  -- anyone may leave; removing someone else is for owners and admins
  if p_user is distinct from auth.uid() then
    perform partii_private.require_role(p_company, array['owner', 'admin'], 'Only owners and admins can remove members.');
  end if;
  select * into v_member from public.company_members m
  where m.company_id = p_company and m.user_id = p_user and m.deleted_at is null
  for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'This person is not a member of this company.';
  end if;
  -- the owner rules (last owner, only owners remove owners) are the trigger's
  update public.company_members set deleted_at = now() where id = v_member.id;
  return jsonb_build_object('user_id', p_user);
end
$$;

create or replace function public.rename_company(p_company uuid, p_name text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
begin
  perform partii_private.require_role(p_company, array['owner', 'admin'], 'Only owners and admins can rename the company.');
  if char_length(v_name) < 1 or char_length(v_name) > 100 then
    raise exception using errcode = 'P0001', message = 'A company name has 1 to 100 characters.';
  end if;
  update public.companies set name = v_name where id = p_company and name is distinct from v_name;
  return jsonb_build_object('id', p_company, 'name', v_name);
end
$$;

-- The companies the caller is a live member of: their own first, then by name.
create or replace function public.my_companies()
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('company_id', c.id, 'name', c.name, 'role', m.role)
                            order by (c.id = auth.uid()) desc, lower(c.name), c.id), '[]'::jsonb)
  from public.company_members m
  join public.companies c on c.id = m.company_id
  where m.user_id = auth.uid() and m.deleted_at is null and c.deleted_at is null
$$;

-- "Last seen" of the caller's membership, written at most once a minute (every write reaches
-- every member's device through the feed).
create or replace function public.touch_company_membership(p_company uuid)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform partii_private.require_role(p_company, array['owner', 'admin', 'recruiter', 'interviewer'], '');
  update public.company_members m set last_seen_at = now()
   where m.company_id = p_company and m.user_id = auth.uid() and m.deleted_at is null
     and (m.last_seen_at is null or m.last_seen_at < now() - interval '1 minute');
end
$$;

revoke all on function public.create_company_invitation(uuid, text, text) from public;
revoke all on function public.revoke_company_invitation(uuid) from public;
revoke all on function public.invitation_preview(text) from public;
revoke all on function public.accept_company_invitation(text) from public;
revoke all on function public.set_company_member_role(uuid, uuid, text) from public;
revoke all on function public.remove_company_member(uuid, uuid) from public;
revoke all on function public.rename_company(uuid, text) from public;
revoke all on function public.my_companies() from public;
revoke all on function public.touch_company_membership(uuid) from public;
revoke all on function public.create_company_invitation(uuid, text, text) from anon;
revoke all on function public.revoke_company_invitation(uuid) from anon;
revoke all on function public.accept_company_invitation(text) from anon;
revoke all on function public.set_company_member_role(uuid, uuid, text) from anon;
revoke all on function public.remove_company_member(uuid, uuid) from anon;
revoke all on function public.rename_company(uuid, text) from anon;
revoke all on function public.my_companies() from anon;
revoke all on function public.touch_company_membership(uuid) from anon;
grant execute on function public.create_company_invitation(uuid, text, text) to authenticated, service_role;
grant execute on function public.revoke_company_invitation(uuid) to authenticated, service_role;
grant execute on function public.invitation_preview(text) to anon, authenticated, service_role;
grant execute on function public.accept_company_invitation(text) to authenticated, service_role;
grant execute on function public.set_company_member_role(uuid, uuid, text) to authenticated, service_role;
grant execute on function public.remove_company_member(uuid, uuid) to authenticated, service_role;
grant execute on function public.rename_company(uuid, text) to authenticated, service_role;
grant execute on function public.my_companies() to authenticated, service_role;
grant execute on function public.touch_company_membership(uuid) to authenticated, service_role;
