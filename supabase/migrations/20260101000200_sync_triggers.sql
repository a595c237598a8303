-- Sync bookkeeping maintained by the server, never by the client: version, updated_at and the
-- change-feed stamp change_xid (architecture §4: the transaction id, not a timestamp, because
-- transactions commit out of timestamp order). Also keeps tenancy consistent: an application
-- belongs to its job's company, a note to its candidate's company.

create or replace function public.sync_stamp_row() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.version := 1;
    new.created_at := coalesce(new.created_at, now());
    new.updated_at := now();
  else
    -- identity and history are immutable; everything else bumps the version
    new.id := old.id;
    new.created_at := old.created_at;
    new.version := old.version + 1;
    new.updated_at := now();
  end if;
  new.change_xid := pg_current_xact_id();
  return new;
end
$$;

create or replace function public.keep_company_id() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- a row never moves to another company
  new.company_id := old.company_id;
  return new;
end
$$;

-- applications.company_id is always the company of its job; its candidate must be of the same company.
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
  if new.applicant_id is not null and not exists (
    select 1 from public.profiles p where p.id = new.applicant_id and p.company_id = v_company
  ) then
    raise foreign_key_violation using message = 'applicant not found in the job''s company';
  end if;
  return new;
end
$$;

-- notes.company_id is always the company of the candidate the note is about.
create or replace function public.notes_set_company() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_company uuid;
begin
  select p.company_id into v_company from public.profiles p where p.id = new.candidate_id;
  if v_company is null then
    raise foreign_key_violation using message = 'candidate not found';
  end if;
  new.company_id := v_company;
  return new;
end
$$;

-- a draft editing a job must edit a job of the same company
create or replace function public.job_drafts_check_job() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.job_id is not null and not exists (
    select 1 from public.jobs j where j.id = new.job_id and j.company_id = new.company_id
  ) then
    raise foreign_key_violation using message = 'job not found in the draft''s company';
  end if;
  return new;
end
$$;

revoke all on function public.applications_set_company() from public, anon, authenticated;
revoke all on function public.notes_set_company() from public, anon, authenticated;
revoke all on function public.job_drafts_check_job() from public, anon, authenticated;

-- Trigger names start with a letter giving the firing order (PostgreSQL fires same-event
-- triggers alphabetically): tenancy first, then the stamp.
create trigger a_keep_company before update on public.jobs
  for each row execute function public.keep_company_id();
create trigger a_keep_company before update on public.profiles
  for each row execute function public.keep_company_id();
create trigger a_keep_company before update on public.job_drafts
  for each row execute function public.keep_company_id();
create trigger a_set_company before insert or update on public.applications
  for each row execute function public.applications_set_company();
create trigger a_set_company before insert or update on public.notes
  for each row execute function public.notes_set_company();
create trigger b_check_job before insert or update of job_id on public.job_drafts
  for each row execute function public.job_drafts_check_job();

create trigger z_sync_stamp before insert or update on public.jobs
  for each row execute function public.sync_stamp_row();
create trigger z_sync_stamp before insert or update on public.profiles
  for each row execute function public.sync_stamp_row();
create trigger z_sync_stamp before insert or update on public.applications
  for each row execute function public.sync_stamp_row();
create trigger z_sync_stamp before insert or update on public.notes
  for each row execute function public.sync_stamp_row();
create trigger z_sync_stamp before insert or update on public.job_drafts
  for each row execute function public.sync_stamp_row();

-- waitlist emails are stored lower-case so the unique key catches a second sign-up in any case
create or replace function public.lowercase_email() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end
$$;

create trigger a_lowercase_email before insert or update on public.waitlist_submissions
  for each row execute function public.lowercase_email();
