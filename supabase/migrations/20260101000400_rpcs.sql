-- The RPCs of docs/contracts.md: sync_pull (change feed), sync_push (idempotent outbox drain) and
-- submit_application (the only way an anonymous applicant writes).

-- Helpers the API must not reach directly live in a schema PostgREST does not expose.
create schema if not exists partii_private;
revoke all on schema partii_private from public;
grant usage on schema partii_private to anon, authenticated, service_role;

-- sync_pull -----------------------------------------------------------------------------------

-- The jobs feed regardless of RLS (ids and stamps only). Jobs are the one table a non-owner may
-- read, and a job that stops being public (unpublished, archived, deleted) must reach visitors'
-- stores as a tombstone, so sync_pull walks this list and answers a bare tombstone for rows the
-- caller cannot read.
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
  order by j.change_xid, j.id
  limit p_limit
$$;

revoke all on function partii_private.jobs_feed(xid8, xid8, uuid, int) from public;
grant execute on function partii_private.jobs_feed(xid8, xid8, uuid, int) to anon, authenticated, service_role;

-- Architecture §4: rows with (change_xid, id) > cursor and change_xid below the oldest running
-- transaction. Every transaction below that bound has finished, so no row can later appear
-- behind the cursor. SECURITY INVOKER: the caller's RLS decides what comes back.
create or replace function public.sync_pull(p_table text, p_after_xid text, p_after_id uuid, p_limit int)
returns jsonb
language plpgsql stable security invoker
set search_path = public, pg_temp
as $$
declare
  v_limit int := least(greatest(coalesce(p_limit, 100), 1), 1000);
  v_bound xid8 := pg_snapshot_xmin(pg_current_snapshot());
  v_after xid8 := nullif(p_after_xid, '')::xid8;
  v_rows jsonb;
  v_count int;
  v_last jsonb;
begin
  if p_table is null or p_table not in ('jobs', 'profiles', 'applications', 'notes', 'job_drafts') then
    raise exception using errcode = '22023', message = format('sync_pull: unknown table %s', coalesce(p_table, 'null'));
  end if;

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

revoke all on function public.sync_pull(text, text, uuid, int) from public;
grant execute on function public.sync_pull(text, text, uuid, int) to anon, authenticated, service_role;

-- sync_push -----------------------------------------------------------------------------------

-- Records a mutation id as applied by the current user; false if it already was (a retry after
-- a lost acknowledgement). Runs inside sync_push's per-mutation savepoint, so a mutation that
-- fails is not recorded. A concurrent retry waits on the primary key until the first commits.
create or replace function partii_private.claim_mutation(p_mutation_id uuid, p_client_id uuid, p_table text, p_row_id uuid)
returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_owner uuid;
begin
  insert into public.sync_mutations (mutation_id, user_id, client_id, table_name, row_id)
  values (p_mutation_id, v_user, p_client_id, p_table, p_row_id)
  on conflict (mutation_id) do nothing;
  if found then
    return true;
  end if;
  select m.user_id into v_owner from public.sync_mutations m where m.mutation_id = p_mutation_id;
  if v_owner is distinct from v_user then
    raise exception using errcode = '23505', message = 'mutation id already used';
  end if;
  return false;
end
$$;

revoke all on function partii_private.claim_mutation(uuid, uuid, text, uuid) from public;
grant execute on function partii_private.claim_mutation(uuid, uuid, text, uuid) to authenticated, service_role;

-- Columns a client may write through sync_push (server-maintained ones are never taken from it).
create or replace function partii_private.writable_columns(p_table text, p_inserting boolean)
returns text[]
language sql stable
set search_path = ''
as $$
  select coalesce(array_agg(a.attname::text order by a.attnum), '{}')
  from pg_catalog.pg_attribute a
  where a.attrelid = ('public.' || quote_ident(p_table))::regclass
    and a.attnum > 0 and not a.attisdropped
    and a.attname not in ('id', 'company_id', 'version', 'change_xid', 'updated_at', 'deleted_at')
    and (p_inserting or a.attname <> 'created_at')
$$;

grant execute on function partii_private.writable_columns(text, boolean) to authenticated, service_role;

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
begin
  if p_op = 'delete' then
    execute format('update public.%I t set deleted_at = coalesce(t.deleted_at, now()) where t.id = $1 returning to_jsonb(t)', p_table)
      into v_row using p_row_id;
    return v_row;
  end if;
  if p_op is distinct from 'upsert' then
    raise exception using errcode = '22023', message = format('unknown op %s', coalesce(p_op, 'null'));
  end if;
  if jsonb_typeof(v_patch) <> 'object' then
    raise exception using errcode = '22023', message = 'patch must be an object';
  end if;

  execute format('select to_jsonb(t) from public.%I t where t.id = $1 for update', p_table) into v_current using p_row_id;

  if v_current is null then
    select coalesce(array_agg(c), '{}') into v_cols
      from unnest(partii_private.writable_columns(p_table, true)) c where v_patch ? c;
    execute format(
      'insert into public.%1$I as t (id%2$s) select $1%3$s from jsonb_populate_record(null::public.%1$I, $2) r returning to_jsonb(t)',
      p_table,
      (select coalesce(string_agg(', ' || quote_ident(c), ''), '') from unnest(v_cols) c),
      (select coalesce(string_agg(', r.' || quote_ident(c), ''), '') from unnest(v_cols) c))
      into v_row using p_row_id, v_patch;
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
    into v_row using p_row_id, v_patch;
  return v_row;
end
$$;

revoke all on function partii_private.apply_mutation(text, text, uuid, jsonb, bigint) from public;
grant execute on function partii_private.apply_mutation(text, text, uuid, jsonb, bigint) to authenticated, service_role;

create or replace function public.sync_push(p_client_id uuid, p_mutations jsonb)
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
begin
  if auth.uid() is null then
    raise exception using errcode = '42501', message = 'sync_push needs a signed-in user';
  end if;
  if p_mutations is null or jsonb_typeof(p_mutations) <> 'array' then
    raise exception using errcode = '22023', message = 'p_mutations must be an array';
  end if;

  for v_m in select value from jsonb_array_elements(p_mutations) loop
    v_mid := null;
    begin -- each mutation in its own savepoint: one rejection does not undo the others
      v_mid := (v_m ->> 'mutation_id')::uuid;
      v_table := v_m ->> 'table';
      v_row_id := (v_m ->> 'row_id')::uuid;
      if v_mid is null or v_row_id is null then
        raise exception using errcode = '22023', message = 'mutation_id and row_id are required';
      end if;
      if v_table is null or v_table not in ('jobs', 'profiles', 'applications', 'notes', 'job_drafts') then
        raise exception using errcode = '22023', message = format('unknown table %s', coalesce(v_table, 'null'));
      end if;

      if not partii_private.claim_mutation(v_mid, p_client_id, v_table, v_row_id) then
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
      v_results := v_results || jsonb_build_array(jsonb_build_object(
        'mutation_id', coalesce(v_mid::text, v_m ->> 'mutation_id'), 'status', 'rejected', 'row', null,
        'error', jsonb_build_object('code', sqlstate, 'message', sqlerrm), 'duplicate', false));
    end;
  end loop;
  return v_results;
end
$$;

revoke all on function public.sync_push(uuid, jsonb) from public;
grant execute on function public.sync_push(uuid, jsonb) to authenticated, service_role;

-- submit_application --------------------------------------------------------------------------

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

  -- the candidate's profile in the job's company, matched by email
  insert into public.profiles as p (company_id, first_name, last_name, email, phone)
  values (v_job.company_id, nullif(btrim(p_first_name), ''), nullif(btrim(p_last_name), ''), v_email, nullif(btrim(p_phone), ''))
  on conflict (company_id, lower(email)) do update
    set first_name = coalesce(excluded.first_name, p.first_name),
        last_name = coalesce(excluded.last_name, p.last_name),
        phone = coalesce(excluded.phone, p.phone),
        deleted_at = null
  returning p.id into v_profile_id;

  -- status, ai_rating and ai_summary are never the applicant's to set
  insert into public.applications (id, job_id, applicant_id, status, answers, cv_url, resume_filename, resume_text)
  values (p_application_id, p_job_id, v_profile_id, 'applied', coalesce(p_answers, '[]'::jsonb), p_cv_path,
          p_resume_filename, p_resume_text)
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
