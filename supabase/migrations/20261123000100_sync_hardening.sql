-- Sync protocol v2, server side (issue #9; docs/contracts.md "Sync protocol v2"). Each part names
-- the defect it answers (D1…D13 = the numbered defects of issue #9):
--   - one list of synced tables (partii_private.synced_tables) used by every sync function;
--   - D1  sync_pull / sync_push take the expected user and refuse another caller (28000);
--   - D3  transient errors inside sync_push answer `retry`, and the rest of the batch too;
--   - D4  resumes are authorised by the application in the path; applications.cv_url is server-owned;
--   - D7  submit_application never rewrites or resurrects a candidate; applications.applicant_contact;
--   - D8  jobs.first_published_at: visitors get tombstones only of jobs that were once public;
--   - D11 a profile insert for a known email becomes an alias of the existing profile;
--   - D12 no DELETE grant on synced tables (soft deletes only);
--   - D13 a replayed mutation id must name the same user, table and row.

-- the synced tables ---------------------------------------------------------------------------

-- The one list sync_pull and sync_push accept. Later migrations `create or replace` it to add a
-- table (20261123000200 adds job_draft_messages).
create or replace function partii_private.synced_tables() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['jobs', 'profiles', 'applications', 'notes', 'job_drafts']::text[]
$$;

revoke all on function partii_private.synced_tables() from public;
grant execute on function partii_private.synced_tables() to anon, authenticated, service_role;

-- D12: soft deletes only ----------------------------------------------------------------------
-- A hard DELETE leaves no tombstone for the change feed, so devices would diverge. The service
-- role (trusted server code, maintenance) keeps it.
do $$
declare
  v_table text;
begin
  foreach v_table in array partii_private.synced_tables() loop
    execute format('revoke delete, truncate on public.%I from anon, authenticated', v_table);
  end loop;
end
$$;

-- Tables later migrations create (a new synced table) do not get DELETE by default either; a
-- table that really wants hard deletes through the API grants them explicitly.
alter default privileges in schema public revoke delete, truncate on tables from anon, authenticated;

-- D8: jobs.first_published_at -----------------------------------------------------------------
alter table public.jobs add column first_published_at timestamptz;

-- Existing jobs: published and archived ones were (as far as anyone can tell) public once. The
-- update goes through the sync triggers, so every device pulls the new column.
update public.jobs set first_published_at = updated_at
where status in ('published', 'archived') and first_published_at is null;

-- Server-owned: set the first time the status is 'published', never moved or cleared afterwards,
-- whatever the client sends.
create or replace function public.jobs_first_published() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.first_published_at := case when new.status = 'published' then now() end;
  else
    new.first_published_at := coalesce(old.first_published_at, case when new.status = 'published' then now() end);
  end if;
  return new;
end
$$;

revoke all on function public.jobs_first_published() from public, anon, authenticated;

create trigger b_first_published before insert or update on public.jobs
  for each row execute function public.jobs_first_published();

create index jobs_first_published_idx on public.jobs (first_published_at) where first_published_at is not null;

-- D7 / D4: server-owned application columns ---------------------------------------------------

-- What the applicant typed (names, email, phone), kept on their application: submit_application
-- never changes a recruiter's non-empty profile fields, so this is where the applicant's own
-- values live.
alter table public.applications add column applicant_contact jsonb
  check (applicant_contact is null
         or (jsonb_typeof(applicant_contact) = 'object' and pg_column_size(applicant_contact) <= 10000));

-- cv_url and applicant_contact are written by submit_application (SECURITY DEFINER) only. A
-- client (anon, authenticated: REST or sync_push) can neither set nor change them: a cv_url copied
-- from another company's application must never point a row at someone else's file.
create or replace function public.applications_server_owned() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      if new.cv_url is not null or new.applicant_contact is not null then
        raise exception using errcode = '42501', message = 'applications.cv_url and applicant_contact are set by the server';
      end if;
    elsif new.cv_url is distinct from old.cv_url or new.applicant_contact is distinct from old.applicant_contact then
      raise exception using errcode = '42501', message = 'applications.cv_url and applicant_contact are set by the server';
    end if;
  end if;
  return new;
end
$$;

revoke all on function public.applications_server_owned() from public, anon, authenticated;

create trigger b_server_owned before insert or update on public.applications
  for each row execute function public.applications_server_owned();

-- Columns a client may write through sync_push: server-maintained ones are never taken from it.
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
                          'first_published_at', 'cv_url', 'applicant_contact')
    and (p_inserting or a.attname <> 'created_at')
$$;

-- D11: profile aliases ------------------------------------------------------------------------

-- Live profiles only are unique per company and email: a deleted candidate does not block a new
-- one (D7: a deleted profile is not resurrected by an application).
drop index public.profiles_company_email_key;
create unique index profiles_company_email_key on public.profiles (company_id, lower(email)) where deleted_at is null;

-- A profile id a client made for an email its company already had ("Add Candidate" offline):
-- the server answered the existing profile and remembers the client's id as an alias of it, so
-- later mutations, applications and notes naming the alias reach the existing profile.
create table partii_private.profile_aliases (
  alias_id uuid primary key,
  profile_id uuid not null references public.profiles (id) on delete cascade,
  company_id uuid not null,
  created_at timestamptz not null default now()
);

create index profile_aliases_profile_idx on partii_private.profile_aliases (profile_id);

alter table partii_private.profile_aliases enable row level security;
revoke all on partii_private.profile_aliases from public, anon, authenticated;
grant all on partii_private.profile_aliases to service_role;

-- The profile an id names: the aliased profile for an alias, else the id itself. Whether the
-- caller may reach that profile is decided where it is used (RLS, the company triggers).
create or replace function partii_private.profile_alias_target(p_id uuid)
returns uuid
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select a.profile_id from partii_private.profile_aliases a where a.alias_id = p_id), p_id)
$$;

revoke all on function partii_private.profile_alias_target(uuid) from public;
grant execute on function partii_private.profile_alias_target(uuid) to authenticated, service_role;

-- Records p_alias as an alias of p_profile, a live profile of the caller's company.
create or replace function partii_private.record_profile_alias(p_alias uuid, p_profile uuid)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_company uuid;
begin
  select p.company_id into v_company from public.profiles p
  where p.id = p_profile and p.company_id = auth.uid() and p.deleted_at is null;
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

revoke all on function partii_private.record_profile_alias(uuid, uuid) from public;
grant execute on function partii_private.record_profile_alias(uuid, uuid) to authenticated, service_role;

-- applications.company_id is always the company of its job; its candidate (an alias resolved)
-- must be of the same company.
create or replace function public.applications_set_company() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_company uuid;
begin
  select j.company_id into v_company from public.jobs j where j.id = new.job_id;
  if v_company is null then
    raise foreign_key_violation using message = 'job not found';
  end if;
  new.company_id := v_company;
  if new.applicant_id is not null then
    new.applicant_id := partii_private.profile_alias_target(new.applicant_id);
    if not exists (
      select 1 from public.profiles p where p.id = new.applicant_id and p.company_id = v_company
    ) then
      raise foreign_key_violation using message = 'applicant not found in the job''s company';
    end if;
  end if;
  return new;
end
$$;

-- notes.company_id is always the company of the candidate (an alias resolved) the note is about.
create or replace function public.notes_set_company() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_company uuid;
begin
  new.candidate_id := partii_private.profile_alias_target(new.candidate_id);
  select p.company_id into v_company from public.profiles p where p.id = new.candidate_id;
  if v_company is null then
    raise foreign_key_violation using message = 'candidate not found';
  end if;
  new.company_id := v_company;
  return new;
end
$$;

revoke all on function public.applications_set_company() from public, anon, authenticated;
revoke all on function public.notes_set_company() from public, anon, authenticated;

-- D13: a mutation id names one user, table and row ---------------------------------------------
create or replace function partii_private.claim_mutation(p_mutation_id uuid, p_client_id uuid, p_table text, p_row_id uuid)
returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_claimed public.sync_mutations%rowtype;
begin
  insert into public.sync_mutations (mutation_id, user_id, client_id, table_name, row_id)
  values (p_mutation_id, v_user, p_client_id, p_table, p_row_id)
  on conflict (mutation_id) do nothing;
  if found then
    return true;
  end if;
  select * into v_claimed from public.sync_mutations m where m.mutation_id = p_mutation_id;
  if v_claimed.user_id is distinct from v_user
     or v_claimed.table_name is distinct from p_table
     or v_claimed.row_id is distinct from p_row_id then
    raise exception using errcode = '23505', message = 'mutation id already used for another row';
  end if;
  return false;
end
$$;

revoke all on function partii_private.claim_mutation(uuid, uuid, text, uuid) from public;
grant execute on function partii_private.claim_mutation(uuid, uuid, text, uuid) to authenticated, service_role;

-- One mutation; answers the row after it (null when a delete found nothing to delete).
create or replace function partii_private.apply_mutation(p_table text, p_op text, p_row_id uuid, p_patch jsonb, p_base_version bigint)
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
    execute format('update public.%I t set deleted_at = coalesce(t.deleted_at, now()) where t.id = $1 returning to_jsonb(t)', p_table)
      into v_row using v_row_id;
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
        into v_row using v_row_id, v_patch;
    exception when unique_violation then
      get stacked diagnostics v_constraint = constraint_name;
      if p_table <> 'profiles' or v_constraint is distinct from 'profiles_company_email_key' then
        raise;
      end if;
      -- D11: the company already has a live candidate with this email: answer that one and
      -- remember the client's id as its alias (the caller's company is the insert's company)
      select p.id into v_existing from public.profiles p
      where p.company_id = auth.uid() and lower(p.email) = lower(v_patch ->> 'email') and p.deleted_at is null;
      if v_existing is null then
        raise;
      end if;
      perform partii_private.record_profile_alias(p_row_id, v_existing);
      select to_jsonb(p) into v_row from public.profiles p where p.id = v_existing;
    end;
    return v_row;
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
    into v_row using v_row_id, v_patch;
  return v_row;
end
$$;

revoke all on function partii_private.apply_mutation(text, text, uuid, jsonb, bigint) from public;
grant execute on function partii_private.apply_mutation(text, text, uuid, jsonb, bigint) to authenticated, service_role;

-- D1 / D3 / D13: sync_push ----------------------------------------------------------------------
drop function if exists public.sync_push(uuid, jsonb);

create or replace function public.sync_push(p_client_id uuid, p_mutations jsonb, p_expected_user uuid)
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

      v_row := partii_private.apply_mutation(v_table, v_m ->> 'op', v_row_id, v_m -> 'patch',
                                             nullif(v_m ->> 'base_version', '')::bigint);
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

revoke all on function public.sync_push(uuid, jsonb, uuid) from public;
grant execute on function public.sync_push(uuid, jsonb, uuid) to authenticated, service_role;

-- D1 / D8: sync_pull ----------------------------------------------------------------------------

-- The jobs feed regardless of RLS (ids and stamps only), for the bare tombstones of jobs that stop
-- being public. D8: only jobs that were once public (or the caller's own) are in it, so a visitor
-- never learns the id of a job that was never published.
create or replace function partii_private.jobs_feed(p_bound xid8, p_after_xid xid8, p_after_id uuid, p_limit int)
returns table (id uuid, change_xid xid8, gone_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select j.id, j.change_xid, coalesce(j.deleted_at, j.updated_at)
  from public.jobs j
  where j.change_xid < p_bound
    and (p_after_xid is null
         or (j.change_xid, j.id) > (p_after_xid, coalesce(p_after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
    and (j.first_published_at is not null or j.company_id = (select auth.uid()))
  order by j.change_xid, j.id
  limit p_limit
$$;

drop function if exists public.sync_pull(text, text, uuid, int);

create or replace function public.sync_pull(p_table text, p_after_xid text, p_after_id uuid, p_limit int, p_expected_user uuid default null)
returns jsonb
language plpgsql stable security invoker
set search_path = public, pg_temp
as $$
declare
  v_limit int := least(greatest(coalesce(p_limit, 100), 1), 1000);
  v_bound xid8 := pg_snapshot_xmin(pg_current_snapshot());
  v_after xid8;
  v_rows jsonb;
  v_count int;
  v_last jsonb;
begin
  -- D1: a bound engine's pull with another user's token (or none) reads nothing
  if p_expected_user is not null and p_expected_user is distinct from auth.uid() then
    raise exception using errcode = '28000', message = 'signed in as another user';
  end if;
  if p_table is null or not (p_table = any (partii_private.synced_tables())) then
    raise exception using errcode = '22023', message = format('sync_pull: unknown table %s', coalesce(p_table, 'null'));
  end if;
  begin
    v_after := nullif(p_after_xid, '')::xid8;
  exception when others then
    raise exception using errcode = '22023', message = 'sync_pull: p_after_xid is not a change-feed position';
  end;

  if p_table = 'jobs' then
    select coalesce(jsonb_agg(coalesce(v.j, jsonb_build_object('id', f.id, 'change_xid', f.change_xid::text, 'deleted_at', f.gone_at))
                              order by f.change_xid, f.id), '[]'::jsonb),
           count(*)
      into v_rows, v_count
      from partii_private.jobs_feed(v_bound, v_after, p_after_id, v_limit + 1) f
      left join lateral (select to_jsonb(t) as j from public.jobs t where t.id = f.id) v on true;
  else
    execute format(
      $q$
      select coalesce(jsonb_agg(r.j order by r.change_xid, r.id), '[]'::jsonb), count(*)
      from (
        select t.change_xid, t.id, to_jsonb(t) as j
        from public.%I t
        where t.change_xid < $1
          and ($2 is null or (t.change_xid, t.id) > ($2, coalesce($3, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
        order by t.change_xid, t.id
        limit $4
      ) r
      $q$, p_table)
      into v_rows, v_count
      using v_bound, v_after, p_after_id, v_limit + 1;
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

revoke all on function public.sync_pull(text, text, uuid, int, uuid) from public;
grant execute on function public.sync_pull(text, text, uuid, int, uuid) to anon, authenticated, service_role;

-- D4: storage policies on `resumes` -----------------------------------------------------------

-- The application an object path belongs to: its first folder, when that is an application id.
create or replace function partii_private.resume_application_id(p_name text)
returns uuid
language sql stable
set search_path = ''
as $$
  select case when (storage.foldername(p_name))[1] ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then ((storage.foldername(p_name))[1])::uuid end
$$;

revoke all on function partii_private.resume_application_id(text) from public;
grant execute on function partii_private.resume_application_id(text) to anon, authenticated, service_role;

-- An applicant may upload exactly the file their application points at: the object's first
-- folder is an existing application's id and that application's (server-owned) cv_url is the
-- object's name. The applicant cannot read applications, hence a definer check answering yes/no.
create or replace function partii_private.resume_upload_allowed(p_name text)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.applications a
    where a.id = partii_private.resume_application_id(p_name)
      and a.cv_url = p_name
      and a.deleted_at is null
  )
$$;

-- The caller's company owns the application whose id is the path's first folder. Whatever any
-- application's cv_url says: a path copied into another row grants nothing.
create or replace function partii_private.resume_owned_by_caller(p_name text)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.applications a
    where a.id = partii_private.resume_application_id(p_name)
      and a.company_id = (select auth.uid())
  )
$$;

revoke all on function partii_private.resume_owned_by_caller(text) from public;
grant execute on function partii_private.resume_owned_by_caller(text) to authenticated, service_role;

drop policy if exists resumes_company_select on storage.objects;
drop policy if exists resumes_company_delete on storage.objects;

create policy resumes_company_select on storage.objects for select to authenticated
  using (bucket_id = 'resumes' and partii_private.resume_owned_by_caller(name));
create policy resumes_company_delete on storage.objects for delete to authenticated
  using (bucket_id = 'resumes' and partii_private.resume_owned_by_caller(name));

-- D7: submit_application ----------------------------------------------------------------------
create or replace function public.submit_application(
  p_application_id uuid,
  p_job_id uuid,
  p_first_name text,
  p_last_name text,
  p_email text,
  p_phone text,
  p_answers jsonb,
  p_cv_path text,
  p_resume_filename text,
  p_resume_text text
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_job public.jobs%rowtype;
  v_existing public.applications%rowtype;
  v_email text := lower(btrim(p_email));
  v_first text := nullif(btrim(p_first_name), '');
  v_last text := nullif(btrim(p_last_name), '');
  v_phone text := nullif(btrim(p_phone), '');
  v_profile_id uuid;
begin
  if p_application_id is null or p_job_id is null then
    raise exception using errcode = '22023', message = 'application id and job id are required';
  end if;

  -- a retry (lost acknowledgement, offline replay) answers the application it already made
  select * into v_existing from public.applications a where a.id = p_application_id;
  if found then
    if v_existing.job_id is distinct from p_job_id then
      raise exception using errcode = '23505', message = 'application id already used';
    end if;
    return jsonb_build_object('application_id', v_existing.id, 'profile_id', v_existing.applicant_id);
  end if;

  select * into v_job from public.jobs j where j.id = p_job_id;
  if not found or v_job.status <> 'published' or v_job.deleted_at is not null then
    raise exception using errcode = 'P0001', message = 'Job not found or not accepting applications';
  end if;
  if not public.is_valid_email(v_email) then
    raise exception using errcode = '22023', message = 'Please enter a valid email address.';
  end if;
  if char_length(v_first) > 100 or char_length(v_last) > 100 or char_length(v_phone) > 50 then
    raise exception using errcode = '22023', message = 'name or phone too long';
  end if;
  if p_answers is not null and jsonb_typeof(p_answers) <> 'array' then
    raise exception using errcode = '22023', message = 'answers must be a list';
  end if;
  if p_cv_path is not null and (
       position('/' in p_cv_path) = 0
       or split_part(p_cv_path, '/', 1) <> p_application_id::text
       or array_length(string_to_array(p_cv_path, '/'), 1) <> 2
       or split_part(p_cv_path, '/', 2) in ('', '.', '..')) then
    raise exception using errcode = '22023', message = 'cv path must be <application id>/<file name>';
  end if;

  -- The candidate's live profile in the job's company, matched by email. An anonymous submit
  -- never changes what the recruiter holds: it only fills empty fields, never clears deleted_at,
  -- and a deleted profile stays deleted (a new live one is made).
  select p.id into v_profile_id from public.profiles p
  where p.company_id = v_job.company_id and lower(p.email) = v_email and p.deleted_at is null
  for update;
  if found then
    update public.profiles p
       set first_name = coalesce(nullif(btrim(p.first_name), ''), v_first),
           last_name = coalesce(nullif(btrim(p.last_name), ''), v_last),
           phone = coalesce(nullif(btrim(p.phone), ''), v_phone)
     where p.id = v_profile_id
       and ((nullif(btrim(p.first_name), '') is null and v_first is not null)
            or (nullif(btrim(p.last_name), '') is null and v_last is not null)
            or (nullif(btrim(p.phone), '') is null and v_phone is not null));
  else
    insert into public.profiles (company_id, first_name, last_name, email, phone)
    values (v_job.company_id, v_first, v_last, v_email, v_phone)
    on conflict (company_id, lower(email)) where deleted_at is null do nothing
    returning id into v_profile_id;
    if v_profile_id is null then
      -- a concurrent submit with the same email made it
      select p.id into v_profile_id from public.profiles p
      where p.company_id = v_job.company_id and lower(p.email) = v_email and p.deleted_at is null;
    end if;
  end if;

  -- status, ai_rating and ai_summary are never the applicant's to set; what they typed is kept
  insert into public.applications (id, job_id, applicant_id, status, answers, cv_url, resume_filename, resume_text,
                                   applicant_contact)
  values (p_application_id, p_job_id, v_profile_id, 'applied', coalesce(p_answers, '[]'::jsonb), p_cv_path,
          p_resume_filename, p_resume_text,
          jsonb_build_object('first_name', v_first, 'last_name', v_last, 'email', v_email, 'phone', v_phone))
  on conflict (id) do nothing;
  if not found then
    -- a concurrent retry won the race
    select * into v_existing from public.applications a where a.id = p_application_id;
    return jsonb_build_object('application_id', v_existing.id, 'profile_id', v_existing.applicant_id);
  end if;

  return jsonb_build_object('application_id', p_application_id, 'profile_id', v_profile_id);
end
$$;

revoke all on function public.submit_application(uuid, uuid, text, text, text, text, jsonb, text, text, text) from public;
grant execute on function public.submit_application(uuid, uuid, text, text, text, text, jsonb, text, text, text)
  to anon, authenticated, service_role;
