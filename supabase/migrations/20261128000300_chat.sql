-- Issue 26: Chat (docs/chat.md).
--
--   1. tables: conversations, conversation_messages, conversation_reads
--   2. server-kept columns: derived ids, the author, the server's time, edits and deletions
--   3. the #hiring channel of every company
--   4. mentions: tidied to members who may read the conversation, notified once
--   5. sync: the new tables in the push and pull lists, the role check
--   6. row level security and grants
--
-- Who reads what: a channel, a candidate's and a job's conversation — every member of the company
-- (every role reads every candidate and job); a direct conversation — its two members only. Nobody
-- outside the company reads anything. Messages and read marks follow their conversation; a read
-- mark is its member's only.

-- 1. tables ---------------------------------------------------------------------------------------------

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default partii_private.current_company()
    references public.companies (id) on delete cascade,
  kind text not null check (kind in ('channel', 'candidate', 'job', 'direct')),
  name text check (name is null or char_length(btrim(name)) between 1 and 80),
  candidate_id uuid references public.profiles (id),
  job_id uuid references public.jobs (id),
  member_ids uuid[] not null default '{}' check (array_position(member_ids, null) is null),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8,
  created_by uuid,
  updated_by uuid,
  constraint conversations_shape check (
    (kind = 'channel' and name is not null and candidate_id is null and job_id is null and cardinality(member_ids) = 0)
    or (kind = 'candidate' and candidate_id is not null and job_id is null and name is null and cardinality(member_ids) = 0)
    or (kind = 'job' and job_id is not null and candidate_id is null and name is null and cardinality(member_ids) = 0)
    or (kind = 'direct' and cardinality(member_ids) = 2 and member_ids[1] <> member_ids[2]
        and candidate_id is null and job_id is null and name is null))
);

create table public.conversation_messages (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default partii_private.current_company()
    references public.companies (id) on delete cascade,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  author_id uuid,
  body text not null check (char_length(body) <= 5000),
  mentioned_ids uuid[] not null default '{}'
    check (cardinality(mentioned_ids) <= 50 and array_position(mentioned_ids, null) is null),
  edited_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8,
  created_by uuid,
  updated_by uuid,
  -- a deleted message keeps its place and loses its words
  constraint conversation_messages_body check (deleted_at is not null or char_length(btrim(body)) >= 1)
);

create table public.conversation_reads (
  id uuid primary key,
  company_id uuid not null default partii_private.current_company()
    references public.companies (id) on delete cascade,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid,
  read_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8,
  created_by uuid,
  updated_by uuid
);

create unique index conversations_channel_name_key on public.conversations (company_id, lower(btrim(name)))
  where kind = 'channel' and deleted_at is null;
create index conversations_candidate_idx on public.conversations (candidate_id) where candidate_id is not null;
create index conversations_job_idx on public.conversations (job_id) where job_id is not null;
create index conversation_messages_thread_idx on public.conversation_messages (conversation_id, created_at);
create unique index conversation_reads_member_key on public.conversation_reads (conversation_id, user_id);

create index conversations_company_feed_idx on public.conversations (company_id, change_xid, id);
create index conversation_messages_company_feed_idx on public.conversation_messages (company_id, change_xid, id);
create index conversation_reads_company_feed_idx on public.conversation_reads (company_id, change_xid, id);
create index conversations_change_feed_idx on public.conversations (change_xid, id);
create index conversation_messages_change_feed_idx on public.conversation_messages (change_xid, id);
create index conversation_reads_change_feed_idx on public.conversation_reads (change_xid, id);

do $$
declare
  v_table text;
begin
  foreach v_table in array array['conversations', 'conversation_messages', 'conversation_reads'] loop
    execute format('create trigger y_attribution before insert or update on public.%I
                    for each row execute function partii_private.stamp_attribution()', v_table);
    execute format('create trigger z_sync_stamp before insert or update on public.%I
                    for each row execute function public.sync_stamp_row()', v_table);
    execute format('create trigger zz_notify_change after insert or update or delete on public.%I
                    for each row execute function public.notify_partii_change()', v_table);
    execute format('create trigger zz_record_departure after update of company_id on public.%I
                    for each row execute function partii_private.record_departure()', v_table);
    execute format('alter table public.%I enable always trigger zz_record_departure', v_table);
    if not exists (
      select 1 from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = v_table
    ) then
      execute format('alter publication supabase_realtime add table public.%I', v_table);
    end if;
    execute format('alter table public.%I enable row level security', v_table);
    execute format('revoke all on public.%I from anon, authenticated', v_table);
    execute format('grant all on public.%I to service_role', v_table);
  end loop;
end
$$;

-- 2. server-kept columns ------------------------------------------------------------------------------

-- The ids of the conversations two devices may open at once: one row per candidate, per job, per
-- pair of members, whichever device writes first (the client derives the same, src/features/chat).
create or replace function partii_private.conversation_id(p_company uuid, p_kind text, p_candidate uuid,
                                                          p_job uuid, p_members uuid[])
returns uuid
language sql immutable
set search_path = ''
as $$
  select case p_kind
    when 'candidate' then partii_private.uuid_v5(p_company, 'conversation:candidate:' || p_candidate::text)
    when 'job' then partii_private.uuid_v5(p_company, 'conversation:job:' || p_job::text)
    when 'direct' then partii_private.uuid_v5(p_company, 'conversation:direct:'
      || least(p_members[1], p_members[2])::text || ':' || greatest(p_members[1], p_members[2])::text)
    else null end
$$;

-- Whether the caller may read conversation `p_conversation` (the select policy's rule, for the
-- policies of messages and read marks).
create or replace function partii_private.can_read_conversation(p_conversation uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.conversations c
     where c.id = p_conversation
       and partii_private.member_role(c.company_id) is not null
       and (c.kind <> 'direct' or auth.uid() = any (c.member_ids)))
$$;

revoke all on function partii_private.can_read_conversation(uuid) from public;
grant execute on function partii_private.can_read_conversation(uuid) to authenticated, service_role;

create or replace function partii_private.conversations_prepare() returns trigger
-- invoker: client_write() tells an API caller by current_user, which a definer would hide
language plpgsql
set search_path = ''
as $$
declare
  v_role text := partii_private.member_role(new.company_id);
begin
  if not partii_private.client_write() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.kind = 'direct' then
      new.member_ids := array(select distinct u from unnest(new.member_ids) u order by u);
      if not (auth.uid() = any (new.member_ids)) then
        raise exception using errcode = '42501', message = 'A direct conversation is between you and a colleague.';
      end if;
      if (select count(*) from public.company_members m
           where m.company_id = new.company_id and m.deleted_at is null and m.user_id = any (new.member_ids)) <> 2 then
        raise exception using errcode = '23503', message = 'That colleague is not a member of this company.';
      end if;
    elsif new.kind = 'candidate' and not exists (
      select 1 from public.profiles p where p.id = new.candidate_id and p.company_id = new.company_id) then
      raise exception using errcode = '23503', message = 'The candidate was not found.';
    elsif new.kind = 'job' and not exists (
      select 1 from public.jobs j where j.id = new.job_id and j.company_id = new.company_id) then
      raise exception using errcode = '23503', message = 'The job was not found.';
    elsif new.kind = 'channel' then
      new.name := btrim(ltrim(btrim(new.name), '#'));
      if v_role not in ('owner', 'admin') then
        raise exception using errcode = '42501',
          message = format('Your role (%s) cannot add channels; owners and admins can.', coalesce(v_role, 'none'));
      end if;
    end if;
    if new.kind <> 'channel'
       and new.id is distinct from partii_private.conversation_id(new.company_id, new.kind, new.candidate_id,
                                                                 new.job_id, new.member_ids) then
      raise exception using errcode = '42501',
        message = 'This conversation''s id is not the one derived from what it is about.', hint = 'partii:derived_id';
    end if;
    new.deleted_at := null;
    new.created_at := now();
    return new;
  end if;
  -- UPDATE: what a conversation is about never changes; a channel's name and archiving are its
  -- owners' and admins'. A second device opening the same conversation writes nothing new.
  new.kind := old.kind;
  new.candidate_id := old.candidate_id;
  new.job_id := old.job_id;
  new.member_ids := old.member_ids;
  new.created_at := old.created_at;
  if old.kind <> 'channel' then
    new.name := old.name;
    new.deleted_at := old.deleted_at;
    return new;
  end if;
  new.name := btrim(ltrim(btrim(new.name), '#'));
  if (new.name is distinct from old.name or new.deleted_at is distinct from old.deleted_at)
     and v_role not in ('owner', 'admin') then
    raise exception using errcode = '42501',
      message = format('Your role (%s) cannot change channels; owners and admins can.', coalesce(v_role, 'none'));
  end if;
  return new;
end
$$;

revoke all on function partii_private.conversations_prepare() from public, anon, authenticated;

create trigger b_prepare before insert or update on public.conversations
  for each row execute function partii_private.conversations_prepare();

-- Messages: the author and the time are the server's; only the author edits or deletes; a deleted
-- message loses its words (and its mentions) everywhere it was synced.
create or replace function partii_private.conversation_messages_prepare() returns trigger
-- invoker: client_write() tells an API caller by current_user, which a definer would hide
language plpgsql
set search_path = ''
as $$
begin
  if not partii_private.client_write() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if not exists (select 1 from public.conversations c
                    where c.id = new.conversation_id and c.company_id = new.company_id and c.deleted_at is null)
       or not partii_private.can_read_conversation(new.conversation_id) then
      raise exception using errcode = '23503', message = 'The conversation was not found.';
    end if;
    new.author_id := auth.uid();
    new.created_at := now();
    new.edited_at := null;
    new.deleted_at := null;
    return new;
  end if;
  if old.author_id is distinct from auth.uid() then
    raise exception using errcode = '42501', message = 'You can change only your own messages.';
  end if;
  new.author_id := old.author_id;
  new.conversation_id := old.conversation_id;
  new.created_at := old.created_at;
  if old.deleted_at is not null then
    new.body := old.body;
    new.mentioned_ids := old.mentioned_ids;
    new.edited_at := old.edited_at;
    new.deleted_at := old.deleted_at;
    return new;
  end if;
  if new.deleted_at is not null then
    new.deleted_at := now();
    new.body := '';
    new.mentioned_ids := '{}';
    return new;
  end if;
  new.edited_at := case when new.body is distinct from old.body then now() else old.edited_at end;
  return new;
end
$$;

revoke all on function partii_private.conversation_messages_prepare() from public, anon, authenticated;

create trigger b_prepare before insert or update on public.conversation_messages
  for each row execute function partii_private.conversation_messages_prepare();

-- Read marks: one per (conversation, member), its id derived from both; the member is the writer;
-- the mark only moves forward and never past the server's now, so two devices converge.
create or replace function partii_private.conversation_read_id(p_company uuid, p_conversation uuid, p_user uuid)
returns uuid
language sql immutable
set search_path = ''
as $$
  select partii_private.uuid_v5(p_company, 'conversation-read:' || p_conversation::text || ':' || p_user::text)
$$;

create or replace function partii_private.conversation_reads_prepare() returns trigger
-- invoker: client_write() tells an API caller by current_user, which a definer would hide
language plpgsql
set search_path = ''
as $$
begin
  if not partii_private.client_write() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.user_id := auth.uid();
    if not partii_private.can_read_conversation(new.conversation_id) then
      raise exception using errcode = '23503', message = 'The conversation was not found.';
    end if;
    if new.id is distinct from partii_private.conversation_read_id(new.company_id, new.conversation_id, new.user_id) then
      raise exception using errcode = '42501',
        message = 'This read mark''s id is not the one derived from its conversation and member.',
        hint = 'partii:derived_id';
    end if;
    new.read_at := least(new.read_at, now());
    new.deleted_at := null;
    return new;
  end if;
  if old.user_id is distinct from auth.uid() then
    raise exception using errcode = '42501',
      message = 'This read mark''s id is not the one derived from its conversation and member.',
      hint = 'partii:derived_id';
  end if;
  new.user_id := old.user_id;
  new.conversation_id := old.conversation_id;
  new.deleted_at := old.deleted_at;
  new.read_at := greatest(old.read_at, least(new.read_at, now()));
  return new;
end
$$;

revoke all on function partii_private.conversation_reads_prepare() from public, anon, authenticated;

create trigger b_prepare before insert or update on public.conversation_reads
  for each row execute function partii_private.conversation_reads_prepare();

-- 3. the #hiring channel of every company --------------------------------------------------------------

create or replace function partii_private.hiring_channel_id(p_company uuid) returns uuid
language sql immutable
set search_path = ''
as $$ select partii_private.uuid_v5(p_company, 'conversation:channel:hiring') $$;

create or replace function partii_private.companies_open_hiring_channel() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.conversations (id, company_id, kind, name)
  values (partii_private.hiring_channel_id(new.id), new.id, 'channel', 'hiring')
  on conflict do nothing;
  return null;
end
$$;

revoke all on function partii_private.companies_open_hiring_channel() from public, anon, authenticated;

create trigger zz_open_hiring_channel after insert on public.companies
  for each row execute function partii_private.companies_open_hiring_channel();

insert into public.conversations (id, company_id, kind, name)
select partii_private.hiring_channel_id(c.id), c.id, 'channel', 'hiring' from public.companies c
on conflict do nothing;

-- 4. mentions --------------------------------------------------------------------------------------------

-- Only live members who may read the conversation are mentioned (in a direct conversation: its two
-- members); an id of anyone else is dropped, so a mention never tells someone a conversation exists.
create or replace function partii_private.conversation_messages_mentions_tidy() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_conversation public.conversations%rowtype;
begin
  select * into v_conversation from public.conversations c where c.id = new.conversation_id;
  new.mentioned_ids := coalesce((
    select array_agg(distinct m.user_id order by m.user_id)
      from public.company_members m
     where m.company_id = new.company_id and m.deleted_at is null and m.user_id = any (new.mentioned_ids)
       and (v_conversation.kind <> 'direct' or m.user_id = any (v_conversation.member_ids))
  ), '{}');
  return new;
end
$$;

revoke all on function partii_private.conversation_messages_mentions_tidy() from public, anon, authenticated;

create trigger c_mentions before insert or update of mentioned_ids on public.conversation_messages
  for each row execute function partii_private.conversation_messages_mentions_tidy();

-- How a conversation is named in a notification: "#hiring", "Emma Johnson", "Data Scientist", or
-- "a direct message".
create or replace function partii_private.conversation_title(p_conversation public.conversations) returns text
language sql stable security definer
set search_path = ''
as $$
  select case p_conversation.kind
    when 'channel' then '#' || p_conversation.name
    when 'candidate' then partii_private.candidate_name(p_conversation.candidate_id)
    when 'job' then (select j.title from public.jobs j where j.id = p_conversation.job_id)
    else 'a direct message' end
$$;

revoke all on function partii_private.conversation_title(public.conversations) from public, anon, authenticated;

-- each member newly named, once per message (notify's key is the message id)
create or replace function partii_private.conversation_messages_notify_mentions() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_conversation public.conversations%rowtype;
  v_data jsonb;
begin
  if new.deleted_at is not null or cardinality(new.mentioned_ids) = 0 then
    return null;
  end if;
  select * into v_conversation from public.conversations c where c.id = new.conversation_id;
  v_data := jsonb_build_object(
    'actor_name', partii_private.actor_name(new.company_id),
    'conversation_id', new.conversation_id,
    'conversation_name', partii_private.conversation_title(v_conversation),
    'excerpt', left(regexp_replace(new.body, '\s+', ' ', 'g'), 140));
  foreach v_user in array new.mentioned_ids loop
    if tg_op = 'UPDATE' and v_user = any (old.mentioned_ids) then
      continue;
    end if;
    perform partii_private.notify(new.company_id, v_user, 'mentioned', new.id::text, v_conversation.candidate_id,
                                  null, null, v_conversation.job_id, v_data);
  end loop;
  return null;
end
$$;

revoke all on function partii_private.conversation_messages_notify_mentions() from public, anon, authenticated;

create trigger zx_mentions after insert or update of mentioned_ids on public.conversation_messages
  for each row execute function partii_private.conversation_messages_notify_mentions();

-- The sentence of a mention in a conversation (notifications' text for mail and the inbox).
do $$
declare
  v_src text;
begin
  select pg_get_functiondef('partii_private.notification_text(text, jsonb)'::regprocedure) into v_src;
  if position('conversation_name' in v_src) = 0 then
    v_src := replace(v_src,
      E'when ''mentioned'' then format(',
      E'when ''mentioned'' then case when p_data ? ''conversation_name'' then format(''%s mentioned you in %s: "%s"'',\n      coalesce(p_data ->> ''actor_name'', ''A colleague''), p_data ->> ''conversation_name'', coalesce(p_data ->> ''excerpt'', ''''))\n      else format(');
    v_src := replace(v_src,
      E'coalesce(p_data ->> ''excerpt'', ''''))\n    when ''application_received''',
      E'coalesce(p_data ->> ''excerpt'', '''')) end\n    when ''application_received''');
    if position('conversation_name' in v_src) = 0 or position(E''''')) end' in v_src) = 0 then
      raise exception 'notification_text: the conversation mention could not be put in';
    end if;
    execute v_src;
  end if;
end
$$;

-- 5. sync ------------------------------------------------------------------------------------------------

create or replace function partii_private.synced_tables() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['jobs', 'profiles', 'applications', 'notes', 'job_drafts', 'job_draft_messages',
               'interview_plans', 'interview_stages', 'interview_plan_favorites', 'interviews', 'scorecards',
               'email_templates', 'outgoing_emails', 'notification_preferences', 'notifications',
               'conversations', 'conversation_messages', 'conversation_reads']::text[]
$$;

create or replace function partii_private.pulled_tables() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['companies', 'company_members', 'company_invitations', 'interview_plans', 'interview_stages',
               'interview_plan_favorites', 'jobs', 'profiles', 'applications', 'notes', 'job_drafts',
               'job_draft_messages', 'interviews', 'scorecards', 'email_templates', 'outgoing_emails',
               'notification_preferences', 'notifications', 'activity', 'candidate_messages',
               'conversations', 'conversation_messages', 'conversation_reads']::text[]
$$;

create or replace function partii_private.writable_columns(p_table text, p_inserting boolean)
returns text[]
language sql stable
set search_path = ''
as $$
  select case p_table
    when 'outgoing_emails' then
      case when p_inserting then array['template_id', 'candidate_id', 'application_id', 'subject', 'body_text']
           else '{}'::text[] end
    when 'notifications' then
      case when p_inserting then '{}'::text[] else array['read_at'] end
    when 'notification_preferences' then array['email_kinds']
    when 'email_templates' then array['kind', 'name', 'subject', 'body', 'auto_send']
    when 'conversations' then
      case when p_inserting then array['kind', 'name', 'candidate_id', 'job_id', 'member_ids']
           else array['name'] end
    when 'conversation_messages' then
      case when p_inserting then array['conversation_id', 'body', 'mentioned_ids']
           else array['body', 'mentioned_ids'] end
    when 'conversation_reads' then
      case when p_inserting then array['conversation_id', 'read_at'] else array['read_at'] end
    else (
      select coalesce(array_agg(a.attname::text order by a.attnum), '{}')
      from pg_catalog.pg_attribute a
      where a.attrelid = ('public.' || quote_ident(p_table))::regclass
        and a.attnum > 0 and not a.attisdropped
        and a.attname not in ('id', 'company_id', 'version', 'change_xid', 'updated_at', 'deleted_at',
                              'first_published_at', 'cv_url', 'applicant_contact', 'created_by', 'updated_by',
                              'withdrawn_at', 'ics_sequence')
        and not (p_table = 'interview_plan_favorites' and a.attname = 'user_id')
        and not (p_table = 'scorecards' and a.attname = 'interviewer_id')
        and (p_inserting or a.attname <> 'created_at'))
  end
$$;

-- The role check of chat, asked before messaging's: every role talks; channels are the owners' and
-- admins' (the trigger says so in words); conversations and read marks are never deleted; only its
-- author deletes a message.
create or replace function partii_private.check_push_role_chat(p_table text, p_op text, p_row_id uuid)
returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_found boolean;
  v_author uuid;
begin
  if p_table not in ('conversations', 'conversation_messages', 'conversation_reads') then
    return false;
  end if;
  if p_op = 'delete' and p_table = 'conversations' then
    raise exception using errcode = '42501', message = 'A conversation cannot be deleted.';
  end if;
  if p_op = 'delete' and p_table = 'conversation_reads' then
    raise exception using errcode = '42501', message = 'A read mark cannot be deleted.';
  end if;
  if p_op = 'delete' then
    select true, m.author_id into v_found, v_author from public.conversation_messages m where m.id = p_row_id;
    if v_found and v_author is distinct from auth.uid() then
      raise exception using errcode = '42501', message = 'You can change only your own messages.';
    end if;
  end if;
  return true;
end
$$;

revoke all on function partii_private.check_push_role_chat(text, text, uuid) from public;
grant execute on function partii_private.check_push_role_chat(text, text, uuid) to authenticated, service_role;

do $$
declare
  v_src text;
begin
  select pg_get_functiondef('partii_private.check_push_role(text, text, text, uuid, jsonb, uuid)'::regprocedure)
    into v_src;
  if position('check_push_role_chat' in v_src) = 0 then
    v_src := replace(v_src,
      E'begin\n  if partii_private.check_push_role_messaging(',
      E'begin\n  if partii_private.check_push_role_chat(p_table, p_op, p_row_id) then\n    return;\n  end if;\n  if partii_private.check_push_role_messaging(');
    if position('check_push_role_chat' in v_src) = 0 then
      raise exception 'check_push_role: the chat check could not be put in';
    end if;
    execute v_src;
  end if;
end
$$;

-- 6. row level security and grants ----------------------------------------------------------------------

-- update: sync_push locks a row it is told of again (select ... for update needs it); the prepare
-- triggers keep what a client may not change
grant select, insert, update (name, deleted_at, updated_at) on public.conversations to authenticated;
create policy conversations_member_read on public.conversations for select to authenticated
  using ((select partii_private.member_role(company_id)) is not null
         and (kind <> 'direct' or (select auth.uid()) = any (member_ids)));
create policy conversations_member_insert on public.conversations for insert to authenticated
  with check ((select partii_private.member_role(company_id)) is not null
              and (kind <> 'direct' or (select auth.uid()) = any (member_ids)));
create policy conversations_member_update on public.conversations for update to authenticated
  using ((select partii_private.member_role(company_id)) is not null
         and (kind <> 'direct' or (select auth.uid()) = any (member_ids)));

grant select, insert, update (body, mentioned_ids, deleted_at, updated_at) on public.conversation_messages
  to authenticated;
create policy conversation_messages_reader_read on public.conversation_messages for select to authenticated
  using ((select partii_private.member_role(company_id)) is not null
         and partii_private.can_read_conversation(conversation_id));
create policy conversation_messages_reader_insert on public.conversation_messages for insert to authenticated
  with check ((select partii_private.member_role(company_id)) is not null
              and partii_private.can_read_conversation(conversation_id));
create policy conversation_messages_reader_update on public.conversation_messages for update to authenticated
  using ((select partii_private.member_role(company_id)) is not null
         and partii_private.can_read_conversation(conversation_id));

grant select, insert, update (read_at, updated_at) on public.conversation_reads to authenticated;
create policy conversation_reads_own_read on public.conversation_reads for select to authenticated
  using (user_id = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null);
create policy conversation_reads_own_insert on public.conversation_reads for insert to authenticated
  with check (user_id = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null);
create policy conversation_reads_own_update on public.conversation_reads for update to authenticated
  using (user_id = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null)
  with check (user_id = (select auth.uid()));
