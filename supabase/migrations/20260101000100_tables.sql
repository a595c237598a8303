-- Partii server schema: the tables of product spec §3 and architecture §3, with the columns pinned
-- in docs/contracts.md. Runs on a hosted Supabase project (`supabase db push`) and on the local
-- stack alike, so it only relies on what hosted projects have (auth.uid(), storage schema, ...).

-- Email shape shared by every email column: something@something.tld, no spaces, sane length.
create or replace function public.is_valid_email(p_email text) returns boolean
language sql immutable
set search_path = ''
as $$
  select p_email is not null
     and char_length(p_email) <= 320
     and p_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
$$;

-- jobs ----------------------------------------------------------------------------------------
create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default auth.uid(),
  title text not null check (char_length(title) between 1 and 200),
  description text check (char_length(description) <= 20000),
  location text check (char_length(location) <= 200),
  status text not null default 'draft' check (status in ('published', 'draft', 'archived')),
  skills text[] not null default '{}' check (cardinality(skills) <= 100),
  department text check (char_length(department) <= 200),
  job_type text check (char_length(job_type) <= 100),
  experience_level text check (char_length(experience_level) <= 100),
  salary_range text check (char_length(salary_range) <= 200),
  must_have_requirements text[] not null default '{}' check (cardinality(must_have_requirements) <= 100),
  questions jsonb not null default '[]'::jsonb
    check (jsonb_typeof(questions) = 'array' and pg_column_size(questions) <= 100000),
  salary_min integer check (salary_min >= 0),
  salary_max integer check (salary_max >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8,
  constraint jobs_salary_range_order check (salary_min is null or salary_max is null or salary_min <= salary_max)
);

-- profiles (candidates of one company) ------------------------------------------------------
create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default auth.uid(),
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  email text check (email is null or public.is_valid_email(email)),
  phone text check (char_length(phone) <= 50),
  avatar_url text check (char_length(avatar_url) <= 2048),
  location text check (char_length(location) <= 200),
  summary text check (char_length(summary) <= 5000),
  skills text[] not null default '{}' check (cardinality(skills) <= 200),
  experience text check (char_length(experience) <= 20000),
  education text check (char_length(education) <= 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8
);

create unique index profiles_company_email_key on public.profiles (company_id, lower(email));

-- applications --------------------------------------------------------------------------------
create table public.applications (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null,
  job_id uuid not null references public.jobs (id),
  applicant_id uuid references public.profiles (id),
  -- a missing status counts as applied (spec §3), so null is allowed
  status text default 'applied'
    check (status is null or status in ('applied', 'screening', 'interview', 'offer', 'rejected')),
  ai_summary text check (char_length(ai_summary) <= 5000),
  ai_rating numeric(3, 1) check (ai_rating between 0 and 10),
  ai_evidence jsonb check (pg_column_size(ai_evidence) <= 100000),
  answers jsonb not null default '[]'::jsonb
    check (jsonb_typeof(answers) = 'array' and pg_column_size(answers) <= 200000),
  cv_url text check (char_length(cv_url) <= 1024),
  resume_filename text check (char_length(resume_filename) <= 255),
  resume_text text check (char_length(resume_text) <= 200000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8
);

create index applications_job_id_idx on public.applications (job_id);
create index applications_applicant_id_idx on public.applications (applicant_id);
create index applications_cv_url_idx on public.applications (cv_url);

-- notes on a candidate ------------------------------------------------------------------------
create table public.notes (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default auth.uid(),
  candidate_id uuid not null references public.profiles (id),
  content text not null check (char_length(content) between 1 and 20000),
  created_by text check (char_length(created_by) <= 320),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8
);

create index notes_candidate_id_idx on public.notes (candidate_id);

-- the creator's resumable drafts --------------------------------------------------------------
create table public.job_drafts (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default auth.uid(),
  job_id uuid references public.jobs (id),
  step integer not null default 1 check (step between 1 and 13),
  draft jsonb not null default '{}'::jsonb
    check (jsonb_typeof(draft) = 'object' and pg_column_size(draft) <= 200000),
  messages jsonb not null default '[]'::jsonb
    check (jsonb_typeof(messages) = 'array' and pg_column_size(messages) <= 1000000),
  status text not null default 'open' check (status in ('open', 'published')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default 1,
  change_xid xid8
);

-- not synced: write-only public forms ----------------------------------------------------------
create table public.waitlist_submissions (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (public.is_valid_email(email)),
  full_name text not null check (char_length(btrim(full_name)) >= 2 and char_length(full_name) <= 200),
  company_name text not null check (char_length(btrim(company_name)) >= 1 and char_length(company_name) <= 200),
  company_size text not null check (company_size in ('1-10', '11-50', '51-200', '201-500', '501+')),
  excitement_reason text not null
    check (char_length(btrim(excitement_reason)) >= 1 and char_length(excitement_reason) <= 5000),
  created_at timestamptz not null default now()
);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) >= 2 and char_length(name) <= 200),
  email text not null check (public.is_valid_email(email)),
  message text not null check (char_length(btrim(message)) >= 10 and char_length(message) <= 5000),
  created_at timestamptz not null default now()
);

-- server-only bookkeeping for idempotent sync_push: a mutation id is applied at most once.
create table public.sync_mutations (
  mutation_id uuid primary key,
  user_id uuid not null,
  client_id uuid,
  table_name text not null,
  row_id uuid not null,
  applied_at timestamptz not null default now()
);

-- change feed indexes: sync_pull walks (change_xid, id) ---------------------------------------
create index jobs_change_feed_idx on public.jobs (change_xid, id);
create index profiles_change_feed_idx on public.profiles (change_xid, id);
create index applications_change_feed_idx on public.applications (change_xid, id);
create index notes_change_feed_idx on public.notes (change_xid, id);
create index job_drafts_change_feed_idx on public.job_drafts (change_xid, id);
create index jobs_company_idx on public.jobs (company_id);
create index profiles_company_idx on public.profiles (company_id);
create index applications_company_idx on public.applications (company_id);
create index notes_company_idx on public.notes (company_id);
create index job_drafts_company_idx on public.job_drafts (company_id);
