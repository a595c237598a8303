-- A company's default email templates are made by the server with the company (issue 25); they are
-- its settings, not its hiring data, so they go with it. Without this, a company nothing else
-- refers to (no member, job or candidate) could no longer be deleted by the service role, because
-- its four defaults held it (rls-roles-matrix.test.ts "table companies · delete · service").
alter table public.email_templates
  drop constraint email_templates_company_id_fkey,
  add constraint email_templates_company_id_fkey
    foreign key (company_id) references public.companies (id) on delete cascade;
