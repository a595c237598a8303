-- Issue 24 "No side door": applications.cv_url names only a stored file.
--
-- Before: submit_application (and replace_application_resume) set cv_url to the path the resume
-- WOULD be uploaded to. When the upload never came (the applicant's device lost it, the data was
-- removed at sign-out) or the bucket refused it (over its file_size_limit, a type it does not take),
-- the recruiter's store held a cv_url pointing at nothing: a "download" that always failed.
--
-- Now:
--   - the path an application's resume is expected at is kept apart, server-only, in
--     partii_private.expected_resumes (one row per application; never readable through the API,
--     never pulled);
--   - the upload rule stays "an applicant may upload only to their own application's expected
--     path, never read" (resumes_applicant_upload, through resume_upload_allowed);
--   - cv_url is set by a trigger on storage.objects when the object at the expected path is
--     inserted, in the same transaction as the object's row. Hosted storage-api and the local
--     stack (supabase/local/storage/objects.ts) both insert that row as the caller, after the size
--     and type checks, so a refused file never sets it; a removed (or moved) object clears it;
--   - the bucket's file_size_limit and allowed types are restated to equal the client's rule
--     (src/features/apply/model/resumeFile.ts: RESUME_MAX_BYTES, RESUME_TYPES), so the server
--     refuses exactly what the client would.

-- the bucket: the same limits as the client's rule ------------------------------------------------
update storage.buckets
   set file_size_limit = 10485760,
       allowed_mime_types = array[
         'application/pdf',
         'application/msword',
         'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
       ]
 where id = 'resumes';

-- where each application's resume is expected ------------------------------------------------------
create table partii_private.expected_resumes (
  application_id uuid primary key references public.applications (id) on delete cascade,
  path text not null check (char_length(path) <= 1024),
  updated_at timestamptz not null default now()
);

revoke all on partii_private.expected_resumes from public, anon, authenticated;

-- Existing applications: their cv_url was the expected path. It stays as cv_url only where the
-- file is stored.
insert into partii_private.expected_resumes (application_id, path)
select a.id, a.cv_url from public.applications a where a.cv_url is not null
on conflict (application_id) do nothing;

update public.applications a
   set cv_url = null
 where a.cv_url is not null
   and not exists (select 1 from storage.objects o where o.bucket_id = 'resumes' and o.name = a.cv_url);

-- the upload rule ------------------------------------------------------------------------------
-- An applicant may upload exactly the file their application expects: the object's first folder is
-- a live application's id and the object's name is that application's expected path. The stored
-- file's own path (cv_url) stays admitted, so a retry after a lost acknowledgement reaches the
-- unique key and is answered "already exists" (the client counts that as done) instead of a
-- refusal. Upsert needs UPDATE, which no applicant has: a stored resume is never overwritten.
create or replace function partii_private.resume_upload_allowed(p_name text)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.applications a
    left join partii_private.expected_resumes e on e.application_id = a.id
    where a.id = partii_private.resume_application_id(p_name)
      and a.deleted_at is null
      and (e.path = p_name or a.cv_url = p_name)
  )
$$;

revoke all on function partii_private.resume_upload_allowed(text) from public;
grant execute on function partii_private.resume_upload_allowed(text) to anon, authenticated, service_role;

-- cv_url follows the stored object ---------------------------------------------------------------
create or replace function partii_private.resume_object_changed() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  -- the object left its name (deleted or moved): no application names it any more
  if tg_op in ('UPDATE', 'DELETE') and old.bucket_id = 'resumes' then
    if tg_op = 'DELETE' or new.bucket_id is distinct from old.bucket_id or new.name is distinct from old.name then
      update public.applications a
         set cv_url = null
       where a.id = partii_private.resume_application_id(old.name)
         and a.cv_url = old.name;
    end if;
  end if;
  -- the object is stored at an application's expected path: the application names it
  if tg_op in ('INSERT', 'UPDATE') and new.bucket_id = 'resumes' then
    update public.applications a
       set cv_url = new.name
     where a.id = partii_private.resume_application_id(new.name)
       and a.cv_url is distinct from new.name
       and exists (select 1 from partii_private.expected_resumes e
                   where e.application_id = a.id and e.path = new.name);
  end if;
  return null;
end
$$;

revoke all on function partii_private.resume_object_changed() from public, anon, authenticated;

drop trigger if exists partii_resume_stored on storage.objects;
create trigger partii_resume_stored after insert or update or delete on storage.objects
  for each row execute function partii_private.resume_object_changed();

-- submit_application: the resume path is expected, not yet named -------------------------------
-- Restated from 20261123000100 (D7) with one change: p_cv_path is recorded as the application's
-- expected resume path; cv_url is set only when that object is already stored.
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
       or split_part(p_cv_path, '/', 2) in ('', '.', '..')
       or char_length(p_cv_path) > 1024) then
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

  -- status, ai_rating and ai_summary are never the applicant's to set; what they typed is kept;
  -- cv_url names a stored file only (the upload that follows sets it, through the trigger above)
  insert into public.applications (id, job_id, applicant_id, status, answers, cv_url, resume_filename, resume_text,
                                   applicant_contact)
  values (p_application_id, p_job_id, v_profile_id, 'applied', coalesce(p_answers, '[]'::jsonb),
          case when exists (select 1 from storage.objects o where o.bucket_id = 'resumes' and o.name = p_cv_path)
               then p_cv_path end,
          p_resume_filename, p_resume_text,
          jsonb_build_object('first_name', v_first, 'last_name', v_last, 'email', v_email, 'phone', v_phone))
  on conflict (id) do nothing;
  if not found then
    -- a concurrent retry won the race
    select * into v_existing from public.applications a where a.id = p_application_id;
    return jsonb_build_object('application_id', v_existing.id, 'profile_id', v_existing.applicant_id);
  end if;

  if p_cv_path is not null then
    insert into partii_private.expected_resumes (application_id, path) values (p_application_id, p_cv_path);
  end if;

  return jsonb_build_object('application_id', p_application_id, 'profile_id', v_profile_id);
end
$$;

revoke all on function public.submit_application(uuid, uuid, text, text, text, text, jsonb, text, text, text) from public;
grant execute on function public.submit_application(uuid, uuid, text, text, text, text, jsonb, text, text, text)
  to anon, authenticated, service_role;

-- replace_application_resume: another expected path while no file is stored ------------------------
-- Restated from 20261123000300 (D9) with one change: the new path becomes the application's
-- expected path; cv_url stays empty until that file is stored. The answer names the path as
-- `cv_path` (`cv_url` kept for older clients, which ignore it).
create or replace function public.replace_application_resume(
  p_application_id uuid,
  p_cv_path text,
  p_resume_filename text default null,
  p_resume_text text default null
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_application public.applications%rowtype;
begin
  if p_application_id is null or p_cv_path is null then
    raise exception using errcode = '22023', message = 'application id and cv path are required';
  end if;
  if position('/' in p_cv_path) = 0
     or split_part(p_cv_path, '/', 1) <> p_application_id::text
     or array_length(string_to_array(p_cv_path, '/'), 1) <> 2
     or split_part(p_cv_path, '/', 2) in ('', '.', '..')
     or char_length(p_cv_path) > 1024 then
    raise exception using errcode = '22023', message = 'cv path must be <application id>/<file name>';
  end if;

  select * into v_application from public.applications a where a.id = p_application_id for update;
  if not found or v_application.deleted_at is not null then
    raise exception using errcode = 'P0002', message = 'Application not found';
  end if;

  if exists (
    select 1 from storage.objects o
    where o.bucket_id = 'resumes' and o.name like p_application_id::text || '/%'
  ) then
    raise exception using errcode = 'P0001', message = 'A resume has already been uploaded for this application';
  end if;

  insert into partii_private.expected_resumes (application_id, path) values (p_application_id, p_cv_path)
  on conflict (application_id) do update set path = excluded.path, updated_at = now();

  update public.applications
     set cv_url = null,
         resume_filename = coalesce(nullif(btrim(p_resume_filename), ''), split_part(p_cv_path, '/', 2)),
         resume_text = coalesce(p_resume_text, resume_text)
   where id = p_application_id;

  return jsonb_build_object('application_id', p_application_id, 'cv_path', p_cv_path, 'cv_url', null);
end
$$;

revoke all on function public.replace_application_resume(uuid, text, text, text) from public;
grant execute on function public.replace_application_resume(uuid, text, text, text) to anon, authenticated, service_role;
