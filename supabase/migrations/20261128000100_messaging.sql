-- Issue 25: hiring is talking (docs/messaging.md).
--
--   1. tables: email_templates, outgoing_emails, notifications, notification_preferences,
--      candidate_messages; applications.withdrawn_at; interviews.invite_candidate / ics_sequence;
--      notes.mentioned_ids; partii_private.status_tokens
--   2. server-kept columns (what a client sends is not trusted for these)
--   3. templates: the variables, rendering, the four defaults of every company
--   4. notifications: one row per recipient, made here only; mail for the kinds a member chose
--   5. calendar mail of interviews (REQUEST / CANCEL, one UID, SEQUENCE increasing)
--   6. application received (auto-sent on submit), candidate replies and withdrawals
--   7. the status page's RPCs (for anyone holding a token)
--   8. the sender's RPCs (service role only)
--   9. sync: the new tables in the push and pull lists, the role check
--  10. row level security and grants

-- 1. tables ---------------------------------------------------------------------------------------------

create table public.email_templates (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default partii_private.current_company() references public.companies (id),
  kind text not null default 'custom'
    check (kind in ('application_received', 'interview_invitation', 'rejection', 'offer', 'custom')),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  subject text not null check (char_length(btrim(subject)) between 1 and 300),
  body text not null check (char_length(btrim(body)) between 1 and 20000),
  auto_send boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8,
  created_by uuid,
  updated_by uuid
);

create table public.outgoing_emails (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default partii_private.current_company() references public.companies (id),
  kind text not null default 'candidate'
    check (kind in ('candidate', 'application_received', 'interview_request', 'interview_cancel', 'notification')),
  template_id uuid references public.email_templates (id) on delete set null,
  candidate_id uuid references public.profiles (id),
  application_id uuid references public.applications (id),
  interview_id uuid references public.interviews (id),
  recipient_user_id uuid,
  to_email text not null check (char_length(to_email) between 3 and 320 and to_email like '%_@_%'),
  to_name text check (char_length(to_name) <= 300),
  subject text not null check (char_length(btrim(subject)) between 1 and 300),
  body_text text not null check (char_length(btrim(body_text)) between 1 and 20000),
  body_html text check (char_length(body_html) <= 200000),
  calendar jsonb check (calendar is null or (jsonb_typeof(calendar) = 'object' and pg_column_size(calendar) <= 100000)),
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  claim_id uuid,
  last_error text check (char_length(last_error) <= 2000),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8,
  created_by uuid,
  updated_by uuid
);

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id),
  recipient_id uuid not null,
  kind text not null check (kind in ('panel_added', 'panel_removed', 'interview_moved', 'interview_cancelled',
                                     'scorecard_due', 'mentioned', 'application_received', 'candidate_replied',
                                     'candidate_withdrew', 'invitation_accepted')),
  actor_id uuid,
  candidate_id uuid references public.profiles (id),
  application_id uuid references public.applications (id),
  interview_id uuid references public.interviews (id),
  job_id uuid references public.jobs (id),
  data jsonb check (data is null or (jsonb_typeof(data) = 'object' and pg_column_size(data) <= 10000)),
  read_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8,
  created_by uuid,
  updated_by uuid
);

create table public.notification_preferences (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default partii_private.current_company() references public.companies (id),
  user_id uuid,
  email_kinds text[] not null default '{}'
    check (cardinality(email_kinds) <= 20 and email_kinds <@ array['panel_added', 'panel_removed', 'interview_moved',
           'interview_cancelled', 'scorecard_due', 'mentioned', 'application_received', 'candidate_replied',
           'candidate_withdrew', 'invitation_accepted']::text[]),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8,
  created_by uuid,
  updated_by uuid
);

create table public.candidate_messages (
  id uuid primary key,
  company_id uuid not null references public.companies (id),
  candidate_id uuid not null references public.profiles (id),
  application_id uuid references public.applications (id),
  body text not null check (char_length(btrim(body)) between 1 and 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8
);

-- Status links: the raw token is only ever in the mail; the table keeps its sha256 (hex). Not in
-- `public`, so no API role can reach it (docs/messaging.md "Status page").
create table partii_private.status_tokens (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  company_id uuid not null references public.companies (id),
  candidate_id uuid not null references public.profiles (id),
  email_id uuid,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index status_tokens_candidate_idx on partii_private.status_tokens (candidate_id) where revoked_at is null;
revoke all on partii_private.status_tokens from public, anon, authenticated;

alter table public.applications add column withdrawn_at timestamptz;
alter table public.interviews add column invite_candidate boolean not null default false;
alter table public.interviews add column ics_sequence int not null default 0;
alter table public.notes add column mentioned_ids uuid[] not null default '{}'
  check (cardinality(mentioned_ids) <= 50 and array_position(mentioned_ids, null) is null);

-- one live template per default kind, one preferences row per member
create unique index email_templates_default_kind_key on public.email_templates (company_id, kind)
  where kind <> 'custom' and deleted_at is null;
create unique index notification_preferences_member_key on public.notification_preferences (company_id, user_id)
  where deleted_at is null;

create index email_templates_company_feed_idx on public.email_templates (company_id, change_xid, id);
create index outgoing_emails_company_feed_idx on public.outgoing_emails (company_id, change_xid, id);
create index notifications_company_feed_idx on public.notifications (company_id, change_xid, id);
create index notification_preferences_company_feed_idx on public.notification_preferences (company_id, change_xid, id);
create index candidate_messages_company_feed_idx on public.candidate_messages (company_id, change_xid, id);
create index email_templates_change_feed_idx on public.email_templates (change_xid, id);
create index outgoing_emails_change_feed_idx on public.outgoing_emails (change_xid, id);
create index notifications_change_feed_idx on public.notifications (change_xid, id);
create index notification_preferences_change_feed_idx on public.notification_preferences (change_xid, id);
create index candidate_messages_change_feed_idx on public.candidate_messages (change_xid, id);
-- the sender's queue: due rows only
create index outgoing_emails_due_idx on public.outgoing_emails (next_attempt_at) where status in ('queued', 'sending');
create index outgoing_emails_candidate_idx on public.outgoing_emails (candidate_id) where candidate_id is not null;
create index notifications_recipient_idx on public.notifications (recipient_id, created_at desc);
create index candidate_messages_candidate_idx on public.candidate_messages (candidate_id);

do $$
declare
  v_table text;
begin
  foreach v_table in array array['email_templates', 'outgoing_emails', 'notifications', 'notification_preferences'] loop
    execute format('create trigger y_attribution before insert or update on public.%I
                    for each row execute function partii_private.stamp_attribution()', v_table);
  end loop;
  foreach v_table in array array['email_templates', 'outgoing_emails', 'notifications', 'notification_preferences',
                                 'candidate_messages'] loop
    execute format('create trigger z_sync_stamp before insert or update on public.%I
                    for each row execute function public.sync_stamp_row()', v_table);
    execute format('create trigger zz_notify_change after insert or update or delete on public.%I
                    for each row execute function public.notify_partii_change()', v_table);
    execute format('create trigger zz_record_departure after update of company_id on public.%I
                    for each row execute function partii_private.record_departure()', v_table);
    execute format('alter table public.%I enable always trigger zz_record_departure', v_table);
    if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
      create publication supabase_realtime;
    end if;
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

-- Whether the statement runs for an API caller (a client), not for the server's own code: inside a
-- SECURITY DEFINER function current_user is the function's owner.
create or replace function partii_private.client_write() returns boolean
language sql stable
set search_path = ''
as $$ select current_user in ('anon', 'authenticated') $$;

-- applications.withdrawn_at is the status page's; interviews.ics_sequence is counted here.
create or replace function partii_private.messaging_kept_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_table_name = 'applications' then
    if partii_private.client_write() then
      new.withdrawn_at := case when tg_op = 'INSERT' then null else old.withdrawn_at end;
    end if;
  elsif tg_table_name = 'interviews' then
    if tg_op = 'INSERT' then
      new.ics_sequence := 0;
    else
      new.ics_sequence := old.ics_sequence;
      -- every change a calendar shows moves the event forward (RFC 5546: a newer SEQUENCE wins)
      if (new.starts_at, new.duration_minutes, new.location, new.video_url, new.status, new.deleted_at,
          new.interviewer_ids, new.invite_candidate)
         is distinct from
         (old.starts_at, old.duration_minutes, old.location, old.video_url, old.status, old.deleted_at,
          old.interviewer_ids, old.invite_candidate) then
        new.ics_sequence := old.ics_sequence + 1;
      end if;
    end if;
  end if;
  return new;
end
$$;

revoke all on function partii_private.messaging_kept_columns() from public, anon, authenticated;

create trigger b_messaging_kept before insert or update on public.applications
  for each row execute function partii_private.messaging_kept_columns();
create trigger b_messaging_kept before insert or update on public.interviews
  for each row execute function partii_private.messaging_kept_columns();

-- A mail's text as HTML: escaped, blank lines as paragraphs, URLs as links.
create or replace function partii_private.text_to_html(p_text text) returns text
language sql immutable
set search_path = ''
as $$
  select '<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">'
         || coalesce(string_agg('<p style="margin:0 0 1em">'
              || regexp_replace(
                   regexp_replace(
                     replace(replace(replace(replace(para, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'),
                     '(https?://[^[:space:]<]+)', '<a href="\1">\1</a>', 'g'),
                   E'\n', '<br>', 'g')
              || '</p>', '' order by n), '')
         || '</div>'
  from regexp_split_to_table(btrim(coalesce(p_text, ''), E' \n'), E'\n[ \t]*\n') with ordinality as t(para, n)
$$;

-- What a client may write of a mail (docs/messaging.md): a mail to a candidate of the company, whose
-- address the server looks up (no open relay); everything about sending is the server's.
create or replace function partii_private.outgoing_emails_prepare() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_profile public.profiles%rowtype;
begin
  if tg_op = 'UPDATE' then
    if partii_private.client_write() then
      raise exception using errcode = '42501', message = 'A mail cannot be changed once written.';
    end if;
    return new;
  end if;
  if partii_private.client_write() then
    new.kind := 'candidate';
    new.status := 'queued';
    new.attempts := 0;
    new.next_attempt_at := now();
    new.claimed_until := null;
    new.claim_id := null;
    new.last_error := null;
    new.sent_at := null;
    new.interview_id := null;
    new.recipient_user_id := null;
    new.calendar := null;
    new.created_at := now();
    new.deleted_at := null;
    if new.candidate_id is null then
      raise exception using errcode = '23502', message = 'A mail to a candidate names the candidate.';
    end if;
    select * into v_profile from public.profiles p
     where p.id = new.candidate_id and p.company_id = new.company_id and p.deleted_at is null;
    if v_profile.id is null then
      raise exception using errcode = '23503', message = 'The candidate was not found.';
    end if;
    if nullif(btrim(v_profile.email), '') is null then
      raise exception using errcode = '23514', message = 'This candidate has no email address.';
    end if;
    if new.application_id is not null and not exists (
      select 1 from public.applications a
       where a.id = new.application_id and a.applicant_id = new.candidate_id and a.company_id = new.company_id
    ) then
      raise exception using errcode = '23503', message = 'The application was not found for this candidate.';
    end if;
    if new.template_id is not null and not exists (
      select 1 from public.email_templates t where t.id = new.template_id and t.company_id = new.company_id
    ) then
      raise exception using errcode = '23503', message = 'The template was not found.';
    end if;
    new.to_email := btrim(v_profile.email);
    new.to_name := nullif(btrim(concat_ws(' ', v_profile.first_name, v_profile.last_name)), '');
    new.body_html := null;
  end if;
  if new.body_html is null then
    new.body_html := partii_private.text_to_html(new.body_text);
  end if;
  return new;
end
$$;

revoke all on function partii_private.outgoing_emails_prepare() from public, anon, authenticated;

create trigger b_prepare before insert or update on public.outgoing_emails
  for each row execute function partii_private.outgoing_emails_prepare();

-- The local sender listens; a hosted project's webhook or cron finds the row anyway.
create or replace function partii_private.outgoing_emails_wake() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('partii_outgoing_email', new.id::text);
  return null;
end
$$;

create trigger zz_wake_sender after insert on public.outgoing_emails
  for each row when (new.status = 'queued') execute function partii_private.outgoing_emails_wake();

-- notifications: a client may only mark its own read (the rest is the server's)
create or replace function partii_private.notifications_kept() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not partii_private.client_write() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    raise exception using errcode = '42501', message = 'Notifications are made by the server.';
  end if;
  if new.recipient_id is distinct from auth.uid() then
    raise exception using errcode = '42501', message = 'You can mark only your own notifications.';
  end if;
  new.read_at := case when new.read_at is null then null
                      else coalesce(old.read_at, least(new.read_at, now())) end;
  new.recipient_id := old.recipient_id;
  new.kind := old.kind;
  new.actor_id := old.actor_id;
  new.candidate_id := old.candidate_id;
  new.application_id := old.application_id;
  new.interview_id := old.interview_id;
  new.job_id := old.job_id;
  new.data := old.data;
  new.created_at := old.created_at;
  new.deleted_at := old.deleted_at;
  return new;
end
$$;

revoke all on function partii_private.notifications_kept() from public, anon, authenticated;

create trigger b_kept before insert or update on public.notifications
  for each row execute function partii_private.notifications_kept();

-- notification preferences: each member's own; the id is derived from (company, member)
create or replace function partii_private.notification_preferences_id(p_company uuid, p_user uuid) returns uuid
language sql immutable strict
set search_path = ''
as $$
  select partii_private.uuid_v5(p_company, 'notification-preferences:' || p_user::text)
$$;

create or replace function partii_private.notification_preferences_owner() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if partii_private.client_write() or new.user_id is null then
      new.user_id := auth.uid();
    end if;
    if new.id is distinct from partii_private.notification_preferences_id(new.company_id, new.user_id) then
      raise exception using errcode = '42501',
        message = 'These preferences'' id is not the one derived from their company and member.',
        hint = 'partii:derived_id';
    end if;
  else
    new.user_id := old.user_id;
  end if;
  return new;
end
$$;

revoke all on function partii_private.notification_preferences_owner() from public, anon, authenticated;

create trigger b_owner before insert or update on public.notification_preferences
  for each row execute function partii_private.notification_preferences_owner();

-- notes: only members of the note's company are mentioned (an id of anyone else is dropped)
create or replace function partii_private.notes_mentions_tidy() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.mentioned_ids := coalesce((
    select array_agg(distinct m.user_id order by m.user_id)
      from public.company_members m
     where m.company_id = new.company_id and m.deleted_at is null and m.user_id = any (new.mentioned_ids)
  ), '{}');
  return new;
end
$$;

revoke all on function partii_private.notes_mentions_tidy() from public, anon, authenticated;

create trigger b_mentions before insert or update of mentioned_ids on public.notes
  for each row execute function partii_private.notes_mentions_tidy();

-- The namespace of the ids the server derives for its own mail: random per database, so nobody
-- can compute (and take first) the id of a mail the server is about to write.
create table partii_private.server_secrets (name text primary key, value uuid not null);
revoke all on partii_private.server_secrets from public, anon, authenticated;
insert into partii_private.server_secrets (name, value) values ('mail_namespace', gen_random_uuid())
  on conflict (name) do nothing;

create or replace function partii_private.server_mail_id(p_name text) returns uuid
language sql stable
set search_path = ''
as $$
  select partii_private.uuid_v5((select s.value from partii_private.server_secrets s where s.name = 'mail_namespace'),
                                p_name)
$$;

revoke all on function partii_private.server_mail_id(text) from public, anon, authenticated;

-- 3. templates --------------------------------------------------------------------------------------------

-- The variables a template may use: one list (src/features/email/model/templateVariables.ts has
-- the same, a test compares them).
create or replace function partii_private.template_variables() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['candidate.first_name', 'candidate.last_name', 'candidate.full_name', 'job.title', 'company.name',
               'interview.when', 'interview.location', 'sender.name']::text[]
$$;

-- Whether every {{variable}} of a text is known (spaces inside the braces allowed).
create or replace function partii_private.template_variables_known(p_text text) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(bool_and(btrim(m[1]) = any (partii_private.template_variables())), true)
  from regexp_matches(coalesce(p_text, ''), '\{\{([^{}]*)\}\}', 'g') as m
$$;

alter table public.email_templates add constraint email_templates_known_variables
  check (partii_private.template_variables_known(subject) and partii_private.template_variables_known(body));

-- A template with its variables filled in (`p_values` keys are the variable names); an unknown or
-- missing variable becomes empty text.
create or replace function partii_private.render_template(p_text text, p_values jsonb) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  v_out text := coalesce(p_text, '');
  v_match text[];
begin
  for v_match in select regexp_matches(v_out, '\{\{([^{}]*)\}\}', 'g') loop
    v_out := replace(v_out, '{{' || v_match[1] || '}}', coalesce(p_values ->> btrim(v_match[1]), ''));
  end loop;
  return v_out;
end
$$;

-- The defaults every company starts with (the app's "Reset to default" uses the same texts:
-- src/features/email/model/defaultTemplates.ts; a test compares them).
create or replace function partii_private.default_email_templates()
returns table (kind text, name text, subject text, body text, auto_send boolean)
language sql immutable
set search_path = ''
as $$
  values
    ('application_received', 'Application received',
     'We received your application for {{job.title}}',
     E'Hi {{candidate.first_name}},\n\nThank you for applying for {{job.title}} at {{company.name}}. We have received your application and will review it carefully.\n\nWe will be in touch about next steps.\n\nBest regards,\n{{sender.name}}\n{{company.name}}',
     true),
    ('interview_invitation', 'Invitation to interview',
     'Interview invitation: {{job.title}} at {{company.name}}',
     E'Hi {{candidate.first_name}},\n\nThank you for your interest in {{job.title}}. We would like to invite you to an interview on {{interview.when}} ({{interview.location}}).\n\nPlease reply to let us know if this time works for you.\n\nBest regards,\n{{sender.name}}\n{{company.name}}',
     false),
    ('rejection', 'Rejection',
     'Your application for {{job.title}}',
     E'Hi {{candidate.first_name}},\n\nThank you for your interest in {{job.title}} at {{company.name}} and for the time you gave us.\n\nAfter careful consideration, we have decided not to move forward with your application. We wish you every success in your search.\n\nBest regards,\n{{sender.name}}\n{{company.name}}',
     false),
    ('offer', 'Offer',
     'An offer for {{job.title}} at {{company.name}}',
     E'Hi {{candidate.first_name}},\n\nWe are delighted to offer you the role of {{job.title}} at {{company.name}}.\n\nWe will send the details of the offer shortly. In the meantime, we are happy to answer any questions.\n\nBest regards,\n{{sender.name}}\n{{company.name}}',
     false)
$$;

create or replace function partii_private.email_template_id(p_company uuid, p_kind text) returns uuid
language sql immutable strict
set search_path = ''
as $$
  select partii_private.uuid_v5(p_company, 'email-template:' || p_kind)
$$;

create or replace function partii_private.seed_email_templates(p_company uuid) returns void
language sql
set search_path = ''
as $$
  insert into public.email_templates (id, company_id, kind, name, subject, body, auto_send)
  select partii_private.email_template_id(p_company, d.kind), p_company, d.kind, d.name, d.subject, d.body, d.auto_send
    from partii_private.default_email_templates() d
  on conflict do nothing
$$;

create or replace function partii_private.companies_seed_templates() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform partii_private.seed_email_templates(new.id);
  return null;
end
$$;

revoke all on function partii_private.companies_seed_templates() from public, anon, authenticated;
revoke all on function partii_private.seed_email_templates(uuid) from public, anon, authenticated;

create trigger zz_seed_templates after insert on public.companies
  for each row execute function partii_private.companies_seed_templates();

select partii_private.seed_email_templates(c.id) from public.companies c;

-- 4. notifications ----------------------------------------------------------------------------------------

-- A notification's sentence (the mail a member chose to get for it; the app words it the same:
-- src/features/notifications/model). Names and times only.
create or replace function partii_private.notification_text(p_kind text, p_data jsonb) returns text
language sql immutable
set search_path = ''
as $$
  select case p_kind
    when 'panel_added' then format('%s added you to the interview panel for %s (%s) on %s.',
      coalesce(p_data ->> 'actor_name', 'A colleague'), coalesce(p_data ->> 'candidate_name', 'a candidate'),
      coalesce(p_data ->> 'job_title', 'a job'), coalesce(p_data ->> 'when', 'a date to be set'))
    when 'panel_removed' then format('%s took you off the interview panel for %s (%s).',
      coalesce(p_data ->> 'actor_name', 'A colleague'), coalesce(p_data ->> 'candidate_name', 'a candidate'),
      coalesce(p_data ->> 'job_title', 'a job'))
    when 'interview_moved' then format('The interview with %s (%s) moved to %s.',
      coalesce(p_data ->> 'candidate_name', 'a candidate'), coalesce(p_data ->> 'job_title', 'a job'),
      coalesce(p_data ->> 'when', 'a new time'))
    when 'interview_cancelled' then format('The interview with %s (%s) on %s was cancelled.',
      coalesce(p_data ->> 'candidate_name', 'a candidate'), coalesce(p_data ->> 'job_title', 'a job'),
      coalesce(p_data ->> 'when', 'its date'))
    when 'scorecard_due' then format('Your scorecard for %s (%s) is due.',
      coalesce(p_data ->> 'candidate_name', 'a candidate'), coalesce(p_data ->> 'job_title', 'a job'))
    when 'mentioned' then format('%s mentioned you in a note on %s: "%s"',
      coalesce(p_data ->> 'actor_name', 'A colleague'), coalesce(p_data ->> 'candidate_name', 'a candidate'),
      coalesce(p_data ->> 'excerpt', ''))
    when 'application_received' then format('%s applied for %s.',
      coalesce(p_data ->> 'candidate_name', 'Someone'), coalesce(p_data ->> 'job_title', 'a job'))
    when 'candidate_replied' then format('%s replied: "%s"',
      coalesce(p_data ->> 'candidate_name', 'A candidate'), coalesce(p_data ->> 'excerpt', ''))
    when 'candidate_withdrew' then format('%s withdrew their application for %s.',
      coalesce(p_data ->> 'candidate_name', 'A candidate'), coalesce(p_data ->> 'job_title', 'a job'))
    when 'invitation_accepted' then format('%s accepted your invitation and joined the team.',
      coalesce(p_data ->> 'invitee_name', 'Your invitee'))
    else 'You have a new notification.' end
$$;

-- A time as mail and notifications show it when the reader's zone is unknown: UTC, named.
create or replace function partii_private.mail_when(p_at timestamptz) returns text
language sql immutable
set search_path = ''
as $$
  select to_char(p_at at time zone 'UTC', 'FMDay FMDD FMMonth YYYY "at" HH24:MI "(UTC)"')
$$;

-- The one way a notification is made: one per (recipient, kind, key) — a retried trigger or a
-- second run of the due check makes none twice. A member is never notified of their own act, and
-- someone no longer a member is not notified at all. With the recipient's choice, the same
-- sentence by mail.
create or replace function partii_private.notify(
  p_company uuid, p_recipient uuid, p_kind text, p_key text,
  p_candidate uuid, p_application uuid, p_interview uuid, p_job uuid, p_data jsonb
) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_email text;
  v_actor uuid := auth.uid();
  v_inserted int;
begin
  if p_recipient is null or (p_recipient = v_actor and p_kind <> 'scorecard_due') then
    return;
  end if;
  if not exists (select 1 from public.company_members m
                  where m.company_id = p_company and m.user_id = p_recipient and m.deleted_at is null) then
    return;
  end if;
  v_id := partii_private.uuid_v5('5b0e9a6e-2f0c-4c55-a4c9-3d7f1e0b8a21', p_recipient::text || ':' || p_kind || ':' || p_key);
  insert into public.notifications (id, company_id, recipient_id, kind, actor_id, candidate_id, application_id,
                                    interview_id, job_id, data)
  values (v_id, p_company, p_recipient, p_kind, v_actor, p_candidate, p_application, p_interview, p_job,
          jsonb_strip_nulls(p_data))
  on conflict (id) do nothing;
  get diagnostics v_inserted = row_count;
  if v_inserted = 0 then
    return;
  end if;
  if exists (select 1 from public.notification_preferences p
              where p.company_id = p_company and p.user_id = p_recipient and p.deleted_at is null
                and p_kind = any (p.email_kinds)) then
    select u.email into v_email from auth.users u where u.id = p_recipient;
    if v_email is not null then
      insert into public.outgoing_emails (id, company_id, kind, recipient_user_id, to_email, subject, body_text,
                                          candidate_id, application_id, interview_id)
      values (partii_private.server_mail_id(v_id::text || ':mail'), p_company, 'notification', p_recipient, v_email,
              left(partii_private.notification_text(p_kind, p_data), 300),
              partii_private.notification_text(p_kind, p_data)
                || E'\n\nOpen Partii to see it. You chose to get this notification by email; change that in Settings → Notifications.',
              p_candidate, p_application, p_interview)
      on conflict (id) do nothing;
    end if;
  end if;
end
$$;

revoke all on function partii_private.notify(uuid, uuid, text, text, uuid, uuid, uuid, uuid, jsonb)
  from public, anon, authenticated;

-- The names of an interview every notification and mail of it carries.
create or replace function partii_private.interview_names(p_interview public.interviews) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'candidate_name', partii_private.candidate_name(a.applicant_id),
    'job_title', j.title,
    'stage_name', (select s.name from public.interview_stages s where s.id = p_interview.stage_id),
    'starts_at', p_interview.starts_at,
    'when', partii_private.mail_when(p_interview.starts_at))
  from public.applications a join public.jobs j on j.id = a.job_id
  where a.id = p_interview.application_id
$$;

revoke all on function partii_private.interview_names(public.interviews) from public, anon, authenticated;

-- mentions in notes: each member newly named
create or replace function partii_private.notes_notify_mentions() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_data jsonb;
begin
  if new.deleted_at is not null or cardinality(new.mentioned_ids) = 0 then
    return null;
  end if;
  v_data := jsonb_build_object(
    'actor_name', partii_private.actor_name(new.company_id),
    'candidate_name', partii_private.candidate_name(new.candidate_id),
    'excerpt', left(regexp_replace(new.content, '\s+', ' ', 'g'), 140));
  foreach v_user in array new.mentioned_ids loop
    if tg_op = 'UPDATE' and v_user = any (old.mentioned_ids) then
      continue;
    end if;
    perform partii_private.notify(new.company_id, v_user, 'mentioned', new.id::text, new.candidate_id, null, null,
                                  null, v_data);
  end loop;
  return null;
end
$$;

revoke all on function partii_private.notes_notify_mentions() from public, anon, authenticated;

create trigger zx_mentions after insert or update of mentioned_ids on public.notes
  for each row execute function partii_private.notes_notify_mentions();

-- invitation accepted: the member who sent it
create or replace function partii_private.invitations_notify_accepted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.accepted_at is not null and old.accepted_at is null and new.invited_by is not null then
    perform partii_private.notify(new.company_id, new.invited_by, 'invitation_accepted', new.id::text, null, null,
                                  null, null, jsonb_build_object(
                                    'invitee_name', (select m.name from public.company_members m
                                                      where m.company_id = new.company_id
                                                        and m.user_id = new.accepted_by
                                                        and m.deleted_at is null),
                                    'role', new.role));
  end if;
  return null;
end
$$;

revoke all on function partii_private.invitations_notify_accepted() from public, anon, authenticated;

create trigger zx_notify_accepted after update of accepted_at on public.company_invitations
  for each row execute function partii_private.invitations_notify_accepted();

-- scorecards due: each panel member without a scorecard, once the interview has ended (the sender
-- runs it every half minute locally; pg_cron hosted — README)
create or replace function public.notify_scorecards_due() returns int
language plpgsql security definer
set search_path = ''
as $$
declare
  v_interview public.interviews%rowtype;
  v_user uuid;
  v_count int := 0;
  v_data jsonb;
  v_application public.applications%rowtype;
begin
  for v_interview in
    select i.* from public.interviews i
     where i.deleted_at is null and i.status in ('scheduled', 'completed')
       and i.starts_at + make_interval(mins => i.duration_minutes) <= now()
       and i.starts_at + make_interval(mins => i.duration_minutes) > now() - interval '14 days'
  loop
    select * into v_application from public.applications a where a.id = v_interview.application_id;
    v_data := partii_private.interview_names(v_interview);
    foreach v_user in array v_interview.interviewer_ids loop
      if exists (select 1 from public.scorecards s
                  where s.interview_id = v_interview.id and s.interviewer_id = v_user and s.deleted_at is null) then
        continue;
      end if;
      if exists (select 1 from public.notifications n
                  where n.id = partii_private.uuid_v5('5b0e9a6e-2f0c-4c55-a4c9-3d7f1e0b8a21',
                                                     v_user::text || ':scorecard_due:' || v_interview.id::text)) then
        continue;
      end if;
      perform partii_private.notify(v_interview.company_id, v_user, 'scorecard_due', v_interview.id::text,
                                    v_application.applicant_id, v_application.id, v_interview.id,
                                    v_application.job_id, v_data);
      v_count := v_count + 1;
    end loop;
  end loop;
  return v_count;
end
$$;

revoke all on function public.notify_scorecards_due() from public, anon, authenticated;
grant execute on function public.notify_scorecards_due() to service_role;

-- 5. calendar mail of interviews ----------------------------------------------------------------------------

-- One calendar mail to one recipient (docs/messaging.md "Calendar mail"). Its id is derived from
-- (interview, recipient, sequence, method): a trigger that runs again makes no second mail.
create or replace function partii_private.queue_calendar_mail(
  p_interview public.interviews, p_method text, p_recipient_user uuid, p_to_email text, p_to_name text,
  p_for_candidate boolean
) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_names jsonb := partii_private.interview_names(p_interview);
  v_application public.applications%rowtype;
  v_company text;
  v_organizer jsonb;
  v_attendees jsonb;
  v_title text;
  v_description text;
  v_subject text;
  v_body text;
  v_verb text;
begin
  if p_to_email is null or btrim(p_to_email) = '' then
    return;
  end if;
  select * into v_application from public.applications a where a.id = p_interview.application_id;
  select c.name into v_company from public.companies c where c.id = p_interview.company_id;
  v_organizer := jsonb_build_object('name', coalesce(v_company, 'Partii'), 'email', 'noreply@partii.local');
  if p_for_candidate then
    -- the candidate's event names the company and the job, never the stage or the panel
    v_title := format('Interview with %s — %s', coalesce(v_company, 'the hiring team'), v_names ->> 'job_title');
    v_description := concat_ws(E'\n',
      case when p_interview.video_url is not null then 'Video link: ' || p_interview.video_url end,
      'Reply to the invitation email if you need another time.');
    v_attendees := jsonb_build_array(jsonb_build_object('name', p_to_name, 'email', p_to_email));
  else
    v_title := format('Interview: %s — %s', v_names ->> 'candidate_name', v_names ->> 'job_title');
    v_description := concat_ws(E'\n',
      case when v_names ->> 'stage_name' is not null then 'Stage: ' || (v_names ->> 'stage_name') end,
      case when p_interview.video_url is not null then 'Video link: ' || p_interview.video_url end);
    select coalesce(jsonb_agg(jsonb_build_object('name', coalesce(m.name, u.email), 'email', u.email)
                              order by array_position(p_interview.interviewer_ids, m.user_id)), '[]'::jsonb)
      into v_attendees
      from public.company_members m join auth.users u on u.id = m.user_id
     where m.company_id = p_interview.company_id and m.deleted_at is null
       and m.user_id = any (p_interview.interviewer_ids);
    -- a member just taken off the panel still gets the cancel of the event they hold
    if p_method = 'CANCEL' and not (v_attendees @> jsonb_build_array(jsonb_build_object('email', p_to_email))) then
      v_attendees := v_attendees || jsonb_build_array(jsonb_build_object('name', p_to_name, 'email', p_to_email));
    end if;
  end if;

  v_verb := case when p_method = 'CANCEL' then 'Cancelled'
                 when p_interview.ics_sequence > 0 then 'Updated invitation'
                 else 'Invitation' end;
  v_subject := left(format('%s: %s (%s)', v_verb, v_title, v_names ->> 'when'), 300);
  v_body := case when p_method = 'CANCEL' then
      format(E'%s\n\nThis interview on %s has been cancelled. Your calendar removes it when you open the attached invitation.',
             v_title, v_names ->> 'when')
    else
      concat_ws(E'\n\n', v_title,
        format('When: %s, %s minutes', v_names ->> 'when', p_interview.duration_minutes),
        case when coalesce(p_interview.location, p_interview.video_url) is not null
             then 'Where: ' || coalesce(p_interview.location, p_interview.video_url) end,
        v_description,
        'The attached invitation adds it to your calendar' ||
          case when p_interview.ics_sequence > 0 then ' and moves the event you already have.' else '.' end)
    end;

  insert into public.outgoing_emails (id, company_id, kind, candidate_id, application_id, interview_id,
                                      recipient_user_id, to_email, to_name, subject, body_text, calendar)
  values (
    partii_private.server_mail_id(p_interview.id::text || ':' ||
      coalesce(p_recipient_user::text, 'candidate:' || lower(p_to_email)) || ':' || p_interview.ics_sequence || ':' || p_method),
    p_interview.company_id,
    case when p_method = 'CANCEL' then 'interview_cancel' else 'interview_request' end,
    case when p_for_candidate then v_application.applicant_id end,
    v_application.id, p_interview.id, p_recipient_user, btrim(p_to_email), p_to_name, v_subject, v_body,
    jsonb_build_object(
      'method', p_method,
      'uid', p_interview.id::text || '@interviews.partii',
      'sequence', p_interview.ics_sequence,
      'start', p_interview.starts_at,
      'duration_minutes', p_interview.duration_minutes,
      'title', v_title,
      'description', nullif(v_description, ''),
      'location', coalesce(p_interview.location, p_interview.video_url),
      'url', p_interview.video_url,
      'organizer', v_organizer,
      'attendees', v_attendees,
      'status', case when p_method = 'CANCEL' then 'CANCELLED' else 'CONFIRMED' end))
  on conflict (id) do nothing;
end
$$;

revoke all on function partii_private.queue_calendar_mail(public.interviews, text, uuid, text, text, boolean)
  from public, anon, authenticated;

-- After every write of an interview: the calendar mail (REQUEST to whoever holds the event now,
-- CANCEL to whoever no longer does) and the panel's notifications.
create or replace function partii_private.interviews_talk() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_live_new boolean := new.deleted_at is null and new.status = 'scheduled';
  v_live_old boolean := tg_op = 'UPDATE' and old.deleted_at is null and old.status = 'scheduled';
  v_now uuid[] := case when new.deleted_at is null and new.status = 'scheduled' then new.interviewer_ids else '{}' end;
  v_before uuid[] := case when tg_op = 'UPDATE' and old.deleted_at is null and old.status = 'scheduled'
                          then old.interviewer_ids else '{}' end;
  v_user uuid;
  v_email text;
  v_name text;
  v_application public.applications%rowtype;
  v_candidate public.profiles%rowtype;
  v_data jsonb := partii_private.interview_names(new);
  v_moved boolean := tg_op = 'UPDATE' and (new.starts_at, new.duration_minutes, new.location, new.video_url)
                                           is distinct from (old.starts_at, old.duration_minutes, old.location, old.video_url);
  v_changed boolean := tg_op = 'INSERT' or new.ics_sequence <> old.ics_sequence;
begin
  -- an interview done, or one logged after it took place, is not news to anyone's calendar
  if not v_changed or not (v_live_new or v_live_old) or new.status = 'completed'
     or (new.starts_at + make_interval(mins => new.duration_minutes) <= now()
         and (tg_op = 'INSERT' or old.starts_at + make_interval(mins => old.duration_minutes) <= now())) then
    return null;
  end if;
  select * into v_application from public.applications a where a.id = new.application_id;
  select * into v_candidate from public.profiles p where p.id = v_application.applicant_id;
  v_data := v_data || jsonb_build_object('actor_name', partii_private.actor_name(new.company_id));
  if tg_op = 'UPDATE' and v_moved then
    v_data := v_data || jsonb_build_object('previous_starts_at', old.starts_at);
  end if;

  -- the panel
  for v_user in select distinct u from unnest(v_now || v_before) u loop
    select u.email, coalesce(m.name, u.email) into v_email, v_name
      from auth.users u left join public.company_members m
        on m.user_id = u.id and m.company_id = new.company_id and m.deleted_at is null
     where u.id = v_user;
    -- someone no longer a member gets nothing new of the company's (an interview reopened with a
    -- former member still on its panel); a cancel of what they hold is all they may still get
    if v_user = any (v_now) and not exists (
      select 1 from public.company_members m
       where m.company_id = new.company_id and m.user_id = v_user and m.deleted_at is null) then
      continue;
    end if;
    if v_user = any (v_now) then
      perform partii_private.queue_calendar_mail(new, 'REQUEST', v_user, v_email, v_name, false);
      if not (v_user = any (v_before)) then
        perform partii_private.notify(new.company_id, v_user, 'panel_added', new.id::text || ':' || new.ics_sequence,
                                      v_application.applicant_id, v_application.id, new.id, v_application.job_id, v_data);
      elsif v_moved then
        perform partii_private.notify(new.company_id, v_user, 'interview_moved', new.id::text || ':' || new.ics_sequence,
                                      v_application.applicant_id, v_application.id, new.id, v_application.job_id, v_data);
      end if;
    else
      perform partii_private.queue_calendar_mail(new, 'CANCEL', v_user, v_email, v_name, false);
      perform partii_private.notify(new.company_id, v_user,
                                    case when v_live_new then 'panel_removed' else 'interview_cancelled' end,
                                    new.id::text || ':' || new.ics_sequence,
                                    v_application.applicant_id, v_application.id, new.id, v_application.job_id, v_data);
    end if;
  end loop;

  -- the candidate, when the recruiter ticked it
  if v_live_new and new.invite_candidate then
    perform partii_private.queue_calendar_mail(new, 'REQUEST', null, v_candidate.email,
      nullif(btrim(concat_ws(' ', v_candidate.first_name, v_candidate.last_name)), ''), true);
  elsif v_live_old and old.invite_candidate then
    perform partii_private.queue_calendar_mail(new, 'CANCEL', null, v_candidate.email,
      nullif(btrim(concat_ws(' ', v_candidate.first_name, v_candidate.last_name)), ''), true);
  end if;
  return null;
end
$$;

revoke all on function partii_private.interviews_talk() from public, anon, authenticated;

create trigger zy_talk after insert or update on public.interviews
  for each row execute function partii_private.interviews_talk();

-- 6. applications: received, withdrawn; candidates' replies ---------------------------------------------------

-- Who hears about an application: the member who created its job (else the company's owners).
create or replace function partii_private.job_watchers(p_job uuid) returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select m.user_id from public.jobs j join public.company_members m
      on m.company_id = j.company_id and m.user_id = j.created_by and m.deleted_at is null
   where j.id = p_job
  union
  select m.user_id from public.jobs j join public.company_members m
      on m.company_id = j.company_id and m.role = 'owner' and m.deleted_at is null
   where j.id = p_job
     and not exists (select 1 from public.company_members c
                      where c.company_id = j.company_id and c.user_id = j.created_by and c.deleted_at is null)
$$;

revoke all on function partii_private.job_watchers(uuid) from public, anon, authenticated;

create or replace function partii_private.applications_talk() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_job public.jobs%rowtype;
  v_profile public.profiles%rowtype;
  v_template public.email_templates%rowtype;
  v_company text;
  v_values jsonb;
  v_data jsonb;
begin
  select * into v_job from public.jobs j where j.id = new.job_id;
  select * into v_profile from public.profiles p where p.id = new.applicant_id;
  v_data := jsonb_build_object('candidate_name', partii_private.candidate_name(new.applicant_id),
                               'job_title', v_job.title);
  if tg_op = 'INSERT' then
    if new.deleted_at is not null then
      return null;
    end if;
    -- an applicant's submission, or a member adding a candidate; not the server's own rows (a
    -- seed, an import)
    if new.applicant_contact is not null or auth.uid() is not null then
      for v_user in select partii_private.job_watchers(new.job_id) loop
        perform partii_private.notify(new.company_id, v_user, 'application_received', new.id::text,
                                      new.applicant_id, new.id, null, new.job_id, v_data);
      end loop;
    end if;
    -- only an applicant's own submission (submit_application records what they typed); a
    -- candidate a recruiter adds by hand did not apply
    if new.applicant_contact is null or nullif(btrim(v_profile.email), '') is null then
      return null;
    end if;
    select * into v_template from public.email_templates t
     where t.company_id = new.company_id and t.kind = 'application_received' and t.deleted_at is null
     order by t.created_at limit 1;
    if v_template.id is null or not v_template.auto_send then
      return null;
    end if;
    select c.name into v_company from public.companies c where c.id = new.company_id;
    v_values := jsonb_build_object(
      'candidate.first_name', coalesce(v_profile.first_name, ''),
      'candidate.last_name', coalesce(v_profile.last_name, ''),
      'candidate.full_name', btrim(concat_ws(' ', v_profile.first_name, v_profile.last_name)),
      'job.title', v_job.title,
      'company.name', coalesce(v_company, ''),
      'sender.name', 'The hiring team');
    insert into public.outgoing_emails (id, company_id, kind, template_id, candidate_id, application_id, to_email,
                                        to_name, subject, body_text)
    values (partii_private.server_mail_id(new.id::text || ':application-received'), new.company_id, 'application_received',
            v_template.id, new.applicant_id, new.id, btrim(v_profile.email),
            nullif(btrim(concat_ws(' ', v_profile.first_name, v_profile.last_name)), ''),
            left(partii_private.render_template(v_template.subject, v_values), 300),
            partii_private.render_template(v_template.body, v_values))
    on conflict (id) do nothing;
  elsif new.withdrawn_at is not null and old.withdrawn_at is null then
    for v_user in select partii_private.job_watchers(new.job_id) loop
      perform partii_private.notify(new.company_id, v_user, 'candidate_withdrew', new.id::text,
                                    new.applicant_id, new.id, null, new.job_id, v_data);
    end loop;
  end if;
  return null;
end
$$;

revoke all on function partii_private.applications_talk() from public, anon, authenticated;

create trigger zy_talk after insert or update of withdrawn_at on public.applications
  for each row execute function partii_private.applications_talk();

create or replace function partii_private.candidate_messages_talk() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_data jsonb := jsonb_build_object('candidate_name', partii_private.candidate_name(new.candidate_id),
                                     'excerpt', left(regexp_replace(new.body, '\s+', ' ', 'g'), 140));
begin
  for v_user in
    select distinct w from public.applications a, lateral partii_private.job_watchers(a.job_id) w
     where a.applicant_id = new.candidate_id and a.deleted_at is null
  loop
    perform partii_private.notify(new.company_id, v_user, 'candidate_replied', new.id::text, new.candidate_id,
                                  new.application_id, null, null, v_data);
  end loop;
  return null;
end
$$;

revoke all on function partii_private.candidate_messages_talk() from public, anon, authenticated;

create trigger zy_talk after insert on public.candidate_messages
  for each row execute function partii_private.candidate_messages_talk();

-- 7. the status page ------------------------------------------------------------------------------------------

create or replace function partii_private.status_token_hash(p_token text) returns text
language sql immutable
set search_path = ''
as $$ select encode(extensions.digest(convert_to(coalesce(p_token, ''), 'UTF8'), 'sha256'), 'hex') $$;

-- A new status link for a candidate: the raw token (only the mail holds it) — url-safe base64 of
-- 24 random bytes.
create or replace function partii_private.issue_status_token(p_company uuid, p_candidate uuid, p_email uuid)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v_token text := translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/=', '-_');
begin
  insert into partii_private.status_tokens (token_hash, company_id, candidate_id, email_id)
  values (partii_private.status_token_hash(v_token), p_company, p_candidate, p_email);
  return v_token;
end
$$;

revoke all on function partii_private.issue_status_token(uuid, uuid, uuid) from public, anon, authenticated;

-- The candidate a live token names, or "no longer valid" (one answer for unknown and revoked).
create or replace function partii_private.status_candidate(p_token text) returns partii_private.status_tokens
language plpgsql stable
set search_path = ''
as $$
declare
  v_row partii_private.status_tokens%rowtype;
begin
  if p_token is null or char_length(p_token) not between 16 and 200 then
    raise exception using errcode = 'P0002', message = 'This link is no longer valid.';
  end if;
  select * into v_row from partii_private.status_tokens t
   where t.token_hash = partii_private.status_token_hash(p_token) and t.revoked_at is null;
  if v_row.id is null or not exists (select 1 from public.profiles p
                                      where p.id = v_row.candidate_id and p.deleted_at is null) then
    raise exception using errcode = 'P0002', message = 'This link is no longer valid.';
  end if;
  return v_row;
end
$$;

revoke all on function partii_private.status_candidate(text) from public, anon, authenticated;

-- What a candidate may read about their applications (words they understand; nothing internal).
create or replace function partii_private.candidate_status_label(p_status text, p_withdrawn timestamptz) returns text
language sql immutable
set search_path = ''
as $$
  select case when p_withdrawn is not null then 'Withdrawn'
              else case coalesce(p_status, 'applied')
                     when 'applied' then 'Received'
                     when 'screening' then 'Under review'
                     when 'interview' then 'Interviewing'
                     when 'offer' then 'Offer'
                     when 'rejected' then 'Not moving forward'
                     else 'Received' end end
$$;

create or replace function public.status_page(p_token text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_token partii_private.status_tokens%rowtype := partii_private.status_candidate(p_token);
begin
  return (
    select jsonb_build_object(
      'candidate', jsonb_build_object('first_name', coalesce(nullif(btrim(p.first_name), ''), 'there')),
      'company', jsonb_build_object('name', (select c.name from public.companies c where c.id = v_token.company_id)),
      'applications', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', a.id, 'job_id', a.job_id, 'job_title', j.title,
                 'status_label', partii_private.candidate_status_label(a.status, a.withdrawn_at),
                 'applied_at', a.created_at, 'withdrawn_at', a.withdrawn_at,
                 'can_withdraw', a.withdrawn_at is null and coalesce(a.status, 'applied') <> 'rejected')
               order by a.created_at desc)
          from public.applications a join public.jobs j on j.id = a.job_id
         where a.applicant_id = p.id and a.company_id = v_token.company_id and a.deleted_at is null), '[]'::jsonb),
      'interviews', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', i.id, 'job_title', j.title, 'starts_at', i.starts_at,
                 'duration_minutes', i.duration_minutes, 'location', i.location, 'video_url', i.video_url,
                 'ics_sequence', i.ics_sequence, 'status', i.status)
               order by i.starts_at)
          from public.interviews i join public.applications a on a.id = i.application_id
               join public.jobs j on j.id = a.job_id
         where a.applicant_id = p.id and a.company_id = v_token.company_id and a.deleted_at is null
           and a.withdrawn_at is null and i.deleted_at is null and i.status = 'scheduled'
           -- only what the company chose to tell the candidate (the invitation was ticked)
           and i.invite_candidate
           and i.starts_at + make_interval(mins => i.duration_minutes) > now()), '[]'::jsonb),
      'messages', coalesce((
        select jsonb_agg(jsonb_build_object('id', m.id, 'body', m.body, 'created_at', m.created_at)
               order by m.created_at, m.id)
          from public.candidate_messages m
         where m.candidate_id = p.id and m.deleted_at is null), '[]'::jsonb))
    from public.profiles p where p.id = v_token.candidate_id);
end
$$;

create or replace function public.status_reply(p_token text, p_message_id uuid, p_body text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_token partii_private.status_tokens%rowtype := partii_private.status_candidate(p_token);
  v_existing public.candidate_messages%rowtype;
  v_body text := btrim(coalesce(p_body, ''));
begin
  if p_message_id is null then
    raise exception using errcode = '22023', message = 'A reply needs an id.';
  end if;
  if char_length(v_body) = 0 then
    raise exception using errcode = '22023', message = 'Write a message first.';
  end if;
  if char_length(v_body) > 5000 then
    raise exception using errcode = '22023', message = 'A message can be at most 5000 characters.';
  end if;
  select * into v_existing from public.candidate_messages m where m.id = p_message_id;
  if v_existing.id is not null then
    -- a retried reply (a lost answer): the one already kept
    if v_existing.candidate_id <> v_token.candidate_id then
      raise exception using errcode = '23505', message = 'This reply id is taken.';
    end if;
    return jsonb_build_object('id', v_existing.id, 'body', v_existing.body, 'created_at', v_existing.created_at);
  end if;
  insert into public.candidate_messages (id, company_id, candidate_id, body)
  values (p_message_id, v_token.company_id, v_token.candidate_id, v_body)
  returning * into v_existing;
  return jsonb_build_object('id', v_existing.id, 'body', v_existing.body, 'created_at', v_existing.created_at);
end
$$;

create or replace function public.status_withdraw(p_token text, p_application_id uuid) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_token partii_private.status_tokens%rowtype := partii_private.status_candidate(p_token);
  v_application public.applications%rowtype;
begin
  select * into v_application from public.applications a
   where a.id = p_application_id and a.applicant_id = v_token.candidate_id and a.company_id = v_token.company_id
     and a.deleted_at is null
   for update;
  if v_application.id is null then
    raise exception using errcode = 'P0002', message = 'This application was not found.';
  end if;
  if v_application.withdrawn_at is null then
    update public.applications set withdrawn_at = now() where id = v_application.id
    returning * into v_application;
  end if;
  return jsonb_build_object('id', v_application.id, 'withdrawn_at', v_application.withdrawn_at,
                            'status_label', partii_private.candidate_status_label(v_application.status,
                                                                                  v_application.withdrawn_at));
end
$$;

-- A member revokes every status link of a candidate (the next mail carries a new one).
create or replace function public.revoke_status_links(p_candidate uuid) returns int
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_company uuid;
  v_count int;
begin
  select p.company_id into v_company from public.profiles p where p.id = p_candidate;
  if v_company is null or coalesce(partii_private.member_role(v_company), '') not in ('owner', 'admin', 'recruiter') then
    raise exception using errcode = '42501', message = 'Only the hiring team can revoke a candidate''s status links.';
  end if;
  update partii_private.status_tokens set revoked_at = now()
   where candidate_id = p_candidate and revoked_at is null;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

revoke all on function public.status_page(text) from public;
revoke all on function public.status_reply(text, uuid, text) from public;
revoke all on function public.status_withdraw(text, uuid) from public;
revoke all on function public.revoke_status_links(uuid) from public;
grant execute on function public.status_page(text) to anon, authenticated, service_role;
grant execute on function public.status_reply(text, uuid, text) to anon, authenticated, service_role;
grant execute on function public.status_withdraw(text, uuid) to anon, authenticated, service_role;
-- the schema's default privileges give anon execute on every new function: taken back here
revoke execute on function public.revoke_status_links(uuid) from anon;
grant execute on function public.revoke_status_links(uuid) to authenticated, service_role;

-- 8. the sender ---------------------------------------------------------------------------------------------

-- Claims due mail for one sender (docs/messaging.md "The sender"): queued and due, or claimed by a
-- sender whose lease ran out (it died mid-send). Skip locked: two senders never take one row.
create or replace function public.claim_outgoing_emails(p_limit int default 10, p_lease_seconds int default 120)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_out jsonb := '[]'::jsonb;
  v_row public.outgoing_emails%rowtype;
  v_token text;
begin
  for v_row in
    with due as (
      select e.id from public.outgoing_emails e
       where e.deleted_at is null
         and ((e.status = 'queued' and e.next_attempt_at <= now())
              or (e.status = 'sending' and e.claimed_until < now()))
       order by e.next_attempt_at, e.id
       limit least(greatest(coalesce(p_limit, 10), 1), 100)
       for update skip locked
    )
    update public.outgoing_emails e
       set status = 'sending', claim_id = gen_random_uuid(), attempts = e.attempts + 1,
           claimed_until = now() + make_interval(secs => least(greatest(coalesce(p_lease_seconds, 120), 5), 3600))
      from due where e.id = due.id
    returning e.*
  loop
    v_token := null;
    if v_row.candidate_id is not null and v_row.recipient_user_id is null then
      v_token := partii_private.issue_status_token(v_row.company_id, v_row.candidate_id, v_row.id);
    end if;
    v_out := v_out || jsonb_build_array(jsonb_build_object(
      'id', v_row.id, 'claim_id', v_row.claim_id, 'kind', v_row.kind, 'attempts', v_row.attempts,
      'to_email', v_row.to_email, 'to_name', v_row.to_name, 'subject', v_row.subject,
      'body_text', v_row.body_text, 'body_html', v_row.body_html, 'calendar', v_row.calendar,
      'company_name', (select c.name from public.companies c where c.id = v_row.company_id),
      'status_token', v_token));
  end loop;
  return v_out;
end
$$;

-- Records a send's outcome for the claim that made it; a stale claim (the lease ran out and another
-- sender took the row) changes nothing and answers 'stale'.
create or replace function public.finish_outgoing_email(
  p_id uuid, p_claim_id uuid, p_error text default null, p_max_attempts int default 5, p_backoff_seconds int default 30
) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_row public.outgoing_emails%rowtype;
begin
  select * into v_row from public.outgoing_emails e where e.id = p_id for update;
  if v_row.id is null or v_row.claim_id is distinct from p_claim_id or v_row.status <> 'sending' then
    return 'stale';
  end if;
  if p_error is null then
    update public.outgoing_emails
       set status = 'sent', sent_at = now(), last_error = null, claimed_until = null
     where id = p_id;
    return 'sent';
  end if;
  if v_row.attempts >= greatest(coalesce(p_max_attempts, 5), 1) then
    update public.outgoing_emails
       set status = 'failed', last_error = left(p_error, 2000), claimed_until = null
     where id = p_id;
    return 'failed';
  end if;
  update public.outgoing_emails
     set status = 'queued', last_error = left(p_error, 2000), claimed_until = null,
         next_attempt_at = now() + make_interval(secs => greatest(coalesce(p_backoff_seconds, 30), 0)
                                                        * power(2, v_row.attempts - 1))
   where id = p_id;
  return 'queued';
end
$$;

revoke all on function public.claim_outgoing_emails(int, int) from public, anon, authenticated;
revoke all on function public.finish_outgoing_email(uuid, uuid, text, int, int) from public, anon, authenticated;
grant execute on function public.claim_outgoing_emails(int, int) to service_role;
grant execute on function public.finish_outgoing_email(uuid, uuid, text, int, int) to service_role;

-- 9. sync ------------------------------------------------------------------------------------------------------

create or replace function partii_private.synced_tables() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['jobs', 'profiles', 'applications', 'notes', 'job_drafts', 'job_draft_messages',
               'interview_plans', 'interview_stages', 'interview_plan_favorites', 'interviews', 'scorecards',
               'email_templates', 'outgoing_emails', 'notification_preferences', 'notifications']::text[]
$$;

create or replace function partii_private.pulled_tables() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['companies', 'company_members', 'company_invitations', 'interview_plans', 'interview_stages',
               'interview_plan_favorites', 'jobs', 'profiles', 'applications', 'notes', 'job_drafts',
               'job_draft_messages', 'interviews', 'scorecards', 'email_templates', 'outgoing_emails',
               'notification_preferences', 'notifications', 'activity', 'candidate_messages']::text[]
$$;

-- What a client may write through sync_push: the new tables name their columns; the others as
-- before, less the server's new columns.
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

-- The role check (20261125000100) with the messaging tables first: a member's own notifications
-- and preferences are theirs whatever their role; mail and templates are the hiring team's.
create or replace function partii_private.check_push_role_messaging(p_role text, p_table text, p_op text,
                                                                    p_row_id uuid)
returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_owner uuid;
  v_found boolean;
begin
  if p_table = 'notifications' then
    if p_op = 'delete' then
      raise exception using errcode = '42501', message = 'A notification cannot be deleted; mark it read.';
    end if;
    -- one answer for another's and for none: a refusal never tells whether an id exists
    select true, n.recipient_id into v_found, v_owner from public.notifications n where n.id = p_row_id;
    if v_found is null or v_owner is distinct from auth.uid() then
      raise exception using errcode = '42501', message = 'You can mark only your own notifications.';
    end if;
    return true;
  end if;
  if p_table = 'notification_preferences' then
    select true, n.user_id into v_found, v_owner from public.notification_preferences n where n.id = p_row_id;
    if v_found and v_owner is distinct from auth.uid() then
      -- the id check's own answer: another's id and a wrong id read the same
      raise exception using errcode = '42501',
        message = 'These preferences'' id is not the one derived from their company and member.',
        hint = 'partii:derived_id';
    end if;
    return true;
  end if;
  if p_table = 'outgoing_emails' then
    if p_op = 'delete' then
      raise exception using errcode = '42501', message = 'A mail cannot be deleted once written.';
    end if;
    if p_role not in ('owner', 'admin', 'recruiter') then
      raise exception using errcode = '42501', message = format('Your role (%s) cannot email candidates.', p_role);
    end if;
    return true;
  end if;
  if p_table = 'email_templates' and p_role not in ('owner', 'admin', 'recruiter') then
    raise exception using errcode = '42501', message = format('Your role (%s) cannot change email templates.', p_role);
  end if;
  return false;
end
$$;

revoke all on function partii_private.check_push_role_messaging(text, text, text, uuid) from public;
grant execute on function partii_private.check_push_role_messaging(text, text, text, uuid) to authenticated, service_role;

-- check_push_role as in 20261125000100, asking the messaging check first.
do $$
declare
  v_src text;
begin
  select pg_get_functiondef('partii_private.check_push_role(text, text, text, uuid, jsonb, uuid)'::regprocedure)
    into v_src;
  if position('check_push_role_messaging' in v_src) = 0 then
    v_src := replace(v_src,
      E'begin\n  if p_table = ''scorecards'' then',
      E'begin\n  if partii_private.check_push_role_messaging(p_role, p_table, p_op, p_row_id) then\n    return;\n  end if;\n  if p_table = ''scorecards'' then');
    if position('check_push_role_messaging' in v_src) = 0 then
      raise exception 'check_push_role: the messaging check could not be put in';
    end if;
    execute v_src;
  end if;
end
$$;

-- 10. row level security and grants ---------------------------------------------------------------------

grant select, insert, update on public.email_templates to authenticated;
create policy email_templates_member_read on public.email_templates for select to authenticated
  using ((select partii_private.member_role(company_id)) is not null);
create policy email_templates_writer_insert on public.email_templates for insert to authenticated
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));
create policy email_templates_writer_update on public.email_templates for update to authenticated
  using ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'))
  with check ((select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));

-- mail: a member reads the mail sent to them; the hiring team reads the company's mail to candidates
-- update: sync_push locks a row it is told of again (select ... for update needs it); the prepare
-- trigger refuses every client change, so a second device's write of the same mail is a no-op
grant select, insert, update (subject) on public.outgoing_emails to authenticated;
create policy outgoing_emails_recipient_read on public.outgoing_emails for select to authenticated
  using (recipient_user_id = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null);
create policy outgoing_emails_writer_read on public.outgoing_emails for select to authenticated
  using (recipient_user_id is null and (select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));
create policy outgoing_emails_writer_update on public.outgoing_emails for update to authenticated
  using (recipient_user_id is null and (select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));
create policy outgoing_emails_writer_insert on public.outgoing_emails for insert to authenticated
  with check (recipient_user_id is null and kind = 'candidate'
              and (select partii_private.member_role(company_id)) in ('owner', 'admin', 'recruiter'));

grant select, update (read_at) on public.notifications to authenticated;
create policy notifications_recipient_read on public.notifications for select to authenticated
  using (recipient_id = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null);
create policy notifications_recipient_update on public.notifications for update to authenticated
  using (recipient_id = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null)
  with check (recipient_id = (select auth.uid()));

grant select, insert, update on public.notification_preferences to authenticated;
create policy notification_preferences_own_read on public.notification_preferences for select to authenticated
  using (user_id = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null);
create policy notification_preferences_own_insert on public.notification_preferences for insert to authenticated
  with check (user_id = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null);
create policy notification_preferences_own_update on public.notification_preferences for update to authenticated
  using (user_id = (select auth.uid()) and (select partii_private.member_role(company_id)) is not null)
  with check (user_id = (select auth.uid()));

grant select on public.candidate_messages to authenticated;
create policy candidate_messages_member_read on public.candidate_messages for select to authenticated
  using ((select partii_private.member_role(company_id)) is not null);
