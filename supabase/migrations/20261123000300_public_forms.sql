-- Public forms made idempotent and write-only (issue #9 D10), and a resume the bucket refused
-- replaced from the applicant's side (D9).
--
-- D10. The waitlist and the contact dialog used plain inserts: a contact message retried after a
-- lost acknowledgement was stored twice, and a second waitlist sign-up answered 409, which told
-- anyone whether an email was on the list. Both forms now go through one SECURITY DEFINER
-- function each, keyed on the client's id (generated when the form is submitted and kept in the
-- outbox entry): a retry stores nothing new, and a new and an existing email get the same answer
-- (no content). Invalid input is refused with SQLSTATE 22023 and the spec's messages (§5).
-- The tables become write-only through these functions: no table grants for anon/authenticated,
-- so the SELECT-policy workaround the old `ON CONFLICT` inserts needed is gone too.

-- waitlist -------------------------------------------------------------------------------------

create or replace function public.join_waitlist(
  p_id uuid,
  p_email text,
  p_full_name text,
  p_company_name text,
  p_company_size text,
  p_excitement_reason text
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_name text := btrim(coalesce(p_full_name, ''));
  v_company text := btrim(coalesce(p_company_name, ''));
  v_reason text := btrim(coalesce(p_excitement_reason, ''));
begin
  if p_id is null then
    raise exception using errcode = '22023', message = 'A submission id is required.';
  end if;
  if char_length(v_name) < 2 then
    raise exception using errcode = '22023', message = 'Name must be at least 2 characters.';
  end if;
  if char_length(v_name) > 200 then
    raise exception using errcode = '22023', message = 'Name must be at most 200 characters.';
  end if;
  if not public.is_valid_email(v_email) then
    raise exception using errcode = '22023', message = 'Please enter a valid email address.';
  end if;
  if char_length(v_company) < 1 then
    raise exception using errcode = '22023', message = 'Company name is required.';
  end if;
  if char_length(v_company) > 200 then
    raise exception using errcode = '22023', message = 'Company name must be at most 200 characters.';
  end if;
  if p_company_size is null or p_company_size not in ('1-10', '11-50', '51-200', '201-500', '501+') then
    raise exception using errcode = '22023', message = 'Please select a company size.';
  end if;
  if char_length(v_reason) < 1 then
    raise exception using errcode = '22023', message = 'Please tell us what excites you about Partii.';
  end if;
  if char_length(v_reason) > 5000 then
    raise exception using errcode = '22023', message = 'Please keep it under 5000 characters.';
  end if;

  -- A retry (same id) and a second sign-up (same email) both change nothing and answer the same.
  insert into public.waitlist_submissions (id, email, full_name, company_name, company_size, excitement_reason)
  values (p_id, v_email, v_name, v_company, p_company_size, v_reason)
  on conflict do nothing;
end
$$;

-- contact --------------------------------------------------------------------------------------

create or replace function public.send_contact_message(
  p_id uuid,
  p_name text,
  p_email text,
  p_message text
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
  v_email text := btrim(coalesce(p_email, ''));
  v_message text := btrim(coalesce(p_message, ''));
begin
  if p_id is null then
    raise exception using errcode = '22023', message = 'A message id is required.';
  end if;
  if char_length(v_name) < 2 then
    raise exception using errcode = '22023', message = 'Name must be at least 2 characters.';
  end if;
  if char_length(v_name) > 200 then
    raise exception using errcode = '22023', message = 'Name must be at most 200 characters.';
  end if;
  if not public.is_valid_email(v_email) then
    raise exception using errcode = '22023', message = 'Please enter a valid email address.';
  end if;
  if char_length(v_message) < 10 then
    raise exception using errcode = '22023', message = 'Message must be at least 10 characters.';
  end if;
  if char_length(v_message) > 5000 then
    raise exception using errcode = '22023', message = 'Message must be at most 5000 characters.';
  end if;

  -- A retry after a lost acknowledgement carries the same id: stored once.
  insert into public.contact_messages (id, name, email, message)
  values (p_id, v_name, v_email, v_message)
  on conflict (id) do nothing;
end
$$;

revoke all on function public.join_waitlist(uuid, text, text, text, text, text) from public;
revoke all on function public.send_contact_message(uuid, text, text, text) from public;
grant execute on function public.join_waitlist(uuid, text, text, text, text, text) to anon, authenticated, service_role;
grant execute on function public.send_contact_message(uuid, text, text, text) to anon, authenticated, service_role;

-- write-only through the functions above: no direct access for the API roles
drop policy if exists waitlist_own_insert_only on public.waitlist_submissions;
drop policy if exists contact_own_insert_only on public.contact_messages;
drop policy if exists waitlist_insert on public.waitlist_submissions;
drop policy if exists contact_insert on public.contact_messages;
revoke all on public.waitlist_submissions, public.contact_messages from anon, authenticated;
grant all on public.waitlist_submissions, public.contact_messages to service_role;

-- D9: replacing a resume the bucket refused ----------------------------------------------------
--
-- An application is sent first and its resume uploaded right after, to the path equal to the
-- application's (server-owned) cv_url. When the bucket refuses that file (over 10 MB, a type it
-- does not take), the application stands but has no resume; the applicant may then choose another
-- file, whose name differs. This function points the application at the new path so the upload
-- policy admits it — only while no object exists for the application, so an uploaded resume can
-- never be swapped. The application id is the applicant's bearer secret: it is generated on their
-- device and never leaves it except in their own requests (recruiters see it, but they can read the
-- resume anyway and gain nothing by replacing a missing one).

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

  update public.applications
     set cv_url = p_cv_path,
         resume_filename = coalesce(nullif(btrim(p_resume_filename), ''), split_part(p_cv_path, '/', 2)),
         resume_text = coalesce(p_resume_text, resume_text)
   where id = p_application_id;

  return jsonb_build_object('application_id', p_application_id, 'cv_url', p_cv_path);
end
$$;

revoke all on function public.replace_application_resume(uuid, text, text, text) from public;
grant execute on function public.replace_application_resume(uuid, text, text, text) to anon, authenticated, service_role;
