-- Storage bucket `resumes` and its policies; realtime change notifications.

-- storage -------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('resumes', 'resumes', false, 10485760, array[
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
])
on conflict (id) do nothing;

-- An applicant may upload exactly the file their application points at: the object's first
-- folder is an existing application's id and that application's cv_url is the object's name.
-- (The applicant cannot read applications, hence a definer check that answers only yes/no.)
create or replace function partii_private.resume_upload_allowed(p_name text)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.applications a
    where a.id::text = (storage.foldername(p_name))[1]
      and a.cv_url = p_name
      and a.deleted_at is null
  )
$$;

revoke all on function partii_private.resume_upload_allowed(text) from public;
grant execute on function partii_private.resume_upload_allowed(text) to anon, authenticated, service_role;

create policy resumes_applicant_upload on storage.objects for insert to anon, authenticated
  with check (bucket_id = 'resumes' and partii_private.resume_upload_allowed(name));

-- the owning company reads (and may delete) the resumes of its applications
create policy resumes_company_select on storage.objects for select to authenticated
  using (bucket_id = 'resumes' and exists (
    select 1 from public.applications a where a.cv_url = name and a.company_id = (select auth.uid())));
create policy resumes_company_delete on storage.objects for delete to authenticated
  using (bucket_id = 'resumes' and exists (
    select 1 from public.applications a where a.cv_url = name and a.company_id = (select auth.uid())));

-- realtime ------------------------------------------------------------------------------------

-- A small "something changed" poke (architecture §4: realtime is a poke, the cursor only moves
-- through sync_pull). The realtime server re-reads the row under each subscriber's JWT before
-- delivering it, so the payload carries only ids (well under pg_notify's 8000 bytes).
create or replace function public.notify_partii_change() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_row record;
  v_payload jsonb;
begin
  if tg_op = 'DELETE' then v_row := old; else v_row := new; end if;
  v_payload := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'id', v_row.id,
    'company_id', v_row.company_id
  );
  if tg_table_name = 'jobs' then
    v_payload := v_payload || jsonb_build_object('status', v_row.status);
  end if;
  perform pg_notify('partii_changes', v_payload::text);
  return null;
end
$$;

create trigger zz_notify_change after insert or update or delete on public.jobs
  for each row execute function public.notify_partii_change();
create trigger zz_notify_change after insert or update or delete on public.profiles
  for each row execute function public.notify_partii_change();
create trigger zz_notify_change after insert or update or delete on public.applications
  for each row execute function public.notify_partii_change();
create trigger zz_notify_change after insert or update or delete on public.notes
  for each row execute function public.notify_partii_change();
create trigger zz_notify_change after insert or update or delete on public.job_drafts
  for each row execute function public.notify_partii_change();

-- hosted projects deliver postgres_changes from this publication
do $$
declare
  v_table text;
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  foreach v_table in array array['jobs', 'profiles', 'applications', 'notes', 'job_drafts'] loop
    if not exists (
      select 1 from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = v_table
    ) then
      execute format('alter publication supabase_realtime add table public.%I', v_table);
    end if;
  end loop;
end
$$;
