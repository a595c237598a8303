// What a crawler or a link preview reads of the public pages, with no browser and no script: the
// static server (scripts/serve.mjs) in front of the real stack renders /job/{id} from PostgREST with
// the anon key (title, Open Graph, the JobPosting Google's job search needs), answers 404 + noindex
// for a job no visitor may see, and lists the published jobs in sitemap.xml. The shell is a small
// index.html in a temp dir, so no build is needed.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error jsdom ships no types (and @types/jsdom is not installed): `parse` below types the one use
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from '../../scripts/serve.mjs';
import { JOB_PAGE_COLUMNS } from '../../src/domain/jobPosting.ts';
import { PUBLIC_JOB_COLUMNS } from '../../sync/contract.ts';
import { createUser, getTestStack, serviceClient, sql } from '../support/stack-env.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Partii — AI-assisted hiring for start-ups." />
    <title>Partii</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const COMPANY = 'Crawler & Co';

let root: string;
let server: Server;
let baseUrl: string;
const jobs = { onSite: randomUUID(), remote: randomUUID(), draft: randomUUID(), deleted: randomUUID() };

/** A document parsed by jsdom (scripts never run); XML mode throws on a text that is not well-formed. */
function parse(text: string, contentType = 'text/html'): Document {
  const Dom = JSDOM as new (text: string, options: { contentType: string }) => { window: { document: Document } };
  return new Dom(text, { contentType }).window.document;
}

/** The page as a crawler reads it: status, headers and the parsed document. */
async function crawl(urlPath: string) {
  const response = await fetch(`${baseUrl}${urlPath}`, { headers: { 'User-Agent': 'Googlebot/2.1' } });
  const text = await response.text();
  return { response, text, document: parse(text) };
}

function metaContent(document: Document, key: string): string | null {
  return document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
}

function jsonLd(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

beforeAll(async () => {
  const owner = await createUser();
  await sql('update companies set name = $1 where id = $2', [COMPANY, owner.id]);
  const job = (id: string, fields: Record<string, unknown>) => ({
    id,
    company_id: owner.id,
    description: 'Improve how we match candidates to roles.\n\n- Build ranking models\n- Design experiments',
    skills: ['Python', 'SQL'],
    must_have_requirements: ['3 years of machine learning'],
    job_type: 'Full-time',
    status: 'published',
    ...fields,
  });
  const { error } = await serviceClient()
    .from('jobs')
    .insert([
      job(jobs.onSite, {
        title: 'Data Scientist </script> "Lead"',
        location: 'London, United Kingdom',
        salary_min: 90000,
        salary_max: 120000,
      }),
      job(jobs.remote, { title: 'DevOps Engineer', location: 'Remote (EU)', job_type: 'Contract' }),
      job(jobs.draft, { title: 'Draft Role', location: 'Berlin, Germany', status: 'draft' }),
      job(jobs.deleted, { title: 'Deleted Role', location: 'Berlin, Germany', deleted_at: new Date().toISOString() }),
    ]);
  if (error) throw new Error(error.message);

  root = await mkdtemp(path.join(os.tmpdir(), 'partii-crawler-'));
  await writeFile(path.join(root, 'index.html'), SHELL);
  const stack = getTestStack();
  server = createStaticServer({ root, config: { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey } });
  baseUrl = `http://localhost:${await listen(server, 0)}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  if (root) await rm(root, { recursive: true, force: true });
});

describe('crawler pages against the stack', () => {
  it('asks PostgREST for public columns only (the anon key may select nothing else)', () => {
    expect(JOB_PAGE_COLUMNS.filter((column) => !(PUBLIC_JOB_COLUMNS as readonly string[]).includes(column))).toEqual(
      [],
    );
  });

  it("renders a published job's title, preview tags and JobPosting into the shell", async () => {
    const { response, document } = await crawl(`/job/${jobs.onSite}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const title = `Data Scientist </script> "Lead" at ${COMPANY}`;
    expect(document.title).toBe(`${title} — Partii`);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    const description = 'Improve how we match candidates to roles. Build ranking models Design experiments';
    expect(metaContent(document, 'description')).toBe(description);
    expect(metaContent(document, 'og:title')).toBe(title);
    expect(metaContent(document, 'og:description')).toBe(description);
    expect(metaContent(document, 'og:url')).toBe(`${baseUrl}/job/${jobs.onSite}`);
    expect(metaContent(document, 'og:image')).toBe(`${baseUrl}/icons/icon-512.png`);
    expect(metaContent(document, 'twitter:card')).toBe('summary');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${baseUrl}/job/${jobs.onSite}`);
    expect(metaContent(document, 'robots')).toBeNull();
    // the app still mounts on the same shell
    expect(document.getElementById('root')).not.toBeNull();

    const [posting, ...others] = jsonLd(document);
    expect(others).toEqual([]);
    const [created] = await sql<{ created_at: Date }>('select created_at from jobs where id = $1', [jobs.onSite]);
    // Google's required properties, and the recommended ones this job has
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Data Scientist </script> "Lead"',
      datePosted: created!.created_at.toISOString().slice(0, 10),
      hiringOrganization: { '@type': 'Organization', name: COMPANY },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'United Kingdom' },
      },
      employmentType: 'FULL_TIME',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 90000, maxValue: 120000, unitText: 'YEAR' },
      },
      directApply: true,
      identifier: { value: jobs.onSite },
      url: `${baseUrl}/job/${jobs.onSite}`,
    });
    expect(posting!.description).toBe(
      '<p>Improve how we match candidates to roles.</p><ul><li>Build ranking models</li><li>Design experiments</li></ul>' +
        '<p><strong>Requirements</strong></p><ul><li>3 years of machine learning</li></ul>',
    );
    // jobs have no closing date
    expect(posting).not.toHaveProperty('validThrough');
  });

  it('gives a remote job TELECOMMUTE with where applicants may live, and no salary it does not have', async () => {
    const { response, document } = await crawl(`/job/${jobs.remote}`);
    expect(response.status).toBe(200);
    const [posting] = jsonLd(document);
    expect(posting).toMatchObject({
      title: 'DevOps Engineer',
      hiringOrganization: { name: COMPANY },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'AdministrativeArea', name: 'EU' }],
      employmentType: 'CONTRACTOR',
    });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('baseSalary');
  });

  it('answers HEAD with the page headers and no body', async () => {
    const response = await fetch(`${baseUrl}/job/${jobs.onSite}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await response.text()).toBe('');
  });

  it('answers 404 with noindex for a draft, a deleted job, an unknown id and a malformed one', async () => {
    for (const urlPath of [`/job/${jobs.draft}`, `/job/${jobs.deleted}`, `/job/${randomUUID()}`, '/job/not-a-uuid']) {
      const { response, text, document } = await crawl(urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(metaContent(document, 'robots'), urlPath).toBe('noindex');
      expect(document.title, urlPath).toBe('Job Not Found — Partii');
      expect(text, urlPath).not.toMatch(/Draft Role|Deleted Role|ld\+json/);
      // the shell still loads the app, which shows its own 'Job Not Found' screen to a person
      expect(document.getElementById('root'), urlPath).not.toBeNull();
    }
  });

  it('lists published jobs in a valid sitemap, not drafts or deleted ones', async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = parse(await response.text(), 'application/xml');
    expect(xml.documentElement.localName).toBe('urlset');
    expect(xml.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const entries = new Map(
      [...xml.getElementsByTagName('url')].map((url) => [
        url.getElementsByTagName('loc')[0]?.textContent,
        url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      ]),
    );
    expect(entries.has(`${baseUrl}/`)).toBe(true);
    expect(entries.has(`${baseUrl}/jobs`)).toBe(true);
    const [updated] = await sql<{ updated_at: Date }>('select updated_at from jobs where id = $1', [jobs.onSite]);
    expect(entries.get(`${baseUrl}/job/${jobs.onSite}`)).toBe(updated!.updated_at.toISOString());
    expect(entries.has(`${baseUrl}/job/${jobs.remote}`)).toBe(true);
    expect(entries.has(`${baseUrl}/job/${jobs.draft}`)).toBe(false);
    expect(entries.has(`${baseUrl}/job/${jobs.deleted}`)).toBe(false);
  });

  it('robots.txt keeps crawlers out of the app and names the sitemap', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    const robots = await response.text();
    expect(robots).toMatch(/^Disallow: \/app\/$/m);
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('/jobs and / carry their own title and canonical address', async () => {
    const board = await crawl('/jobs');
    expect(board.response.status).toBe(200);
    expect(board.document.title).toBe('Open positions — Partii');
    expect(board.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${baseUrl}/jobs`);
    const home = await crawl('/');
    expect(home.document.title).toBe('Partii — Hiring that talks with you, not at you');
    expect(metaContent(home.document, 'og:url')).toBe(`${baseUrl}/`);
  });
});
