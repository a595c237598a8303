-- Issue 24, defect 6 ("No side door"): published jobs exposed internal ids to visitors. Anonymous
-- readers got `created_by`, `updated_by` (member user ids), `interview_plan_id` and `company_id`
-- (for every company made at sign-up, its owner's user id) through REST (`select=*`, named
-- columns, filters, embeds), realtime, and the public feed, which copied the whole row; signed-in
-- members of other companies read the same by the same routes. From here a job is public as its
-- public columns only, by every route (docs/contracts.md "Public jobs"):
--
--   partii_private.public_job_json(job): the one list of public columns, as the feed answers them.
--   anon: SELECT on those columns only (column privileges). REST `select=*`, a named internal
--     column, a filter, an order or an embed through an internal column (`companies(...)` joins on
--     company_id) is refused (42501); realtime re-reads a change with the subscriber's column
--     privileges (supabase/local/realtime/changes.ts; hosted realtime does the same), so its
--     records carry the public columns only. The policy is jobs_public_read's, for anon only.
--   authenticated: reads jobs of its own companies only (jobs_member_read, 20261124000100). Column
--     privileges are per role and cannot tell a member from a member of another company, so
--     another company's published job is not readable through REST or realtime at all; it reaches
--     a signed-in user's public store through sync_pull's public scope, as its public columns.
--   published_job_ids(): the listing the public store reconciles against (sync/pull.ts), for
--     visitors and signed-in users alike (REST answered a signed-in user their own jobs only now).
--
-- Restated from their previous bodies:
--   jobs_feed (20261124000100): returns one more column, `pub`: the public row of a published, live
--     job the caller reads as a visitor (any job for anon; another company's for a member), built
--     here, under the definer, from public_job_json. Otherwise as before.
--   sync_pull (20261125000200), the jobs branch only:
--     - a bound company engine's pull (p_expected_user given) reads the company's own jobs like
--       every other table (the generic branch: invoker, `company_id = p_company`, off the
--       (company_id, change_xid, id) index). It no longer carries other companies' published jobs,
--       which the company store dropped anyway (sync/pull.ts companyPullTarget);
--     - the public scope (no p_expected_user: visitors, and the public store of a signed-in user)
--       answers a job the caller reads as a visitor as jobs_feed's `pub`, never to_jsonb of the
--       row; the caller's own company's jobs are still read whole, under RLS (the lateral below,
--       which anon never runs: it has no privilege on the whole row).
--   Everything else in both bodies is unchanged.

-- 1. the public columns ------------------------------------------------------------------------------

-- What a visitor may read of a job: what the public board, the job page (/job/{id}), /candidates and
-- the apply chat show (title ... company_name, created_at), and what the public store's sync needs
-- (id, status, deleted_at, version, change_xid, updated_at). Not: company_id, created_by,
-- updated_by, interview_plan_id (internal ids), first_published_at (the feed's business).
-- The anon column grant below is the same list (tests/integration/public-jobs-columns.test.ts
-- checks both, and sync/contract.ts PUBLIC_JOB_COLUMNS, agree).
create or replace function partii_private.public_job_json(j public.jobs) returns jsonb
language sql immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', j.id, 'title', j.title, 'description', j.description, 'location', j.location,
    'status', j.status, 'skills', j.skills, 'department', j.department, 'job_type', j.job_type,
    'experience_level', j.experience_level, 'salary_range', j.salary_range, 'salary_min', j.salary_min,
    'salary_max', j.salary_max, 'must_have_requirements', j.must_have_requirements,
    'questions', j.questions, 'company_name', j.company_name, 'created_at', j.created_at,
    'updated_at', j.updated_at, 'deleted_at', j.deleted_at, 'version', j.version,
    'change_xid', j.change_xid)
$$;

revoke all on function partii_private.public_job_json(public.jobs) from public, anon, authenticated;
grant execute on function partii_private.public_job_json(public.jobs) to service_role;

-- 2. who reads what of public.jobs ---------------------------------------------------------------------

revoke select on public.jobs from anon;
grant select (id, title, description, location, status, skills, department, job_type, experience_level,
              salary_range, salary_min, salary_max, must_have_requirements, questions, company_name,
              created_at, updated_at, deleted_at, version, change_xid)
  on public.jobs to anon;

-- visitors: published, live jobs (their public columns, by the grant above). Signed-in users read
-- their companies' jobs (jobs_member_read) and nothing of other companies' through the table.
drop policy jobs_public_read on public.jobs;
create policy jobs_public_read on public.jobs for select to anon
  using (status = 'published' and deleted_at is null);

-- 3. the public listing --------------------------------------------------------------------------------

-- The ids of published, live jobs after p_after_id, in id order (key paging: sync/pull.ts
-- reconcilePublicJobs). Ids only, which the job pages' addresses show anyway. SECURITY DEFINER: a
-- signed-in user's public store lists other companies' jobs, which that user cannot read.
create or replace function public.published_job_ids(p_after_id uuid default null, p_limit int default 1000)
returns table (id uuid)
language sql stable security definer
set search_path = ''
as $$
  select j.id
  from public.jobs j
  where j.status = 'published' and j.deleted_at is null
    and (p_after_id is null or j.id > p_after_id)
  order by j.id
  limit least(greatest(coalesce(p_limit, 1000), 1), 1000)
$$;

revoke all on function public.published_job_ids(uuid, int) from public;
grant execute on function public.published_job_ids(uuid, int) to anon, authenticated, service_role;

-- 4. the jobs feed ------------------------------------------------------------------------------------

-- jobs_feed as in 20261124000100 (ids and stamps, regardless of RLS: p_company's jobs for its
-- members, and every job that was once public), plus `pub`: the public row of a published, live
-- job that the caller does not read as a member of p_company (every such job for anon).
drop function if exists partii_private.jobs_feed(uuid, xid8, xid8, uuid, int);

create or replace function partii_private.jobs_feed(p_company uuid, p_bound xid8, p_after_xid xid8, p_after_id uuid, p_limit int)
returns table (id uuid, change_xid xid8, gone_at timestamptz, pub jsonb)
language sql stable security definer
set search_path = ''
as $$
  select j.id, j.change_xid, coalesce(j.deleted_at, j.updated_at),
         case when j.status = 'published' and j.deleted_at is null
                   and not (j.company_id is not distinct from p_company
                            and (select partii_private.member_role(p_company)) is not null)
              then partii_private.public_job_json(j) end
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

-- 5. sync_pull -----------------------------------------------------------------------------------------

-- sync_pull as in 20261125000200, except the jobs branch (see the header): a bound company pull
-- reads jobs through the generic branch; the public scope answers visitors' rows from jobs_feed's
-- `pub` and reads only the caller's own company's jobs whole.
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
  v_limit int := least(greatest(coalesce(p_limit, 100), 1), 5000);
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

  if p_table = 'jobs' and v_company is null then
    -- a visitor (or the service role without a company): every row as the public feed has it
    select coalesce(jsonb_agg(x.j order by x.change_xid, x.id), '[]'::jsonb), count(*)
      into v_rows, v_count
      from (
        select f.change_xid, f.id,
               coalesce(f.pub, jsonb_build_object('id', f.id, 'change_xid', f.change_xid::text, 'deleted_at', f.gone_at)) as j
          from partii_private.jobs_feed(null, v_bound, v_after, p_after_id, v_limit + 1) f
         order by f.change_xid, f.id
         limit v_limit + 1
      ) x;
  elsif p_table = 'jobs' and p_expected_user is null then
    -- the public scope of a signed-in user (their public store): their company's jobs whole, other
    -- companies' published jobs as their public rows, tombstones of those that stopped being public
    select coalesce(jsonb_agg(x.j order by x.change_xid, x.id), '[]'::jsonb), count(*)
      into v_rows, v_count
      from (
        select distinct on (u.change_xid, u.id) u.change_xid, u.id, u.j
        from (
          select f.change_xid, f.id, 1 as rank,
                 coalesce(f.pub, v.j, jsonb_build_object('id', f.id, 'change_xid', f.change_xid::text, 'deleted_at', f.gone_at)) as j
            from partii_private.jobs_feed(v_company, v_bound, v_after, p_after_id, v_limit + 1) f
            left join lateral (
              select to_jsonb(t) as j from public.jobs t
              where t.id = f.id and t.company_id = v_company and f.pub is null
            ) v on true
          union all
          select d.change_xid, d.id, 0,
                 jsonb_build_object('id', d.id, 'change_xid', d.change_xid::text, 'deleted_at', d.departed_at,
                                    'company_id', v_company)
            from partii_private.departures_feed('jobs', v_company, v_bound, v_after, p_after_id, v_limit + 1) d
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
