// What a screenshot diff cannot see (issue 10): on every public and recruiter route, at 375 × 812
// and 1280 × 800, with the demo data,
//  - every visible element with text of its own draws it in a colour that differs from the
//    background it is painted on (computed styles; the first non-transparent background up the
//    ancestors), so no text is invisible, like the filled badges whose text was their own colour;
//  - no line of a heading (h1–h3) or of the brand breaks inside a word ("P / ar / tii");
//  - no badge is cut off ("AC…", or squeezed to an empty pill);
// and the three defects of the issue, each by name: badge text on /job/{id} and the job cards,
// the brand on one line at 375 px, and the rows of a job's candidates list and the /app/jobs status
// badge not cut off at 375 px.
import type { Page } from '@playwright/test';
import { test, expect, signIn, DEMO, demoJobAndCandidate } from './support/fixtures';
import { waitUntilLoaded } from './public-helpers';

const WIDTHS = [
  { name: '375', viewport: { width: 375, height: 812 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
] as const;

interface Ids {
  /** A published demo job (Data Scientist) with applicants. */
  jobId: string;
  candidateId: string;
}

let idsPromise: Promise<Ids> | undefined;
function demoIds(): Promise<Ids> {
  idsPromise ??= demoJobAndCandidate();
  return idsPromise;
}

interface Route {
  path: (ids: Ids) => string;
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { name }).first()).toBeVisible();
const candidateRows = (page: Page) => page.getByRole('list', { name: 'Candidates' }).getByRole('listitem');

const PUBLIC_ROUTES: Route[] = [
  { path: () => '/', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: () => '/welcome', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: () => '/privacy-policy', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: () => '/terms-of-service', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: () => '/jobs', ready: (p) => expect(p.getByRole('article').first()).toBeVisible() },
  { path: () => '/candidates', ready: (p) => heading(p, 'Featured Opportunities') },
  { path: (i) => `/job/${i.jobId}`, ready: (p) => heading(p, 'Data Scientist') },
];

const RECRUITER_ROUTES: Route[] = [
  { path: () => '/app', ready: (p) => heading(p, /Good (morning|afternoon|evening), Demo/) },
  { path: () => '/app/jobs', ready: (p) => expect(p.getByRole('article', { name: 'Data Scientist' })).toBeVisible() },
  { path: (i) => `/app/jobs/${i.jobId}`, ready: (p) => heading(p, 'Share This Job') },
  { path: (i) => `/app/jobs/${i.jobId}/candidates`, ready: (p) => expect(candidateRows(p).first()).toBeVisible() },
  { path: () => '/app/candidates', ready: (p) => expect(candidateRows(p).first()).toBeVisible() },
  { path: (i) => `/app/candidates/${i.candidateId}`, ready: (p) => heading(p, 'Notes') },
  { path: () => '/app/flows', ready: (p) => heading(p, 'Interview Flows') },
  {
    path: () => '/app/interviews',
    ready: (p) => expect(p.getByRole('heading', { name: 'Interviews', level: 1 })).toBeVisible(),
  },
  { path: () => '/app/chat', ready: (p) => expect(p.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible() },
  { path: () => '/app/settings', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
];

/** Opens `path`, waits for its content, for loaders to go, for fonts and for transitions to end. */
async function open(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await ready(page);
  await waitUntilLoaded(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
  if (process.env.VISUAL_TEXT_SHOTS) {
    const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${page.viewportSize()!.width}`;
    await page.screenshot({ path: `${process.env.VISUAL_TEXT_SHOTS}/${name}.png` });
  }
}

interface Offender {
  text: string;
  selector: string;
  detail: string;
}

/**
 * Elements (inside `scope`, default the whole page) with text of their own whose text colour cannot
 * be told from the background it is drawn on: contrast ratio under 1.5 (equal colours give 1).
 */
function sameColourText(page: Page, scope = 'body'): Promise<Offender[]> {
  return page.evaluate((scopeSelector) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba | null => {
      const m = value.match(/rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)/);
      if (!m) return null;
      const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
      return [Number(m[1]), Number(m[2]), Number(m[3]), alpha];
    };
    const over = (top: Rgba, below: Rgba): Rgba => [
      top[0] * top[3] + below[0] * (1 - top[3]),
      top[1] * top[3] + below[1] * (1 - top[3]),
      top[2] * top[3] + below[2] * (1 - top[3]),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The background `el` is painted on: its own and its ancestors' colours composed, up to the first opaque one. */
    const background = (el: Element): Rgba | null => {
      const layers: Rgba[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        // A gradient or picture: the colour under the text is not known from styles.
        if (style.backgroundImage !== 'none') return null;
        const colour = parse(style.backgroundColor);
        if (colour && colour[3] > 0) {
          layers.push(colour);
          if (colour[3] >= 1) break;
        }
      }
      return layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
    };
    const selectorOf = (el: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = el; node && parts.length < 4; node = node.parentElement) {
        const cls = [...node.classList].filter((c) => c.startsWith('mantine-')).slice(0, 2);
        parts.unshift(node.tagName.toLowerCase() + (node.id ? `#${node.id}` : '') + cls.map((c) => `.${c}`).join(''));
      }
      return parts.join(' > ');
    };
    const offenders: { text: string; selector: string; detail: string }[] = [];
    const root = document.querySelector(scopeSelector);
    if (!root) return offenders;
    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (el.closest('svg, script, style, noscript, template')) continue;
      const ownText = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (!ownText) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue; // visually hidden (screen-reader only) text
      const style = getComputedStyle(el);
      const text = parse(style.color);
      const bg = background(el);
      if (!text || !bg) continue;
      const drawn = over(text, bg);
      const contrast = ratio(drawn, bg);
      if (contrast < 1.5)
        offenders.push({
          text: ownText.slice(0, 60),
          selector: selectorOf(el),
          detail: `color ${style.color} on rgb(${bg.slice(0, 3).map(Math.round).join(', ')}) (contrast ${contrast.toFixed(2)})`,
        });
    }
    return offenders;
  }, scope);
}

/**
 * Words of the headings (h1–h3) and of the brand that are split over two lines: a word whose Range
 * has client rects on more than one line. Hyphens, dashes and slashes are break points of their own.
 */
function brokenWords(page: Page, selector = 'h1, h2, h3, [aria-label="Partii home"]'): Promise<Offender[]> {
  return page.evaluate((sel) => {
    const offenders: { text: string; selector: string; detail: string }[] = [];
    for (const el of document.querySelectorAll(sel)) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? '';
        for (const match of value.matchAll(/[^\s\-–—/]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops: number[] = [];
          for (const r of range.getClientRects()) {
            if (r.width < 0.5) continue;
            if (!tops.some((top) => Math.abs(top - r.top) < r.height / 2)) tops.push(r.top);
          }
          if (tops.length > 1)
            offenders.push({
              text: match[0],
              selector: `${el.tagName.toLowerCase()}: "${(el.textContent ?? '').trim().slice(0, 60)}"`,
              detail: `on ${tops.length} lines`,
            });
        }
      }
    }
    return offenders;
  }, selector);
}

/**
 * Text inside `selector`'s elements that is cut off: an element whose content is wider than its
 * box while it clips (overflow hidden or clip, or an ellipsis), or that reaches outside its container.
 */
function clippedText(page: Page, selector: string): Promise<Offender[]> {
  return page.evaluate((sel) => {
    const offenders: { text: string; selector: string; detail: string }[] = [];
    for (const container of document.querySelectorAll(sel)) {
      if (!container.checkVisibility()) continue;
      const box = container.getBoundingClientRect();
      for (const el of [container, ...container.querySelectorAll<HTMLElement>('*')] as HTMLElement[]) {
        if (!el.textContent?.trim() || !el.checkVisibility() || el.closest('svg')) continue;
        const style = getComputedStyle(el);
        const clips = style.textOverflow === 'ellipsis' || ['hidden', 'clip'].includes(style.overflowX);
        const rect = el.getBoundingClientRect();
        const label = `${el.tagName.toLowerCase()}${[...el.classList]
          .filter((c) => c.startsWith('mantine-'))
          .slice(0, 1)
          .map((c) => `.${c}`)
          .join('')}`;
        if (clips && el.scrollWidth > el.clientWidth + 1)
          offenders.push({
            text: el.textContent.trim().slice(0, 60),
            selector: label,
            detail: `scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`,
          });
        else if (rect.width > 0 && (rect.right > box.right + 1 || rect.left < box.left - 1))
          offenders.push({ text: el.textContent.trim().slice(0, 60), selector: label, detail: 'outside its row' });
      }
    }
    return offenders;
  }, selector);
}

const describe = (offenders: Offender[]) => offenders.map((o) => `"${o.text}" (${o.selector}): ${o.detail}`);

async function checkRoutes(page: Page, routes: Route[]): Promise<void> {
  const ids = await demoIds();
  const problems: string[] = [];
  for (const route of routes) {
    const path = route.path(ids);
    await open(page, path, route.ready);
    problems.push(...describe(await sameColourText(page)).map((p) => `${path} · text colour = background: ${p}`));
    problems.push(...describe(await brokenWords(page)).map((p) => `${path} · word broken across lines: ${p}`));
    problems.push(
      ...describe(await clippedText(page, '.mantine-Badge-root')).map((p) => `${path} · badge cut off: ${p}`),
    );
  }
  expect(problems, 'text that cannot be read or words broken inside').toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`visual text at ${width.name} px`, () => {
    test.use({ viewport: width.viewport });

    test('public routes: text colour differs from its background, no heading or brand word broken', async ({
      page,
    }) => {
      await checkRoutes(page, PUBLIC_ROUTES);
    });

    test('recruiter routes: text colour differs from its background, no heading or brand word broken', async ({
      page,
    }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await checkRoutes(page, RECRUITER_ROUTES);
    });

    test('badges on the public side show their text (job page skills, card salary, landing pill)', async ({ page }) => {
      const ids = await demoIds();
      const pages: [string, Route['ready']][] = [
        [`/job/${ids.jobId}`, (p) => heading(p, 'Data Scientist')],
        ['/jobs', (p) => expect(p.getByRole('article').first()).toBeVisible()],
        ['/candidates', (p) => heading(p, 'Featured Opportunities')],
        ['/', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
      ];
      for (const [path, ready] of pages) {
        await open(page, path, ready);
        await expect(page.locator('.mantine-Badge-root').first()).toBeVisible();
        expect(
          describe(await sameColourText(page, 'main')).filter((p) => p.includes('Badge')),
          `badges without readable text on ${path}`,
        ).toEqual([]);
      }
    });
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the brand stays on one line in the public headers', async ({ page }) => {
    const ids = await demoIds();
    for (const [path, ready] of [
      ['/jobs', (p: Page) => expect(p.getByRole('article').first()).toBeVisible()],
      [`/job/${ids.jobId}`, (p: Page) => heading(p, 'Data Scientist')],
      ['/candidates', (p: Page) => heading(p, 'Featured Opportunities')],
    ] as const) {
      await open(page, path, ready);
      const brand = page.getByRole('banner').getByRole('link', { name: 'Partii home' });
      await expect(brand).toBeVisible();
      expect(await brokenWords(page, 'header [aria-label="Partii home"]'), `brand broken on ${path}`).toEqual([]);
      // One line: the name is no taller than one line of its text.
      const name = brand.getByText('Partii', { exact: true });
      const { height, lineHeight } = await name.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(el).lineHeight),
      }));
      expect(height, `brand name on more than one line on ${path}`).toBeLessThan(lineHeight * 1.5);
    }
  });

  test("a job's candidates list rows and the /app/jobs status badge are not cut off", async ({ page }) => {
    const ids = await demoIds();
    await signIn(page, DEMO.email, DEMO.password);
    await open(page, `/app/jobs/${ids.jobId}/candidates`, (p) => expect(candidateRows(p).first()).toBeVisible());
    expect
      .soft(describe(await clippedText(page, '[aria-label="Candidates"] > li')), 'candidate rows cut off')
      .toEqual([]);
    await open(page, '/app/jobs', (p) => expect(p.getByRole('article', { name: 'Data Scientist' })).toBeVisible());
    expect(describe(await clippedText(page, 'article .mantine-Badge-root')), 'job status badges cut off').toEqual([]);
  });
});
