import { describe, expect, it } from 'vitest';
import {
  baseSalaryOf,
  clipText,
  crawlerPageOf,
  descriptionHtml,
  employmentTypeOf,
  escapeHtml,
  injectHead,
  jobLocationData,
  jobNotFoundHead,
  jobPageHead,
  jobPostingData,
  jobsPageHead,
  homePageHead,
  plainText,
  renderHead,
  robotsTxt,
  scriptSafeJson,
  sitemapXml,
  type PublicJobRow,
} from './jobPosting';

const ORIGIN = 'https://hire.example.com';
const JOB_ID = '0b9f5c1e-1111-4111-8111-111111111111';

const JOB: PublicJobRow = {
  id: JOB_ID,
  title: 'Senior Frontend Engineer',
  description: 'Build the recruiter workspace used by hiring teams every day.\n\nYou will own complex React views.',
  location: 'Berlin, Germany (Hybrid)',
  status: 'published',
  skills: ['React', 'TypeScript'],
  department: 'Engineering',
  job_type: 'Full-time',
  experience_level: 'Senior',
  salary_range: null,
  salary_min: 90000,
  salary_max: 120000,
  must_have_requirements: ['5 years of React'],
  company_name: 'Acme',
  created_at: '2026-11-20T09:15:00.123456+00:00',
  updated_at: '2026-11-21T10:00:00+00:00',
};

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#5f3dc4" />
    <meta
      name="description"
      content="Partii — AI-assisted hiring for start-ups."
    />
    <title>Partii</title>
    <script>
      var early = (window.__partiiEarly = {});
    </script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The JSON-LD objects in an HTML text, parsed as a crawler parses them. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** Every <meta>'s content by its name or property, attribute entities decoded. */
function metaOf(html: string): Record<string, string> {
  const decode = (text: string) =>
    text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
  return Object.fromEntries(
    [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)].map((match) => [
      match[1]!,
      decode(match[2]!),
    ]),
  );
}

describe('crawlerPageOf', () => {
  it('knows the rendered pages and leaves every other path to the shell', () => {
    expect(crawlerPageOf('/')).toEqual({ kind: 'home' });
    expect(crawlerPageOf('/jobs')).toEqual({ kind: 'jobs' });
    expect(crawlerPageOf('/sitemap.xml')).toEqual({ kind: 'sitemap' });
    expect(crawlerPageOf('/robots.txt')).toEqual({ kind: 'robots' });
    expect(crawlerPageOf(`/job/${JOB_ID}`)).toEqual({ kind: 'job', jobId: JOB_ID });
    expect(crawlerPageOf(`/job/${JOB_ID.toUpperCase()}/`)).toEqual({ kind: 'job', jobId: JOB_ID });
    for (const path of ['/app', '/app/jobs', '/candidates', '/assets/index.js', '/job', '/job/']) {
      expect(crawlerPageOf(path), path).toBeNull();
    }
  });

  it('calls a job address whose id is no uuid a job that does not exist', () => {
    for (const path of ['/job/not-a-uuid', '/job/123', `/job/${JOB_ID}x`, '/job/%E0%A4%A', `/job/${JOB_ID}/apply`]) {
      expect(crawlerPageOf(path), path).toEqual(path.endsWith('/apply') ? null : { kind: 'job-not-found' });
    }
  });
});

describe('text', () => {
  it('strips markdown and HTML from a description, keeping the words', () => {
    const description = [
      '## About the role',
      '',
      'We build **fast** tools with _care_ and `TypeScript` — see [our blog](https://example.com).',
      '- Own <b>views</b>',
      '* Ship weekly',
      '1. Keep snake_case_names',
    ].join('\n');
    expect(plainText(description)).toBe(
      'About the role We build fast tools with care and TypeScript — see our blog. Own views Ship weekly Keep snake_case_names',
    );
  });

  it('clips on a word boundary with an ellipsis, never longer than asked', () => {
    const words = 'Build the recruiter workspace used by hiring teams every day and keep it fast everywhere.';
    const clipped = clipText(words, 40);
    expect(clipped).toBe('Build the recruiter workspace used by…');
    expect(clipped.length).toBeLessThanOrEqual(40);
    expect(clipText('Short.', 40)).toBe('Short.');
    expect(clipText('x'.repeat(60), 40)).toBe(`${'x'.repeat(39)}…`);
  });

  it('writes the description as paragraphs, lists and requirements, its text escaped', () => {
    const html = descriptionHtml(
      'First line\nsecond line\n\nYou will:\n- ship <b>fast</b> if a < b\n- review & test\n\n# Perks',
      ['React'],
    );
    expect(html).toBe(
      '<p>First line<br>second line</p>' +
        '<p>You will:</p><ul><li>ship fast if a &#60; b</li><li>review &#38; test</li></ul>' +
        '<p><strong>Perks</strong></p>' +
        '<p><strong>Requirements</strong></p><ul><li>React</li></ul>',
    );
    expect(descriptionHtml('', [])).toBe('<p>The hiring team has not added a description yet.</p>');
  });

  it('escapes what would end an attribute or a script', () => {
    expect(escapeHtml(`"O'Neil" & <Co>`)).toBe('&#34;O&#39;Neil&#34; &#38; &#60;Co&#62;');
    const json = scriptSafeJson({ title: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script> & \u2028' });
  });
});

describe('JobPosting', () => {
  it('has the fields Google requires and the recommended ones the job has', () => {
    const data = jobPostingData(JOB, `${ORIGIN}/job/${JOB_ID}`);
    expect(data).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior Frontend Engineer',
      datePosted: '2026-11-20',
      hiringOrganization: { '@type': 'Organization', name: 'Acme' },
      employmentType: 'FULL_TIME',
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Acme', value: JOB_ID },
      url: `${ORIGIN}/job/${JOB_ID}`,
      skills: 'React, TypeScript',
    });
    expect(data.description).toBe(
      '<p>Build the recruiter workspace used by hiring teams every day.</p><p>You will own complex React views.</p>' +
        '<p><strong>Requirements</strong></p><ul><li>5 years of React</li></ul>',
    );
    // jobs have no closing date
    expect(data).not.toHaveProperty('validThrough');
  });

  it('has no hiring organization rather than an invented one', () => {
    expect(jobPostingData({ ...JOB, company_name: null }, 'u')).not.toHaveProperty('hiringOrganization');
  });

  it("maps the creator's job types to Google's employment types", () => {
    expect(employmentTypeOf('Full-time')).toBe('FULL_TIME');
    expect(employmentTypeOf('Part-time')).toBe('PART_TIME');
    expect(employmentTypeOf('Contract')).toBe('CONTRACTOR');
    expect(employmentTypeOf('Freelance')).toBe('CONTRACTOR');
    expect(employmentTypeOf('Internship')).toBe('INTERN');
    expect(employmentTypeOf('full time')).toBe('FULL_TIME');
    expect(employmentTypeOf('Temporary')).toBe('TEMPORARY');
    expect(employmentTypeOf('Whenever')).toBeNull();
    expect(employmentTypeOf(null)).toBeNull();
    expect(jobPostingData({ ...JOB, job_type: null }, 'u')).not.toHaveProperty('employmentType');
  });

  it('gives a yearly salary in dollars only when the job has bounds', () => {
    expect(baseSalaryOf(90000, 120000)).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 90000, maxValue: 120000, unitText: 'YEAR' },
    });
    expect(baseSalaryOf(50000, null)).toMatchObject({ value: { minValue: 50000, unitText: 'YEAR' } });
    expect(baseSalaryOf(null, 70000)).toMatchObject({ value: { maxValue: 70000 } });
    expect(baseSalaryOf(null, null)).toBeNull();
    const noSalary = jobPostingData({ ...JOB, salary_min: null, salary_max: null, salary_range: '$80k-100k' }, 'u');
    expect(noSalary).not.toHaveProperty('baseSalary');
  });

  it('places an on-site or hybrid job at a postal address', () => {
    expect(jobLocationData('Berlin, Germany (Hybrid)')).toEqual({
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'Germany' },
      },
    });
    expect(jobLocationData('San Francisco, CA')).toMatchObject({
      jobLocation: { address: { addressLocality: 'San Francisco', addressRegion: 'CA', addressCountry: 'US' } },
    });
    expect(jobLocationData('Austin, TX, USA')).toMatchObject({
      jobLocation: { address: { addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'USA' } },
    });
    expect(jobLocationData('Hybrid — Manchester')).toMatchObject({
      jobLocation: { address: { addressLocality: 'Manchester' } },
    });
    expect(jobLocationData('Hybrid remote, Lisbon, Portugal')).toHaveProperty('jobLocation');
    expect(jobLocationData('')).toEqual({});
    expect(jobLocationData(null)).toEqual({});
  });

  it('makes a remote job TELECOMMUTE, with the areas applicants must be in when it names any', () => {
    expect(jobLocationData('Remote')).toEqual({ jobLocationType: 'TELECOMMUTE' });
    expect(jobLocationData('Remote (EU)')).toEqual({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'AdministrativeArea', name: 'EU' }],
    });
    expect(jobLocationData('Remote - US only')).toMatchObject({
      applicantLocationRequirements: [{ name: 'US' }],
    });
    expect(jobLocationData('remote, United States or Canada')).toMatchObject({
      applicantLocationRequirements: [{ name: 'United States' }, { name: 'Canada' }],
    });
    expect(jobPostingData({ ...JOB, location: 'Remote (EU)' }, 'u')).not.toHaveProperty('jobLocation');
  });
});

describe('page heads', () => {
  it("the job page: title, description, canonical, previews and the job's JSON-LD", () => {
    const html = renderHead(jobPageHead(JOB, `${ORIGIN}/`), ORIGIN);
    expect(html).toContain('<title>Senior Frontend Engineer at Acme — Partii</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/job/${JOB_ID}" />`);
    expect(metaOf(html)).toEqual({
      description: 'Build the recruiter workspace used by hiring teams every day. You will own complex React views.',
      'og:title': 'Senior Frontend Engineer at Acme',
      'og:description':
        'Build the recruiter workspace used by hiring teams every day. You will own complex React views.',
      'og:type': 'website',
      'og:url': `${ORIGIN}/job/${JOB_ID}`,
      'og:site_name': 'Partii',
      'og:image': `${ORIGIN}/icons/icon-512.png`,
      'twitter:card': 'summary',
      'twitter:title': 'Senior Frontend Engineer at Acme',
      'twitter:description':
        'Build the recruiter workspace used by hiring teams every day. You will own complex React views.',
    });
    expect(jsonLdOf(html)).toEqual([jobPostingData(JOB, `${ORIGIN}/job/${JOB_ID}`)]);
  });

  it('keeps a hostile title and description inert, and reads them back as written', () => {
    const title = `</script><script>alert("x")</script> & 'Co' $& $1`;
    const description = `"Quoted" <b>bold</b> & </script> ${'word '.repeat(60)}`;
    const html = injectHead(SHELL, jobPageHead({ ...JOB, title, description }, ORIGIN), ORIGIN);
    // one script element of each kind: nothing the job says closed or opened one
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('alert("x")');
    const [data] = jsonLdOf(html);
    expect(data!.title).toBe(title);
    expect(metaOf(html)['og:title']).toBe(`${title} at Acme`);
    const preview = metaOf(html).description!;
    expect(preview.startsWith('"Quoted" bold & word word')).toBe(true);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(155);
  });

  it('describes a job without a description by what and where it is', () => {
    const head = jobPageHead({ ...JOB, description: null, company_name: null, location: 'Remote' }, ORIGIN);
    expect(head.title).toBe('Senior Frontend Engineer — Partii');
    expect(head.description).toBe('Senior Frontend Engineer (Remote) — apply with Partii.');
  });

  it('/jobs and / in the pages own words, with their canonical addresses', () => {
    const jobs = renderHead(jobsPageHead(ORIGIN), ORIGIN);
    expect(jobs).toContain('<title>Open positions — Partii</title>');
    expect(jobs).toContain(`<link rel="canonical" href="${ORIGIN}/jobs" />`);
    expect(metaOf(jobs).description).toBe('Find your next role at a start-up hiring with Partii.');
    const home = renderHead(homePageHead(ORIGIN), ORIGIN);
    expect(home).toContain('<title>Partii — Hiring that talks with you, not at you</title>');
    expect(metaOf(home)['og:url']).toBe(`${ORIGIN}/`);
    expect(home).not.toContain('ld+json');
  });

  it('a job that does not exist: noindex, no canonical and no preview card', () => {
    const html = renderHead(jobNotFoundHead(), ORIGIN);
    expect(html).toContain('<title>Job Not Found — Partii</title>');
    expect(metaOf(html)).toEqual({
      description: "The job you're looking for doesn't exist or has been removed.",
      robots: 'noindex',
    });
    expect(html).not.toContain('canonical');
  });

  it('replaces the shell’s title and description and keeps everything else', () => {
    const html = injectHead(SHELL, jobsPageHead(ORIGIN), ORIGIN);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('AI-assisted hiring for start-ups.');
    expect(html).toContain('<meta name="theme-color" content="#5f3dc4" />');
    expect(html).toContain('var early = (window.__partiiEarly = {});');
    expect(html).toContain('<div id="root"></div>');
    // a shell without a title gets the tags before </head>; one without a head stays as it is
    expect(injectHead('<html><head></head></html>', jobsPageHead(ORIGIN), ORIGIN)).toMatch(
      /<title>Open positions — Partii<\/title>[\s\S]*<\/head>/,
    );
    expect(injectHead('<div></div>', jobsPageHead(ORIGIN), ORIGIN)).toBe('<div></div>');
  });
});

describe('sitemap and robots', () => {
  it('lists /, /jobs and every job with its last change', () => {
    const xml = sitemapXml(`${ORIGIN}/`, [
      { id: JOB_ID, updated_at: '2026-11-21T10:00:00.123456+00:00' },
      { id: '22222222-2222-4222-8222-222222222222', updated_at: '2026-11-25T08:00:00+00:00' },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain(`<url><loc>${ORIGIN}/</loc></url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/jobs</loc><lastmod>2026-11-25T08:00:00.000Z</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/job/${JOB_ID}</loc><lastmod>2026-11-21T10:00:00.123Z</lastmod></url>`);
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it('robots.txt closes the app and private links, not /apply-success, and names the sitemap', () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toContain('Disallow: /app$\nDisallow: /app/\n');
    expect(robots).toContain('Disallow: /status/');
    expect(robots).not.toMatch(/^Disallow: \/app$/m);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
