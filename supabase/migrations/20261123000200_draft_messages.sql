-- Issue #9, defect 5: one creator draft used on two devices made two jobs and lost chat turns.
--
-- 1. One draft publishes at most one job. The job's id is fixed with the draft when the draft is
--    made (`job_drafts.publish_job_id`; for a draft editing a job it is that job's id), and the
--    creator publishes by upserting the job with that id, so a second publish (another device, a
--    retry) updates the same job. `job_id` keeps its foreign key and is set when the job exists.
-- 2. The conversation is insert-only rows (`job_draft_messages`), one per message, merged in
--    (created_at, id) order, instead of one `messages` array rewritten whole on every turn. The
--    old column stays for old clients: whatever they write into it is copied into rows.

-- 1. the job a draft publishes ----------------------------------------------------------------
alter table public.job_drafts add column publish_job_id uuid;

-- Existing drafts: the job they edit or already published, else a new id of their own. (The
-- update goes through the sync triggers, so every device pulls the new value.)
update public.job_drafts set publish_job_id = coalesce(job_id, gen_random_uuid()) where publish_job_id is null;

alter table public.job_drafts alter column publish_job_id set default gen_random_uuid();
alter table public.job_drafts alter column publish_job_id set not null;

-- Fixed once made: a later write (another device, an old client) never moves it.
create or replace function public.job_drafts_keep_publish_job() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.publish_job_id := coalesce(old.publish_job_id, new.publish_job_id);
  return new;
end
$$;

create trigger a_keep_publish_job before update on public.job_drafts
  for each row execute function public.job_drafts_keep_publish_job();

-- 2. the conversation -------------------------------------------------------------------------
create table public.job_draft_messages (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default auth.uid(),
  draft_id uuid not null references public.job_drafts (id),
  role text not null check (role in ('user', 'assistant')),
  content text not null check (char_length(content) <= 100000),
  -- set by the client that wrote the message: the conversation's order (id breaks ties)
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8
);

create index job_draft_messages_draft_idx on public.job_draft_messages (draft_id, created_at, id);
create index job_draft_messages_change_feed_idx on public.job_draft_messages (change_xid, id);
create index job_draft_messages_company_idx on public.job_draft_messages (company_id);

-- A message belongs to its draft's company (like notes_set_company). A message added to a draft
-- that is already deleted arrives deleted too.
create or replace function public.job_draft_messages_set_company() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_company uuid;
  v_deleted timestamptz;
begin
  select d.company_id, d.deleted_at into v_company, v_deleted from public.job_drafts d where d.id = new.draft_id;
  if v_company is null then
    raise foreign_key_violation using message = 'draft not found';
  end if;
  new.company_id := v_company;
  if v_deleted is not null then
    new.deleted_at := coalesce(new.deleted_at, v_deleted);
  end if;
  return new;
end
$$;

-- Insert-only: once written, a message never changes (a second write of the same id, e.g. two
-- devices answering the same question, keeps the first). Only the tombstone may be set.
create or replace function public.job_draft_messages_insert_only() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.company_id := old.company_id;
  new.draft_id := old.draft_id;
  new.role := old.role;
  new.content := old.content;
  new.created_at := old.created_at;
  return new;
end
$$;

revoke all on function public.job_draft_messages_set_company() from public, anon, authenticated;

create trigger a_insert_only before update on public.job_draft_messages
  for each row execute function public.job_draft_messages_insert_only();
create trigger a_set_company before insert on public.job_draft_messages
  for each row execute function public.job_draft_messages_set_company();
create trigger z_sync_stamp before insert or update on public.job_draft_messages
  for each row execute function public.sync_stamp_row();
create trigger zz_notify_change after insert or update or delete on public.job_draft_messages
  for each row execute function public.notify_partii_change();

-- Deleting a draft (Start over) deletes its conversation; the tombstones reach every device.
create or replace function public.job_drafts_delete_messages() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.job_draft_messages m set deleted_at = new.deleted_at
   where m.draft_id = new.id and m.deleted_at is null;
  return null;
end
$$;

revoke all on function public.job_drafts_delete_messages() from public, anon, authenticated;

create trigger zy_delete_messages after update of deleted_at on public.job_drafts
  for each row when (old.deleted_at is null and new.deleted_at is not null)
  execute function public.job_drafts_delete_messages();

-- The old `messages` array as rows: a message keeps its id (or gets one derived from the draft
-- and its position, so a repeat makes the same row), and the array's order is kept exactly:
-- created_at = the latest timestamp so far + the position in microseconds.
create or replace function partii_private.try_timestamptz(p_text text) returns timestamptz
language plpgsql immutable
set search_path = ''
as $$
begin
  return p_text::timestamptz;
exception when others then
  return null;
end
$$;

create or replace function partii_private.copy_draft_messages(
  p_draft_id uuid, p_messages jsonb, p_base timestamptz)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.job_draft_messages (id, draft_id, role, content, created_at)
  select case when m.value ->> 'id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then (m.value ->> 'id')::uuid
              else md5(p_draft_id::text || ':' || m.ord::text)::uuid end,
         p_draft_id,
         m.value ->> 'role',
         m.value ->> 'content',
         max(coalesce(partii_private.try_timestamptz(m.value ->> 'timestamp'), p_base))
           over (order by m.ord rows between unbounded preceding and current row)
           + m.ord * interval '1 microsecond'
    from jsonb_array_elements(case when jsonb_typeof(p_messages) = 'array' then p_messages else '[]'::jsonb end)
         with ordinality as m(value, ord)
   where jsonb_typeof(m.value) = 'object'
     and m.value ->> 'role' in ('user', 'assistant')
     and jsonb_typeof(m.value -> 'content') = 'string'
  on conflict (id) do nothing
$$;

revoke all on function partii_private.copy_draft_messages(uuid, jsonb, timestamptz) from public, anon, authenticated;

-- Backfill: every existing draft's conversation.
select partii_private.copy_draft_messages(d.id, d.messages, d.created_at) from public.job_drafts d;

-- Old clients still rewrite the array: their new messages become rows too.
create or replace function public.job_drafts_copy_messages() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform partii_private.copy_draft_messages(new.id, new.messages, new.created_at);
  return null;
end
$$;

revoke all on function public.job_drafts_copy_messages() from public, anon, authenticated;

create trigger zy_copy_messages after insert or update of messages on public.job_drafts
  for each row execute function public.job_drafts_copy_messages();

-- RLS: owner company only, like job_drafts. Soft deletes only (no DELETE grant).
alter table public.job_draft_messages enable row level security;
grant select, insert, update on public.job_draft_messages to anon, authenticated;
grant all on public.job_draft_messages to service_role;
create policy job_draft_messages_owner_all on public.job_draft_messages for all to authenticated
  using (company_id = (select auth.uid())) with check (company_id = (select auth.uid()));

-- realtime ------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  if not exists (
    select 1 from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'job_draft_messages'
  ) then
    alter publication supabase_realtime add table public.job_draft_messages;
  end if;
end
$$;

-- sync: the one list sync_pull and sync_push accept (20261123000100_sync_hardening.sql) -------
create or replace function partii_private.synced_tables() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['jobs', 'profiles', 'applications', 'notes', 'job_drafts', 'job_draft_messages']::text[]
$$;

revoke all on function partii_private.synced_tables() from public;
grant execute on function partii_private.synced_tables() to anon, authenticated, service_role;
