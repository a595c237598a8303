// What a crawler or a link preview reads of the public pages without running JavaScript: the
// <head> of /job/{id}, /jobs and / (title, description, canonical, Open Graph, Twitter card), the
// job's schema.org JobPosting for Google's job search, the 404 head, sitemap.xml and robots.txt.
//
// The app itself is a client-rendered PWA: its index.html is one shell for every route, and people
// get their pages from the service worker's precache. Crawlers run no service worker and often no
// script, so scripts/serve.mjs reads the job from PostgREST and puts these tags into the shell
// (`injectHead`). Pure, in src/domain, and one file without imports, so that server (plain Node
// through tsx), the tests, and an edge function (Deno imports a .ts file as it is) can all use it.

const SITE_NAME = 'Partii';
/** A square icon in public/icons, for previews (Open Graph wants an absolute URL). */
const PREVIEW_IMAGE_PATH = '/icons/icon-512.png';
/** About what search results show of a description before they cut it. */
const META_DESCRIPTION_LENGTH = 155;
/** The sitemap protocol's limit per file; the two fixed pages take two of them. */
export const SITEMAP_MAX_JOBS = 50_000 - 2;

/**
 * The job columns the page head is built from: public columns only (a visitor's anon key may
 * select nothing else, sync/contract.ts PUBLIC_JOB_COLUMNS; tests/integration/crawler-pages.test.ts
 * checks the list is a subset of it).
 */
export const JOB_PAGE_COLUMNS = [
  'id',
  'title',
  'description',
  'location',
  'status',
  'skills',
  'department',
  'job_type',
  'experience_level',
  'salary_range',
  'salary_min',
  'salary_max',
  'must_have_requirements',
  'company_name',
  'created_at',
  'updated_at',
] as const;

/** A published job as PostgREST answers JOB_PAGE_COLUMNS (public.jobs in supabase/migrations). */
export interface PublicJobRow {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  status: string;
  skills: string[];
  department: string | null;
  job_type: string | null;
  experience_level: string | null;
  salary_range: string | null;
  salary_min: number | null;
  salary_max: number | null;
  must_have_requirements: string[];
  company_name: string | null;
  created_at: string;
  updated_at: string;
}

/** What one page's head says about it; `renderHead` writes the tags. */
export interface PageHead {
  title: string;
  description: string;
  /** Canonical address: also og:url. Absent on a 404, which has no address of its own. */
  url?: string;
  /** Preview title without the site name (og:site_name carries it); the title when absent. */
  previewTitle?: string;
  noindex?: boolean;
  /** A schema.org object, written as application/ld+json. */
  structuredData?: Record<string, unknown>;
}

// --- routes ---------------------------------------------------------------------------------------

export type CrawlerPage =
  | { kind: 'home' }
  | { kind: 'jobs' }
  | { kind: 'job'; jobId: string }
  | { kind: 'job-not-found' }
  | { kind: 'sitemap' }
  | { kind: 'robots' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which rendered page a path is, or null for everything else (assets, the app's other routes,
 * which keep the plain shell). A /job/{x} whose x is no uuid can name no job: it is a 404 without
 * asking the database. /job and /job/ are the app's redirect to /jobs, not a job.
 */
export function crawlerPageOf(pathname: string): CrawlerPage | null {
  if (pathname === '/') return { kind: 'home' };
  if (pathname === '/jobs' || pathname === '/jobs/') return { kind: 'jobs' };
  if (pathname === '/sitemap.xml') return { kind: 'sitemap' };
  if (pathname === '/robots.txt') return { kind: 'robots' };
  const job = /^\/job\/([^/]+)\/?$/.exec(pathname);
  if (!job) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(job[1]!);
  } catch {
    return { kind: 'job-not-found' };
  }
  return UUID.test(segment) ? { kind: 'job', jobId: segment.toLowerCase() } : { kind: 'job-not-found' };
}

// --- the pages' heads -----------------------------------------------------------------------------

/** "{title} at {company}", or the title alone for a job without a company name. */
export function jobHeadline(job: Pick<PublicJobRow, 'title' | 'company_name'>): string {
  const company = job.company_name?.trim();
  return company ? `${job.title} at ${company}` : job.title;
}

/** The job page's head, its JobPosting included. */
export function jobPageHead(job: PublicJobRow, origin: string): PageHead {
  const url = jobUrl(origin, job.id);
  const headline = jobHeadline(job);
  const text = plainText(job.description ?? '');
  const where = job.location?.trim() ? ` (${job.location.trim()})` : '';
  return {
    title: `${headline} — ${SITE_NAME}`,
    previewTitle: headline,
    // A job without a description still says what and where, in the share button's words.
    description: text ? clipText(text) : `${headline}${where} — apply with ${SITE_NAME}.`,
    url,
    structuredData: jobPostingData(job, url),
  };
}

/** /jobs, in the board's own words (src/features/jobs/components/board/JobBoardPage.tsx). */
export function jobsPageHead(origin: string): PageHead {
  return {
    title: `Open positions — ${SITE_NAME}`,
    previewTitle: 'Open positions',
    description: `Find your next role at a start-up hiring with ${SITE_NAME}.`,
    url: `${siteOrigin(origin)}/jobs`,
  };
}

/** /, in the landing page's hero words (src/features/landing/components/LandingSections.tsx). */
export function homePageHead(origin: string): PageHead {
  return {
    title: `${SITE_NAME} — Hiring that talks with you, not at you`,
    previewTitle: 'Hiring that talks with you, not at you',
    description:
      'Partii uses conversational AI and automation to create jobs, manage candidates, coordinate interviews and surface the analytics that matter — so start-ups hire the right people, faster.',
    url: `${siteOrigin(origin)}/`,
  };
}

/**
 * A job address that names no published job. The app draws its own 'Job Not Found' screen on the
 * same shell (src/ui/JobNotFound.tsx, the same words); crawlers must not index it.
 */
export function jobNotFoundHead(): PageHead {
  return {
    title: `Job Not Found — ${SITE_NAME}`,
    description: "The job you're looking for doesn't exist or has been removed.",
    noindex: true,
  };
}

/** The head tags of `head`, one per line, every text escaped. */
export function renderHead(head: PageHead, origin: string): string {
  const previewTitle = head.previewTitle ?? head.title;
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.url) tags.push(`<link rel="canonical" href="${escapeHtml(head.url)}" />`);
  // A dead link gets no preview card of its own: title and description say it is gone.
  if (!head.noindex) {
    tags.push(
      meta('property', 'og:title', previewTitle),
      meta('property', 'og:description', head.description),
      meta('property', 'og:type', 'website'),
      ...(head.url ? [meta('property', 'og:url', head.url)] : []),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:image', `${siteOrigin(origin)}${PREVIEW_IMAGE_PATH}`),
      meta('name', 'twitter:card', 'summary'),
      meta('name', 'twitter:title', previewTitle),
      meta('name', 'twitter:description', head.description),
    );
  }
  if (head.structuredData) {
    tags.push(`<script type="application/ld+json">${scriptSafeJson(head.structuredData)}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * index.html with `head` in place of its <title> and its description meta; everything else (the
 * early-fetch script, icons, the entry) untouched. A shell without a <title> gets the tags before
 * </head>; one without a head is returned as it is.
 */
export function injectHead(html: string, head: PageHead, origin: string): string {
  const tags = renderHead(head, origin);
  const withoutDescription = html.replace(/[ \t]*<meta\b[^>]*\bname\s*=\s*["']description["'][^>]*>[ \t]*\n?/gi, '');
  // Replacer functions, not strings: a job title with `$&` or `$1` must arrive as written.
  const title = /<title>[\s\S]*?<\/title>/i;
  if (title.test(withoutDescription)) return withoutDescription.replace(title, () => tags);
  if (/<\/head>/i.test(withoutDescription)) return withoutDescription.replace(/<\/head>/i, () => `${tags}\n  </head>`);
  return html;
}

// --- the JobPosting -------------------------------------------------------------------------------

/**
 * The job's schema.org JobPosting as Google's job search reads it
 * (developers.google.com/search/docs/appearance/structured-data/job-posting). Jobs have no closing
 * date column, so there is no validThrough; a job without a company name has no hiringOrganization
 * rather than an invented one.
 */
export function jobPostingData(job: PublicJobRow, url: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description ?? '', job.must_have_requirements),
    datePosted: isoDate(job.created_at),
    identifier: { '@type': 'PropertyValue', name: job.company_name?.trim() || SITE_NAME, value: job.id },
    url,
    // Applying is the chat on this very page.
    directApply: true,
  };
  const company = job.company_name?.trim();
  if (company) data.hiringOrganization = { '@type': 'Organization', name: company };
  const employmentType = employmentTypeOf(job.job_type);
  if (employmentType) data.employmentType = employmentType;
  Object.assign(data, jobLocationData(job.location));
  const salary = baseSalaryOf(job.salary_min, job.salary_max);
  if (salary) data.baseSalary = salary;
  if (job.skills.length > 0) data.skills = job.skills.join(', ');
  return data;
}

/** The creator's job types (src/features/creator/model/creatorSteps.ts JOB_TYPES) and a few more. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  temp: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
  volunteer: 'VOLUNTEER',
  perdiem: 'PER_DIEM',
};

/** Google's employmentType for a job_type ('Full-time' → FULL_TIME), or null when it has none. */
export function employmentTypeOf(jobType: string | null | undefined): string | null {
  if (!jobType) return null;
  return EMPLOYMENT_TYPES[jobType.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

/**
 * The salary bounds as a yearly MonetaryAmount, or null without any. In US dollars: the app shows
 * every salary as dollars (src/features/jobs/model/salaryLabel.ts) and jobs have no currency column.
 * The free-text salary_range is not read: its words cannot be trusted to be numbers.
 */
export function baseSalaryOf(min: number | null, max: number | null): Record<string, unknown> | null {
  const bounds: Record<string, number> = {};
  if (typeof min === 'number' && Number.isFinite(min)) bounds.minValue = min;
  if (typeof max === 'number' && Number.isFinite(max)) bounds.maxValue = max;
  if (Object.keys(bounds).length === 0) return null;
  return {
    '@type': 'MonetaryAmount',
    currency: 'USD',
    value: { '@type': 'QuantitativeValue', ...bounds, unitText: 'YEAR' },
  };
}

/** US state codes: 'San Francisco, CA' is in California, not in Canada. */
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);

/**
 * Where the job is, from its free-text location: a remote job ('Remote', 'Remote (EU)') is
 * TELECOMMUTE, with the areas applicants must be in when the text names any; a hybrid or on-site
 * job ('Berlin, Germany (Hybrid)', 'San Francisco, CA') is a Place with a postal address. Nothing
 * for an empty location.
 */
export function jobLocationData(location: string | null | undefined): Record<string, unknown> {
  const text = location?.trim() ?? '';
  if (!text) return {};
  // 'Hybrid remote' means coming in to an office sometimes: the office is where the job is.
  if (/\bremote\b/i.test(text) && !/\bhybrid\b/i.test(text)) {
    const areas = text
      .replace(/\bremote\b|\bonly\b|\bfirst\b|\bbased\b|\banywhere in\b/gi, ' ')
      .split(/[,/()|:;–—]|\s-\s|\s+or\s+|\s+and\s+/i)
      .map((part) => part.replace(/^[\s-]+|[\s-]+$/g, ''))
      .filter((part) => /\p{L}/u.test(part));
    return {
      jobLocationType: 'TELECOMMUTE',
      ...(areas.length > 0
        ? {
            applicantLocationRequirements: areas.map((name) => ({ '@type': 'AdministrativeArea', name })),
          }
        : {}),
    };
  }
  const place = text
    .replace(/\(\s*(hybrid|on[- ]?site|in[- ]office)\s*\)/gi, ' ')
    .replace(/^\s*(hybrid|on[- ]?site)\s*[-–—:,]?\s*/i, '')
    .replace(/\s*[-–—,]?\s*(hybrid|on[- ]?site)\s*$/i, '');
  const parts = place
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return {};
  const address: Record<string, string> = { '@type': 'PostalAddress', addressLocality: parts[0]! };
  const last = parts[parts.length - 1]!;
  if (parts.length >= 3) {
    address.addressRegion = parts[1]!;
    address.addressCountry = last;
  } else if (parts.length === 2 && US_STATES.has(last)) {
    address.addressRegion = last;
    address.addressCountry = 'US';
  } else if (parts.length === 2) {
    address.addressCountry = last;
  }
  return { jobLocation: { '@type': 'Place', address } };
}

// --- text -----------------------------------------------------------------------------------------

/** One line's text without markdown's and HTML's markup (links keep their words). */
function plainLine(line: string): string {
  return line
    .replace(/<\/?[a-z][^<>]*>/gi, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+•]\s+|\d+[.)]\s+)/, '')
    .replace(/(\*\*|__|~~)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])/g, '$1')
    .replace(/(?<!\w)_(?=\S)(.+?)(?<=\S)_(?!\w)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A description as one line of plain text: what a meta description and a preview card show. */
export function plainText(description: string): string {
  return description
    .split(/\r\n?|\n/)
    .map(plainLine)
    .filter(Boolean)
    .join(' ');
}

/**
 * `text` cut to at most `max` characters on a word boundary, with an ellipsis when cut. A text
 * with no space early enough is cut mid-word rather than left long.
 */
export function clipText(text: string, max = META_DESCRIPTION_LENGTH): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max); // the ellipsis takes the place of the space or of one letter
  const space = room.lastIndexOf(' ');
  const head = space >= max / 2 ? room.slice(0, space) : room.slice(0, max - 1);
  return `${head.replace(/[\s,;:.–—-]+$/, '')}…`;
}

const BULLET = /^\s{0,3}([-*+•]|\d+[.)])\s+/;
const HEADING = /^\s{0,3}#{1,6}\s+/;

/**
 * The description as the little HTML Google accepts in a JobPosting (<p>, <br>, <ul>, <li>,
 * <strong>): paragraphs at blank lines, bullet lines as lists, markdown headings as bold lines,
 * then the must-have requirements under 'Requirements' as the page lists them. The typed text is
 * escaped: a description is text, never markup.
 */
export function descriptionHtml(description: string, requirements: readonly string[] = []): string {
  const html: string[] = [];
  for (const block of description.split(/(?:\r\n?|\n)\s*(?:\r\n?|\n)/)) {
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) html.push(`<p>${paragraph.join('<br>')}</p>`);
      if (list.length) html.push(`<ul>${list.map((item) => `<li>${item}</li>`).join('')}</ul>`);
      paragraph = [];
      list = [];
    };
    for (const line of block.split(/\r\n?|\n/)) {
      const text = escapeHtml(plainLine(line));
      if (!text) continue;
      if (HEADING.test(line)) {
        flush();
        html.push(`<p><strong>${text}</strong></p>`);
      } else if (BULLET.test(line)) {
        if (paragraph.length) flush();
        list.push(text);
      } else {
        if (list.length) flush();
        paragraph.push(text);
      }
    }
    flush();
  }
  const items = requirements.map((requirement) => escapeHtml(plainLine(requirement))).filter(Boolean);
  if (items.length > 0) {
    html.push('<p><strong>Requirements</strong></p>', `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`);
  }
  // The page's own words for a job without a description (JobDetailTabs).
  return html.join('') || '<p>The hiring team has not added a description yet.</p>';
}

/** Text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * JSON that cannot end its <script> element: `<` (as in `</script>` or `<!--`), `>` and `&` are
 * written as \u escapes, which JSON parsers read back as the same characters; U+2028/2029 too,
 * for parsers that treat them as line ends.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// --- sitemap and robots ---------------------------------------------------------------------------

/**
 * sitemap.xml: /, /jobs (changed when its newest job did) and every published job with its
 * last change. At most SITEMAP_MAX_JOBS jobs: one sitemap file's limit.
 */
export function sitemapXml(origin: string, jobs: readonly Pick<PublicJobRow, 'id' | 'updated_at'>[]): string {
  const base = siteOrigin(origin);
  const listed = jobs.slice(0, SITEMAP_MAX_JOBS);
  const newest = listed.reduce<string | null>(
    (latest, job) => (latest === null || Date.parse(job.updated_at) > Date.parse(latest) ? job.updated_at : latest),
    null,
  );
  const entry = (loc: string, changed: string | null) => {
    const lastmod = changed === null ? null : isoDateTime(changed);
    // escapeHtml's numeric references are XML's too
    return `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(`${base}/`, null),
    entry(`${base}/jobs`, newest),
    ...listed.map((job) => entry(jobUrl(base, job.id), job.updated_at)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: the public pages open, the signed-in app closed, and the sitemap's absolute address.
 * `/app$` and `/app/` rather than `/app`, a prefix that would also close /apply-success. A
 * candidate's status page and an invitation are private links (their token is the secret).
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /app$',
    'Disallow: /app/',
    'Disallow: /status/',
    'Disallow: /invite/',
    '',
    `Sitemap: ${siteOrigin(origin)}/sitemap.xml`,
    '',
  ].join('\n');
}

// --- helpers --------------------------------------------------------------------------------------

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function siteOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

function jobUrl(origin: string, jobId: string): string {
  return `${siteOrigin(origin)}/job/${encodeURIComponent(jobId)}`;
}

/** 'YYYY-MM-DD' (UTC) of a timestamp; the text itself when it is no date. */
function isoDate(timestamp: string): string {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? timestamp : new Date(time).toISOString().slice(0, 10);
}

/** A W3C datetime in UTC (PostgREST answers microseconds and an offset); null when it is no date. */
function isoDateTime(timestamp: string): string | null {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
