-- Issue 12 (B1, a first sync at 100 000 rows): sync_pull answers pages of up to 5 000 rows instead
-- of 1 000. Measured in Chromium on the bench's 100 000 rows: the client writes a page as one bulk
-- put in one IndexedDB transaction, and the browser's IndexedDB backend, not the server, is what a
-- first sync waits for (the page's main thread is idle half the time). Five times fewer pages mean
-- five times fewer transactions and one bulk put over five times more rows, which keeps the
-- backend's queue full, and a fifth of the per-job count rows rewritten per application page.
-- The engine alone went from 14.4-15.8 s to 12.0-12.2 s (1 000-row pages written in chunks within
-- one 5 000-row transaction gave 14.6 s: the gain is the larger bulk writes).
--
-- Only the cap changes; the body is 20261124000100's, unchanged. A client asking for less still
-- gets less (incremental pulls get a handful of rows either way).
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
