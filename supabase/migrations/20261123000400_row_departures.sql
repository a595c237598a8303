-- Access revoked (issue #9): a row that leaves a company (an operator moving it, a support fix)
-- becomes invisible to that company's members under RLS, so the change feed never shows them its
-- change and their devices would keep a copy forever. Each departure is recorded here, with the
-- transaction that made it, and `sync_pull` answers the former company a bare tombstone at that
-- position of the feed. Only the company the row left learns about it, and only its id.

create table partii_private.row_departures (
  table_name text not null,
  id uuid not null,
  company_id uuid not null,
  change_xid xid8 not null,
  departed_at timestamptz not null default now(),
  primary key (table_name, company_id, change_xid, id)
);

revoke all on partii_private.row_departures from public, anon, authenticated;
grant all on partii_private.row_departures to service_role;

create or replace function partii_private.record_departure() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.company_id is distinct from old.company_id then
    insert into partii_private.row_departures (table_name, id, company_id, change_xid)
    values (tg_table_name, old.id, old.company_id, pg_current_xact_id())
    on conflict do nothing;
  end if;
  return null;
end
$$;

revoke all on function partii_private.record_departure() from public, anon, authenticated;

-- ENABLE ALWAYS: an operator's bulk move often runs with session_replication_role = replica
-- (ordinary triggers off); the departure must be recorded all the same.
do $$
declare
  v_table text;
begin
  foreach v_table in array partii_private.synced_tables() loop
    execute format('create trigger zz_record_departure after update of company_id on public.%I
                    for each row execute function partii_private.record_departure()', v_table);
    execute format('alter table public.%I enable always trigger zz_record_departure', v_table);
  end loop;
end
$$;

-- The caller's company's departures in feed order (definer: the table is not reachable otherwise).
create or replace function partii_private.departures_feed(p_table text, p_bound xid8, p_after_xid xid8, p_after_id uuid, p_limit int)
returns table (id uuid, change_xid xid8, departed_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select d.id, d.change_xid, d.departed_at
  from partii_private.row_departures d
  where d.table_name = p_table
    and d.company_id = (select auth.uid())
    and d.change_xid < p_bound
    and (p_after_xid is null
         or (d.change_xid, d.id) > (p_after_xid, coalesce(p_after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
  order by d.change_xid, d.id
  limit p_limit
$$;

revoke all on function partii_private.departures_feed(text, xid8, xid8, uuid, int) from public;
grant execute on function partii_private.departures_feed(text, xid8, xid8, uuid, int) to anon, authenticated, service_role;

-- sync_pull as in 20261123000100, plus the departures: a departure and a row still readable at the
-- same feed position (a published job moved to another company) answer the tombstone, so the
-- former company's store drops it.
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
    select coalesce(jsonb_agg(x.j order by x.change_xid, x.id), '[]'::jsonb), count(*)
      into v_rows, v_count
      from (
        select distinct on (u.change_xid, u.id) u.change_xid, u.id, u.j
        from (
          select f.change_xid, f.id, 1 as rank,
                 coalesce(v.j, jsonb_build_object('id', f.id, 'change_xid', f.change_xid::text, 'deleted_at', f.gone_at)) as j
            from partii_private.jobs_feed(v_bound, v_after, p_after_id, v_limit + 1) f
            left join lateral (select to_jsonb(t) as j from public.jobs t where t.id = f.id) v on true
          union all
          select d.change_xid, d.id, 0,
                 jsonb_build_object('id', d.id, 'change_xid', d.change_xid::text, 'deleted_at', d.departed_at,
                                    'company_id', auth.uid())
            from partii_private.departures_feed('jobs', v_bound, v_after, p_after_id, v_limit + 1) d
        ) u
        order by u.change_xid, u.id, u.rank
        limit v_limit + 1
      ) x;
  else
    execute format(
      $q$
      select coalesce(jsonb_agg(x.j order by x.change_xid, x.id), '[]'::jsonb), count(*)
      from (
        select distinct on (u.change_xid, u.id) u.change_xid, u.id, u.j
        from (
          (select t.change_xid, t.id, 1 as rank, to_jsonb(t) as j
             from public.%I t
            where t.change_xid < $1
              and ($2 is null or (t.change_xid, t.id) > ($2, coalesce($3, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
            order by t.change_xid, t.id
            limit $4)
          union all
          select d.change_xid, d.id, 0,
                 jsonb_build_object('id', d.id, 'change_xid', d.change_xid::text, 'deleted_at', d.departed_at,
                                    'company_id', auth.uid())
            from partii_private.departures_feed(%L, $1, $2, $3, $4) d
        ) u
        order by u.change_xid, u.id, u.rank
        limit $4
      ) x
      $q$, p_table, p_table)
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
