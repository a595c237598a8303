-- Interview day (issue 14; the contract is docs/interviews.md): interview plans and their stages,
-- a member's favourite plans, interviews and scorecards, as synced tables; the plan a job uses and
-- the stage an application is at.
--
-- Parts, in order:
--   1. tables, checks, indexes; jobs.interview_plan_id, applications.stage_id
--   2. server-kept columns: the company of a row (from its parent), the same-company rule for
--      every reference, favourites' user_id and scorecards' interviewer_id / application_id
--   3. the synced-table triggers (stamp, realtime, departures, attribution) and grants
--   4. row level security, with the definer helpers the scorecard policies need
--   5. an interview completes when its whole panel has submitted
--   6. activity rows
--   7. sync: the new tables in pulled_tables / synced_tables, writable_columns, apply_mutation
--      (the scorecard conflict rule), the per-mutation role check and sync_push

-- 1. tables -----------------------------------------------------------------------------------------

create table public.interview_plans (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default partii_private.current_company() references public.companies (id),
  name text not null check (char_length(name) between 1 and 100),
  description text check (char_length(description) <= 5000),
  job_type text check (job_type in ('technical', 'design', 'marketing', 'product', 'sales', 'customer-support')),
  status text not null default 'draft' check (status in ('active', 'draft', 'completed', 'archived')),
  template text check (char_length(template) <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8,
  created_by uuid,
  updated_by uuid
);

-- Shapes of the jsonb columns, checked cheaply (immutable, so a check constraint may call them).
-- focus_attributes: [{ "id": text (not empty), "name": text, "guidance": text }, ...]
create or replace function partii_private.valid_focus_attributes(p jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select jsonb_typeof(p) = 'array'
     and coalesce((select bool_and(jsonb_typeof(e) = 'object'
                                   and jsonb_typeof(e -> 'id') = 'string' and (e ->> 'id') <> ''
                                   and jsonb_typeof(e -> 'name') = 'string'
                                   and coalesce(jsonb_typeof(e -> 'guidance'), 'string') = 'string')
                   from jsonb_array_elements(case when jsonb_typeof(p) = 'array' then p else '[]'::jsonb end) e),
                  true)
$$;

-- questions: [text, ...]
create or replace function partii_private.valid_text_array(p jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select jsonb_typeof(p) = 'array'
     and coalesce((select bool_and(jsonb_typeof(e) = 'string')
                   from jsonb_array_elements(case when jsonb_typeof(p) = 'array' then p else '[]'::jsonb end) e),
                  true)
$$;

-- ratings: { "<focus attribute id>": { "rating": 1..4 | null, "note": text }, ... }
create or replace function partii_private.valid_ratings(p jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select jsonb_typeof(p) = 'object'
     and coalesce((select bool_and(jsonb_typeof(e.value) = 'object'
                                   and (coalesce(jsonb_typeof(e.value -> 'rating'), 'null') = 'null'
                                        or (jsonb_typeof(e.value -> 'rating') = 'number'
                                            and (e.value ->> 'rating') in ('1', '2', '3', '4')))
                                   and coalesce(jsonb_typeof(e.value -> 'note'), 'string') = 'string')
                   from jsonb_each(case when jsonb_typeof(p) = 'object' then p else '{}'::jsonb end) e),
                  true)
$$;

revoke all on function partii_private.valid_focus_attributes(jsonb) from public;
revoke all on function partii_private.valid_text_array(jsonb) from public;
revoke all on function partii_private.valid_ratings(jsonb) from public;
grant execute on function partii_private.valid_focus_attributes(jsonb) to anon, authenticated, service_role;
grant execute on function partii_private.valid_text_array(jsonb) to anon, authenticated, service_role;
grant execute on function partii_private.valid_ratings(jsonb) to anon, authenticated, service_role;

create table public.interview_stages (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default partii_private.current_company() references public.companies (id),
  plan_id uuid not null references public.interview_plans (id),
  -- order within the plan, ties by id; a stage put between two takes the midpoint
  position double precision not null default 0,
  name text not null check (char_length(name) between 1 and 100),
  type text not null default 'interview' check (type in ('interview', 'assessment', 'decision')),
  duration_minutes int check (duration_minutes between 1 and 600),
  focus_attributes jsonb not null default '[]'::jsonb
    check (partii_private.valid_focus_attributes(focus_attributes) and pg_column_size(focus_attributes) <= 100000),
  questions jsonb not null default '[]'::jsonb
    check (partii_private.valid_text_array(questions) and pg_column_size(questions) <= 100000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8,
  created_by uuid,
  updated_by uuid
);

create table public.interview_plan_favorites (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default partii_private.current_company() references public.companies (id),
  plan_id uuid not null references public.interview_plans (id),
  -- server-set to the signed-in member on insert, never changed (part 2)
  user_id uuid not null,
  favorite boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8,
  created_by uuid,
  updated_by uuid
);

create table public.interviews (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default partii_private.current_company() references public.companies (id),
  application_id uuid not null references public.applications (id),
  stage_id uuid references public.interview_stages (id) on delete set null,
  starts_at timestamptz not null,
  duration_minutes int not null default 60 check (duration_minutes between 1 and 600),
  -- user ids of members on the panel: at least one, no nulls (duplicates are dropped, part 2)
  interviewer_ids uuid[] not null
    check (cardinality(interviewer_ids) between 1 and 50 and array_position(interviewer_ids, null) is null),
  location text check (char_length(location) <= 500),
  video_url text check (video_url ~* '^https?://[^[:space:]]+$' and char_length(video_url) <= 2000),
  status text not null default 'scheduled' check (status in ('scheduled', 'completed', 'cancelled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8,
  created_by uuid,
  updated_by uuid
);

create table public.scorecards (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default partii_private.current_company() references public.companies (id),
  interview_id uuid not null references public.interviews (id),
  -- always its interview's application (part 2)
  application_id uuid not null references public.applications (id),
  -- server-set to the author on insert, never changed (part 2)
  interviewer_id uuid not null,
  ratings jsonb not null default '{}'::jsonb
    check (partii_private.valid_ratings(ratings) and pg_column_size(ratings) <= 100000),
  recommendation text not null check (recommendation in ('strong_no', 'no', 'yes', 'strong_yes')),
  key_takeaways text not null default '' check (char_length(key_takeaways) <= 20000),
  -- a scorecard exists on the server only once submitted (drafts stay on the device)
  submitted_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8,
  created_by uuid,
  updated_by uuid
);

-- One live favourite per (plan, member) and one live scorecard per (interview, interviewer):
-- their ids are deterministic (docs/interviews.md), so two devices name the same row anyway.
create unique index interview_plan_favorites_live_key on public.interview_plan_favorites (plan_id, user_id)
  where deleted_at is null;
create unique index scorecards_live_key on public.scorecards (interview_id, interviewer_id)
  where deleted_at is null;

-- the change feed (service role) and a company's pull (20261124000100)
create index interview_plans_change_feed_idx on public.interview_plans (change_xid, id);
create index interview_stages_change_feed_idx on public.interview_stages (change_xid, id);
create index interview_plan_favorites_change_feed_idx on public.interview_plan_favorites (change_xid, id);
create index interviews_change_feed_idx on public.interviews (change_xid, id);
create index scorecards_change_feed_idx on public.scorecards (change_xid, id);
create index interview_plans_company_feed_idx on public.interview_plans (company_id, change_xid, id);
create index interview_stages_company_feed_idx on public.interview_stages (company_id, change_xid, id);
create index interview_plan_favorites_company_feed_idx on public.interview_plan_favorites (company_id, change_xid, id);
create index interviews_company_feed_idx on public.interviews (company_id, change_xid, id);
create index scorecards_company_feed_idx on public.scorecards (company_id, change_xid, id);

-- the references (foreign keys' deletes, the policies' lookups)
create index interview_stages_plan_idx on public.interview_stages (plan_id, position, id);
create index interviews_application_idx on public.interviews (application_id);
create index interviews_stage_idx on public.interviews (stage_id) where stage_id is not null;
create index scorecards_application_author_idx on public.scorecards (application_id, interviewer_id)
  where deleted_at is null;

-- the plan a job uses, the stage an application is at
alter table public.jobs add column interview_plan_id uuid references public.interview_plans (id) on delete set null;
alter table public.applications add column stage_id uuid references public.interview_stages (id) on delete set null;
create index jobs_interview_plan_idx on public.jobs (interview_plan_id) where interview_plan_id is not null;
create index applications_stage_idx on public.applications (stage_id) where stage_id is not null;

-- Every company now has interview activity (docs/interviews.md "Server-kept").
alter table public.activity drop constraint activity_kind_check;
alter table public.activity add constraint activity_kind_check
  check (kind in ('stage_moved', 'note_added', 'job_status_changed', 'member_invited', 'member_joined',
                  'member_role_changed', 'member_removed', 'interview_scheduled', 'interview_completed',
                  'interview_cancelled', 'scorecard_submitted'));

-- 2. server-kept columns ----------------------------------------------------------------------------

-- A row belongs to its parent's company (as notes_set_company): a stage and a favourite to their
-- plan's, an interview to its application's, a scorecard to its interview's. A row never moves to
-- another company, and every row it names must be of its company: a plan, stage, application or
-- interview of another company is "not found" (23503), as if it did not exist. SECURITY DEFINER:
-- the parent is looked up whatever the caller may read (RLS decides, afterwards, whether the
-- caller may write the row into that company).
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
  elsif tg_table_name = 'scorecards' then
    if tg_op = 'UPDATE' then
      new.interview_id := old.interview_id;
    end if;
    select i.company_id, i.application_id into v_company, v_application
      from public.interviews i where i.id = new.interview_id;
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

-- Names are stored trimmed (the checks then bound what is seen); an interview's panel has each
-- member once, and a member added to it must be a live member of the company.
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

-- Who a favourite and a scorecard belong to is the server's: the signed-in caller on insert, never
-- changed after. A value sent by a client (anon, authenticated: REST or sync_push) is ignored;
-- trusted server code (the seed, an operator, the service role) may name the member itself.
-- Nobody deletes a scorecard through the API, not even its author (docs/interviews.md "Roles").
-- Not SECURITY DEFINER: current_user tells a client from trusted code.
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
    else
      new.interviewer_id := old.interviewer_id;
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

-- The plan a job uses and the stage an application is at are of the row's company.
create or replace function partii_private.interview_refs_same_company() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'jobs' then
    if new.interview_plan_id is not null and not exists (
      select 1 from public.interview_plans p where p.id = new.interview_plan_id and p.company_id = new.company_id
    ) then
      raise foreign_key_violation using message = 'interview plan not found in the job''s company';
    end if;
  elsif tg_table_name = 'applications' then
    if new.stage_id is not null and not exists (
      select 1 from public.interview_stages s where s.id = new.stage_id and s.company_id = new.company_id
    ) then
      raise foreign_key_violation using message = 'interview stage not found in the application''s company';
    end if;
  end if;
  return new;
end
$$;

revoke all on function partii_private.interview_rows_set_company() from public, anon, authenticated;
revoke all on function partii_private.interview_rows_tidy() from public, anon, authenticated;
revoke all on function partii_private.interview_rows_owner() from public, anon, authenticated;
revoke all on function partii_private.interview_refs_same_company() from public, anon, authenticated;

-- Firing order is alphabetical: the company (a_), the server-kept columns (b_), attribution (y_),
-- the stamp (z_). On jobs and applications after their own a_/b_ triggers (the company is known).
create trigger a_keep_company before update on public.interview_plans
  for each row execute function public.keep_company_id();
create trigger a_set_company before insert or update on public.interview_stages
  for each row execute function partii_private.interview_rows_set_company();
create trigger a_set_company before insert or update on public.interview_plan_favorites
  for each row execute function partii_private.interview_rows_set_company();
create trigger a_set_company before insert or update on public.interviews
  for each row execute function partii_private.interview_rows_set_company();
create trigger a_set_company before insert or update on public.scorecards
  for each row execute function partii_private.interview_rows_set_company();

create trigger b_tidy before insert or update on public.interview_plans
  for each row execute function partii_private.interview_rows_tidy();
create trigger b_tidy before insert or update on public.interview_stages
  for each row execute function partii_private.interview_rows_tidy();
create trigger b_tidy before insert or update of interviewer_ids on public.interviews
  for each row execute function partii_private.interview_rows_tidy();
create trigger b_owner before insert or update on public.interview_plan_favorites
  for each row execute function partii_private.interview_rows_owner();
create trigger b_owner before insert or update on public.scorecards
  for each row execute function partii_private.interview_rows_owner();

create trigger c_interview_refs before insert or update of interview_plan_id, company_id on public.jobs
  for each row execute function partii_private.interview_refs_same_company();
create trigger c_interview_refs before insert or update of stage_id, job_id, company_id on public.applications
  for each row execute function partii_private.interview_refs_same_company();

-- 3. the synced-table triggers and grants --------------------------------------------------------------

do $$
declare
  v_table text;
begin
  foreach v_table in array array['interview_plans', 'interview_stages', 'interview_plan_favorites', 'interviews',
                                 'scorecards'] loop
    -- created_by / updated_by (20261124000100 part 6), then the stamp
    execute format('create trigger y_attribution before insert or update on public.%I
                    for each row execute function partii_private.stamp_attribution()', v_table);
    execute format('create trigger z_sync_stamp before insert or update on public.%I
                    for each row execute function public.sync_stamp_row()', v_table);
    -- the realtime poke (20260101000500)
    execute format('create trigger zz_notify_change after insert or update or delete on public.%I
                    for each row execute function public.notify_partii_change()', v_table);
    -- a row that leaves a company reaches it as a tombstone (20261123000400)
    execute format('create trigger zz_record_departure after update of company_id on public.%I
                    for each row execute function partii_private.record_departure()', v_table);
    execute format('alter table public.%I enable always trigger zz_record_departure', v_table);

    -- hosted projects deliver postgres_changes from this publication
    if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
      create publication supabase_realtime;
    end if;
    if not exists (
      select 1 from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = v_table
    ) then
      execute format('alter publication supabase_realtime add table public.%I', v_table);
    end if;

    -- RLS decides the rows; soft deletes only (no DELETE grant, 20261123000100 D12); visitors none
    execute format('alter table public.%I enable row level security', v_table);
    execute format('revoke all on public.%I from anon, authenticated', v_table);
    execute format('grant select, insert, update on public.%I to authenticated', v_table);
    execute format('grant all on public.%I to service_role', v_table);
  end loop;
end
$$;

-- 4. row level security -------------------------------------------------------------------------------
--
-- docs/interviews.md "Roles": owner, admin and recruiter write plans, stages and interviews; an
-- interviewer reads them. Favourites are each member's own. Scorecards: each member writes their
-- own, on interviews they are on; owner, admin and recruiter read all; an interviewer reads their
-- own, and other members' scorecards of an application once they have submitted their own for it
-- (no anchoring on colleagues' opinions before forming one's own).

-- Whether the caller is on an interview's panel. SECURITY DEFINER: one lookup by primary key,
-- without the interviews policies on top.
create or replace function partii_private.on_interview_panel(p_interview uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.interviews i
    where i.id = p_interview and i.deleted_at is null and auth.uid() = any (i.interviewer_ids)
  )
$$;

-- Whether the caller has submitted a scorecard for an application. SECURITY DEFINER: the
-- scorecards policy asks it about scorecards, which would otherwise ask the policy again.
create or replace function partii_private.has_own_scorecard(p_application uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.scorecards s
    where s.application_id = p_application and s.interviewer_id = auth.uid() and s.deleted_at is null
  )
$$;

revoke all on function partii_private.on_interview_panel(uuid) from public;
revoke all on function partii_private.has_own_scorecard(uuid) from public;
grant execute on function partii_private.on_interview_panel(uuid) to authenticated, service_role;
grant execute on function partii_private.has_own_scorecard(uuid) to authenticated, service_role;

create policy interview_plans_member_read on public.interview_plans for select to authenticated
  using ((select partii_private.member_role(company_id)) is not null);
create policy interview_plans_writer_insert on public.interview_plans for insert to authenticated
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));
create policy interview_plans_writer_update on public.interview_plans for update to authenticated
  using ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'))
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));

create policy interview_stages_member_read on public.interview_stages for select to authenticated
  using ((select partii_private.member_role(company_id)) is not null);
create policy interview_stages_writer_insert on public.interview_stages for insert to authenticated
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));
create policy interview_stages_writer_update on public.interview_stages for update to authenticated
  using ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'))
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));

create policy interview_plan_favorites_own_read on public.interview_plan_favorites for select to authenticated
  using (user_id = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null);
create policy interview_plan_favorites_own_insert on public.interview_plan_favorites for insert to authenticated
  with check (user_id = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null);
create policy interview_plan_favorites_own_update on public.interview_plan_favorites for update to authenticated
  using (user_id = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null)
  with check (user_id = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null);

create policy interviews_member_read on public.interviews for select to authenticated
  using ((select partii_private.member_role(company_id)) is not null);
create policy interviews_writer_insert on public.interviews for insert to authenticated
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));
create policy interviews_writer_update on public.interviews for update to authenticated
  using ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'))
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));

create policy scorecards_writer_read on public.scorecards for select to authenticated
  using ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));
create policy scorecards_own_read on public.scorecards for select to authenticated
  using (interviewer_id = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null);
create policy scorecards_after_own_read on public.scorecards for select to authenticated
  using ((select partii_private.member_role(company_id)) is not null
         and partii_private.has_own_scorecard(application_id));
create policy scorecards_own_insert on public.scorecards for insert to authenticated
  with check (interviewer_id = (select auth.uid())
              and (select partii_private.member_role(company_id)) is not null
              and partii_private.on_interview_panel(interview_id));
create policy scorecards_own_update on public.scorecards for update to authenticated
  using (interviewer_id = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null)
  with check (interviewer_id = (select auth.uid())
              and (select partii_private.member_role(company_id)) is not null
              and partii_private.on_interview_panel(interview_id));

-- 5. an interview completes when its whole panel has submitted ------------------------------------------
--
-- As the submitting user (auth.uid() stays theirs: attribution and the activity name them), but
-- SECURITY DEFINER: an interviewer may not write interviews. The interview row is locked first
-- (no key update: the scorecard's foreign key holds a key share on it), so of two panel members
-- submitting at once the second to lock counts both scorecards. A cancelled interview stays
-- cancelled; a completed one stays completed.
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
  if v_status is distinct from 'scheduled' then
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

create or replace function partii_private.scorecards_complete_interview() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.deleted_at is null then
    perform partii_private.complete_interview_if_all_submitted(new.interview_id);
  end if;
  return null;
end
$$;

-- A panel changed so that everyone left on it has submitted completes the interview too.
create or replace function partii_private.interviews_complete_if_all_submitted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.status = 'scheduled' and new.deleted_at is null
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

revoke all on function partii_private.complete_interview_if_all_submitted(uuid) from public, anon, authenticated;
revoke all on function partii_private.scorecards_complete_interview() from public, anon, authenticated;
revoke all on function partii_private.interviews_complete_if_all_submitted() from public, anon, authenticated;

create trigger zy_complete_interview after insert or update of interviewer_id, interview_id, deleted_at
  on public.scorecards
  for each row execute function partii_private.scorecards_complete_interview();
create trigger c_complete_if_all_submitted before update of interviewer_ids on public.interviews
  for each row execute function partii_private.interviews_complete_if_all_submitted();

-- 6. activity ------------------------------------------------------------------------------------------
--
-- docs/interviews.md "Server-kept": an interview scheduled, completed or cancelled, a scorecard
-- submitted, each with its candidate, job (and for interviews the time and stage), written by the
-- server as the acting member (like record_activity, 20261124000100 part 8: only a signed-in
-- caller's change is history).
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
  else
    v_data := v_data || jsonb_build_object('recommendation', new.recommendation);
  end if;

  insert into public.activity (company_id, actor_id, actor_name, kind, application_id, profile_id, job_id, data)
  values (new.company_id, v_uid, partii_private.actor_name(new.company_id), v_kind, v_application.id,
          v_application.applicant_id, v_application.job_id, v_data);
  return null;
end
$$;

revoke all on function partii_private.record_interview_activity() from public, anon, authenticated;

create trigger zx_activity after insert or update of status on public.interviews
  for each row execute function partii_private.record_interview_activity();
create trigger zx_activity after insert on public.scorecards
  for each row execute function partii_private.record_interview_activity();

-- 7. sync ----------------------------------------------------------------------------------------------

-- The one list sync_push accepts (20261123000100, 20261123000200): plus the five new tables.
create or replace function partii_private.synced_tables() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['jobs', 'profiles', 'applications', 'notes', 'job_drafts', 'job_draft_messages',
               'interview_plans', 'interview_stages', 'interview_plan_favorites', 'interviews', 'scorecards']::text[]
$$;

-- Every table a company's store pulls, in pull order (docs/interviews.md "Pull order"): the plans
-- before the jobs that use them, interviews and scorecards after the notes.
create or replace function partii_private.pulled_tables() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['companies', 'company_members', 'company_invitations', 'interview_plans', 'interview_stages',
               'interview_plan_favorites', 'jobs', 'profiles', 'applications', 'notes', 'job_drafts',
               'job_draft_messages', 'interviews', 'scorecards', 'activity']::text[]
$$;

-- Columns a client may write through sync_push (20261124000100), plus the owners of a favourite
-- and a scorecard, which the server sets.
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
    and not (p_table = 'interview_plan_favorites' and a.attname = 'user_id')
    and not (p_table = 'scorecards' and a.attname = 'interviewer_id')
    and (p_inserting or a.attname <> 'created_at')
$$;

-- Two texts written apart, kept both (the notes rule): the server's, a blank line, the new one;
-- either alone when the other is empty or they are the same.
create or replace function partii_private.keep_both_texts(p_server text, p_new text) returns text
language sql immutable
set search_path = ''
as $$
  select case when coalesce(p_new, '') = '' then coalesce(p_server, '')
              when coalesce(p_server, '') = '' or p_server = p_new then p_new
              else p_server || E'\n\n' || p_new end
$$;

revoke all on function partii_private.keep_both_texts(text, text) from public;
grant execute on function partii_private.keep_both_texts(text, text) to authenticated, service_role;

-- docs/interviews.md "Conflict rule for scorecards": a scorecard written without having seen the
-- server's version keeps both texts of key_takeaways and of each attribute's note; ratings and the
-- recommendation are the last writer's. Attributes only the server has are kept.
create or replace function partii_private.merge_scorecard_patch(p_current jsonb, p_patch jsonb) returns jsonb
language plpgsql immutable
set search_path = ''
as $$
declare
  v_patch jsonb := p_patch;
  v_server jsonb := coalesce(p_current -> 'ratings', '{}'::jsonb);
  v_new jsonb;
  v_merged jsonb;
  v_key text;
begin
  if v_patch ? 'key_takeaways' and jsonb_typeof(v_patch -> 'key_takeaways') = 'string' then
    v_patch := jsonb_set(v_patch, '{key_takeaways}',
      to_jsonb(partii_private.keep_both_texts(p_current ->> 'key_takeaways', v_patch ->> 'key_takeaways')));
  end if;
  if v_patch ? 'ratings' and jsonb_typeof(v_patch -> 'ratings') = 'object' and jsonb_typeof(v_server) = 'object' then
    v_new := v_patch -> 'ratings';
    v_merged := v_server || v_new;
    for v_key in select k from jsonb_object_keys(v_new) k loop
      if v_server ? v_key and jsonb_typeof(v_server -> v_key) = 'object' and jsonb_typeof(v_new -> v_key) = 'object'
         and coalesce(jsonb_typeof(v_new -> v_key -> 'note'), 'string') = 'string' then
        v_merged := jsonb_set(v_merged, array[v_key, 'note'],
          to_jsonb(partii_private.keep_both_texts(v_server -> v_key ->> 'note', v_new -> v_key ->> 'note')));
      end if;
    end loop;
    v_patch := jsonb_set(v_patch, '{ratings}', v_merged);
  end if;
  return v_patch;
end
$$;

revoke all on function partii_private.merge_scorecard_patch(jsonb, jsonb) from public;
grant execute on function partii_private.merge_scorecard_patch(jsonb, jsonb) to authenticated, service_role;

-- apply_mutation as in 20261124000100, plus the scorecard conflict rule beside the notes rule, and
-- an insert that meets the same id inserted meanwhile by a concurrent push becomes an update.
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
      if v_constraint = p_table || '_pkey' then
        -- the same id inserted meanwhile by another transaction (one scorecard or favourite
        -- submitted on two devices at once, their ids being deterministic): that transaction has
        -- committed (the insert waited for it), so the row is there now, and this write becomes
        -- an update of it below, under the same rules as any other
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

  -- scorecards the same (docs/interviews.md "Conflict rule for scorecards"): written on an older
  -- version, or without one (a second device's first submit of the same scorecard), the texts of
  -- both are kept; ratings and the recommendation are the last writer's
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
  return v_row;
end
$$;

revoke all on function partii_private.apply_mutation(text, text, uuid, jsonb, bigint, uuid) from public;
grant execute on function partii_private.apply_mutation(text, text, uuid, jsonb, bigint, uuid) to authenticated, service_role;

-- Who wrote a favourite or a scorecard, and the panel of an interview, in the caller's company,
-- whatever the caller may read (an interviewer does not read a colleague's scorecard, yet must be
-- told it is not theirs rather than that its id is taken).
create or replace function partii_private.row_owner(p_table text, p_row_id uuid, p_company uuid) returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_owner uuid;
begin
  if partii_private.member_role(p_company) is null then
    return null;
  end if;
  if p_table = 'scorecards' then
    select s.interviewer_id into v_owner from public.scorecards s where s.id = p_row_id and s.company_id = p_company;
  elsif p_table = 'interview_plan_favorites' then
    select f.user_id into v_owner from public.interview_plan_favorites f where f.id = p_row_id and f.company_id = p_company;
  end if;
  return v_owner;
end
$$;

revoke all on function partii_private.row_owner(text, uuid, uuid) from public;
grant execute on function partii_private.row_owner(text, uuid, uuid) to authenticated, service_role;

-- Whether `p_role` may make this write; raises 42501 with a sentence a person can read when not
-- (20261124000100 check_push_role, now told the operation and the patch). RLS stays the guard.
--   - scorecards (every role): never deleted; only its author changes one; only a member on the
--     interview's panel writes one;
--   - favourites (every role): only one's own;
--   - an interviewer writes notes (their own), scorecards and favourites, nothing else.
create or replace function partii_private.check_push_role(p_role text, p_table text, p_op text, p_row_id uuid,
                                                          p_patch jsonb, p_company uuid)
returns void
language plpgsql stable security invoker
set search_path = ''
as $$
declare
  v_author uuid;
  v_found boolean;
  v_owner uuid;
  v_interview uuid;
begin
  if p_table = 'scorecards' then
    if p_op = 'delete' then
      raise exception using errcode = '42501', message = 'A scorecard cannot be deleted.';
    end if;
    v_owner := partii_private.row_owner(p_table, p_row_id, p_company);
    if v_owner is not null and v_owner is distinct from auth.uid() then
      raise exception using errcode = '42501', message = 'Only its author can change a scorecard.';
    end if;
    if v_owner is not null then
      select s.interview_id into v_interview from public.scorecards s where s.id = p_row_id;
    else
      begin
        v_interview := nullif(p_patch ->> 'interview_id', '')::uuid;
      exception when others then
        v_interview := null;
      end;
    end if;
    -- an unknown interview is answered by the insert (23503 interview not found)
    if v_interview is not null and exists (select 1 from public.interviews i where i.id = v_interview)
       and not partii_private.on_interview_panel(v_interview) then
      raise exception using errcode = '42501', message = 'You are not an interviewer on this interview.';
    end if;
    return;
  end if;
  if p_table = 'interview_plan_favorites' then
    v_owner := partii_private.row_owner(p_table, p_row_id, p_company);
    if v_owner is not null and v_owner is distinct from auth.uid() then
      raise exception using errcode = '42501', message = 'You can change only your own favourites.';
    end if;
    return;
  end if;
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
                                  when 'interview_plans' then 'interview plans'
                                  when 'interview_stages' then 'interview plans'
                                  else p_table end);
end
$$;

revoke all on function partii_private.check_push_role(text, text, text, uuid, jsonb, uuid) from public;
grant execute on function partii_private.check_push_role(text, text, text, uuid, jsonb, uuid) to authenticated, service_role;

-- sync_push as in 20261124000100, with the role check told the operation and the patch.
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
      perform partii_private.check_push_role(v_role, v_table, v_m ->> 'op', v_row_id, v_m -> 'patch', v_company);

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

-- the role check's older form, now unused
drop function if exists partii_private.check_push_role(text, text, uuid);
