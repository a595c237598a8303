-- Row level security, exactly as the architecture's table (§3) says. The API roles hold
-- table privileges as on hosted projects; these policies are what decide.

alter table public.jobs enable row level security;
alter table public.profiles enable row level security;
alter table public.applications enable row level security;
alter table public.notes enable row level security;
alter table public.job_drafts enable row level security;
alter table public.waitlist_submissions enable row level security;
alter table public.contact_messages enable row level security;
alter table public.sync_mutations enable row level security;

grant select, insert, update, delete on
  public.jobs, public.profiles, public.applications, public.notes, public.job_drafts,
  public.waitlist_submissions, public.contact_messages
  to anon, authenticated, service_role;

-- sync_mutations is reached only through sync_push's definer helpers, never through the API.
revoke all on public.sync_mutations from anon, authenticated;
grant all on public.sync_mutations to service_role;

-- owner: every operation on the company's own rows
create policy jobs_owner_all on public.jobs for all to authenticated
  using (company_id = (select auth.uid())) with check (company_id = (select auth.uid()));
create policy profiles_owner_all on public.profiles for all to authenticated
  using (company_id = (select auth.uid())) with check (company_id = (select auth.uid()));
create policy applications_owner_all on public.applications for all to authenticated
  using (company_id = (select auth.uid())) with check (company_id = (select auth.uid()));
create policy notes_owner_all on public.notes for all to authenticated
  using (company_id = (select auth.uid())) with check (company_id = (select auth.uid()));
create policy job_drafts_owner_all on public.job_drafts for all to authenticated
  using (company_id = (select auth.uid())) with check (company_id = (select auth.uid()));

-- anyone (visitors and other companies): published, live jobs only
create policy jobs_public_read on public.jobs for select to anon, authenticated
  using (status = 'published' and deleted_at is null);

-- write-only forms: anyone may insert, nobody reads through the API
create policy waitlist_insert on public.waitlist_submissions for insert to anon, authenticated
  with check (true);
create policy contact_insert on public.contact_messages for insert to anon, authenticated
  with check (true);

-- The forms are sent with supabase-js `.upsert(row, { onConflict, ignoreDuplicates: true })` so a
-- second sign-up is not an error. PostgreSQL checks the proposed row of any INSERT ... ON CONFLICT
-- against the SELECT policies too, so such an insert needs a SELECT policy its own new row passes.
-- This one only ever holds inside PostgREST's POST to the table itself (request.method and
-- request.path are set by PostgREST per request), where the only rows a statement can return are
-- the ones it inserts; a GET, an RPC or any embedding never sees a row.
create policy waitlist_own_insert_only on public.waitlist_submissions for select to anon, authenticated
  using (current_setting('request.method', true) = 'POST'
         and current_setting('request.path', true) = '/waitlist_submissions');
create policy contact_own_insert_only on public.contact_messages for select to anon, authenticated
  using (current_setting('request.method', true) = 'POST'
         and current_setting('request.path', true) = '/contact_messages');
