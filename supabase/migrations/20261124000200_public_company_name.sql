-- Issue 13, "Company name in public": published jobs show their company's name on /jobs, /job/{id}
-- (the Company Info tab) and /candidates, and nothing else of the company is public.
--
-- The name travels with each job as `jobs.company_name`, kept by the server: set from `companies`
-- when a job is written, and rewritten on the company's jobs when the company is renamed. So the
-- public store (synced from the jobs feed) and the job page's one-request fast path have it with
-- the job, offline too, without a second public table or a join per visitor. A rename touches each
-- of the company's jobs once (new change_xid), which is how every device learns the new name.

alter table public.jobs add column if not exists company_name text;

-- Server-owned: whatever a client sends for it, this trigger writes the company's own name.
create or replace function public.jobs_set_company_name() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.company_name := (select c.name from public.companies c where c.id = new.company_id);
  return new;
end
$$;

revoke all on function public.jobs_set_company_name() from public, anon, authenticated;

create trigger b_company_name before insert or update on public.jobs
  for each row execute function public.jobs_set_company_name();

create or replace function public.companies_rename_jobs() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.name is distinct from old.name then
    update public.jobs j set company_name = new.name where j.company_id = new.id;
  end if;
  return null;
end
$$;

revoke all on function public.companies_rename_jobs() from public, anon, authenticated;

create trigger zz_rename_jobs after update of name on public.companies
  for each row execute function public.companies_rename_jobs();

-- Existing jobs: their company's name now.
update public.jobs j set company_name = c.name from public.companies c where c.id = j.company_id;

-- With the name on each published job, nobody outside a company needs to read its row: the policy
-- that let anyone read a hiring company (20261124000100) also showed members of other companies
-- its sync stamps (column grants are per role, not per row). Only members read a company now.
drop policy if exists companies_hiring_read on public.companies;
