// Reading years of experience from a resume, and the years a job's level asks for.
//
// Pure and deterministic: an open range ('2019 – present', 'since 2019') is measured up to a
// reference date the caller passes in (the application's creation time), never the device clock,
// so every device computes the same number for the same application.

export interface ExperienceReading {
  /** Years read from the text, rounded to one decimal; null when the text states none. */
  years: number | null;
  /** The phrases the number was read from, for the evidence ('5 years', '2018–2023', 'since 2019'). */
  phrases: string[];
}

const MAX_YEARS = 50;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = `(?:${MONTHS.join('|')})[a-z]*\\.?`;
const YEAR = '(?:19[6-9]\\d|20\\d\\d)';
const DASH = '\\s*(?:-|–|—|to|until|till)\\s*';
const OPEN_END = '(?:present|now|current(?:ly)?|today|date)';
/** Numbers people write as words (the screening's stated years, the assistant's "top five"). */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

/** '5 years', '5+ yrs', '3.5 years', 'five years', 'over 10 years' — a stated total. */
const STATED = new RegExp(
  `(?<![\\d.])\\b(\\d{1,2}(?:\\.\\d)?|${Object.keys(NUMBER_WORDS).join('|')})\\s*\\+?\\s*(?:years?|yrs?)(?![a-z])(?!\\s+(?:old|ago))`,
  'gi',
);
/** 'Jan 2018 – Mar 2023', '2018–2023', '2019 - present'. */
const RANGE = new RegExp(`(?:(${MONTH})\\s+)?(${YEAR})${DASH}(?:(?:(${MONTH})\\s+)?(${YEAR})|(${OPEN_END}))`, 'gi');
/** 'since 2019', 'since March 2019'. */
const SINCE = new RegExp(`since\\s+(?:(${MONTH})\\s+)?(${YEAR})`, 'gi');

function monthIndex(name: string | undefined): number | null {
  if (!name) return null;
  const i = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return i < 0 ? null : i;
}

/** A point in time in months since year 0; a range without months spans whole calendar years. */
function toMonths(year: number, month: number | null, edge: 'start' | 'end'): number {
  return year * 12 + (month ?? (edge === 'start' ? 0 : 11)) + (edge === 'end' ? 1 : 0);
}

function referenceMonths(referenceDate: string | Date | null | undefined): number | null {
  if (!referenceDate) return null;
  const d = new Date(referenceDate);
  if (Number.isNaN(d.getTime())) return null;
  return d.getUTCFullYear() * 12 + d.getUTCMonth() + 1;
}

/** Total length of a set of [start, end) month intervals, overlaps counted once. */
function unionLength(intervals: [number, number][]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cur: [number, number] | null = null;
  for (const [s, e] of sorted) {
    if (!cur || s > cur[1]) {
      if (cur) total += cur[1] - cur[0];
      cur = [s, e];
    } else cur[1] = Math.max(cur[1], e);
  }
  if (cur) total += cur[1] - cur[0];
  return total;
}

/**
 * Years of experience a text states. Takes the larger of: the biggest stated total ('7 years of
 * experience') and the union of the employment ranges it lists (so two overlapping jobs count once).
 * Ranges in a plain year form ('2018–2023') count as the difference of the years, as a reader would.
 */
export function readYearsOfExperience(text: string | null, referenceDate?: string | Date | null): ExperienceReading {
  if (!text) return { years: null, phrases: [] };
  const ref = referenceMonths(referenceDate);
  const refYear = ref === null ? null : Math.floor((ref - 1) / 12);
  const phrases: string[] = [];
  let stated = 0;

  for (const m of text.matchAll(STATED)) {
    const raw = m[1].toLowerCase();
    const n = NUMBER_WORDS[raw] ?? Number(raw);
    if (n > 0 && n <= MAX_YEARS) {
      if (n > stated) stated = n;
      phrases.push(m[0].trim());
    }
  }

  const intervals: [number, number][] = [];
  const addInterval = (phrase: string, start: number, end: number) => {
    if (end <= start || end - start > MAX_YEARS * 12) return;
    if (ref !== null && start > ref) return;
    intervals.push([start, ref !== null ? Math.min(end, ref) : end]);
    phrases.push(phrase.trim());
  };

  for (const m of text.matchAll(RANGE)) {
    if (isEducationLine(text, m.index)) continue;
    const [phrase, m1, y1, m2, y2, open] = m;
    const startMonth = monthIndex(m1);
    const endMonth = monthIndex(m2);
    if (open) {
      if (ref === null) continue; // an open range needs the reference date
      addInterval(phrase, toMonths(Number(y1), startMonth, 'start'), ref);
    } else if (startMonth === null && endMonth === null) {
      // '2018–2023' reads as five years.
      addInterval(phrase, Number(y1) * 12, Number(y2) * 12);
    } else {
      addInterval(phrase, toMonths(Number(y1), startMonth, 'start'), toMonths(Number(y2), endMonth, 'end'));
    }
  }

  for (const m of text.matchAll(SINCE)) {
    if (ref === null || refYear === null) continue;
    const month = monthIndex(m[1]);
    // 'since 2019' read on a 2024 reference date is five years, like '2019–2024'.
    const start = month === null ? Number(m[2]) * 12 : toMonths(Number(m[2]), month, 'start');
    const end = month === null ? refYear * 12 : ref;
    addInterval(m[0], start, end);
  }

  const fromRanges = unionLength(intervals) / 12;
  const years = Math.max(stated, fromRanges);
  if (years <= 0) return { years: null, phrases: [] };
  return { years: Math.round(Math.min(years, MAX_YEARS) * 10) / 10, phrases: unique(phrases) };
}

const EDUCATION =
  /\b(?:university|college|school|academy|institute|bsc|msc|ba|bs|ma|mba|phd|degree|bachelor|master|diploma|graduated|education)\b/i;

/** Study years are not work experience: skip ranges on a line about education. */
function isEducationLine(text: string, index: number): boolean {
  const start = text.lastIndexOf('\n', index) + 1;
  const endAt = text.indexOf('\n', index);
  return EDUCATION.test(text.slice(start, endAt < 0 ? text.length : endAt));
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/**
 * Minimum years a job asks for: an explicit 'N+ years' in a must-have wins; otherwise the
 * experience level (spec §9: Entry, Mid-level, Senior, Lead, Executive) maps to a usual minimum.
 */
export function requiredYears(
  experienceLevel: string | null | undefined,
  mustHaves: readonly string[] = [],
): number | null {
  for (const requirement of mustHaves) {
    const m = /(\d{1,2})\s*\+?\s*(?:years?|yrs?)/i.exec(requirement);
    if (m) return Number(m[1]);
  }
  return yearsForLevel(experienceLevel);
}

function yearsForLevel(experienceLevel: string | null | undefined): number | null {
  const level = (experienceLevel ?? '').toLowerCase();
  if (!level.trim()) return null;
  if (/exec|director|vp|chief|head/.test(level)) return 10;
  if (/lead|principal|staff/.test(level)) return 7;
  if (/senior|sr\b/.test(level)) return 5;
  if (/mid/.test(level)) return 2;
  if (/entry|junior|jr\b|intern|graduate|trainee/.test(level)) return 0;
  const n = /(\d{1,2})/.exec(level);
  return n ? Number(n[1]) : null;
}
