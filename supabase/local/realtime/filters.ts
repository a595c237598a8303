// postgres_changes filters, as realtime-js's RealtimePostgresFilterBuilder writes them:
// `column=op.value`, several joined by ',' (all must hold), `not.` negates, values with
// PostgREST-reserved characters are double-quoted with backslash escapes, `in.(a,"b,c")`.
//
// The hosted server casts the filter value to the column type and compares in SQL. We compare in
// JS against the record as the subscriber read it (to_jsonb), which gives the same answers for the
// types our schema uses (uuid, text, numbers, booleans, timestamps, text arrays).

export type FilterOp =
  'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'is' | 'isdistinct' | 'like' | 'ilike' | 'match' | 'imatch';

export interface Condition {
  column: string;
  op: FilterOp;
  negate: boolean;
  /** One value for every operator but `in`. */
  values: string[];
}

const OPS: ReadonlySet<string> = new Set([
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'is',
  'isdistinct',
  'like',
  'ilike',
  'match',
  'imatch',
]);

/** The hosted server refuses `in` lists longer than this. */
const MAX_IN_VALUES = 100;

export class FilterError extends Error {}

/** Splits on commas that are outside double quotes, parentheses and braces. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < text.length) current += text[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    // Braces too: an unquoted array literal `{a,b}` is one value.
    else if (ch === '(' || ch === '{') depth++;
    else if (ch === ')' || ch === '}') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (quoted || depth !== 0) throw new FilterError('unbalanced quotes or parentheses');
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

export function parseFilter(filter: string | undefined | null): Condition[] {
  if (filter === undefined || filter === null || filter === '') return [];
  if (typeof filter !== 'string') throw new FilterError('filter must be a string');
  return splitTopLevel(filter).map(parseCondition);
}

function parseCondition(text: string): Condition {
  const eq = text.indexOf('=');
  if (eq <= 0) throw new FilterError(`invalid filter "${text}": expected column=operator.value`);
  const column = text.slice(0, eq).trim();
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(column)) throw new FilterError(`invalid filter column "${column}"`);
  let rest = text.slice(eq + 1);
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot <= 0) throw new FilterError(`invalid filter "${text}": expected operator.value`);
  const op = rest.slice(0, dot);
  if (!OPS.has(op)) throw new FilterError(`invalid filter operator "${op}"`);
  const raw = rest.slice(dot + 1);
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) throw new FilterError(`invalid in filter "${text}"`);
    const inner = raw.slice(1, -1);
    const values = inner === '' ? [] : splitTopLevel(inner).map((v) => unquote(v.trim()));
    if (values.length === 0) throw new FilterError('in filter needs at least one value');
    if (values.length > MAX_IN_VALUES) throw new FilterError(`in filter allows at most ${MAX_IN_VALUES} values`);
    return { column, op, negate, values };
  }
  if (op === 'is' && !['null', 'true', 'false', 'unknown'].includes(raw.toLowerCase())) {
    throw new FilterError(`invalid is filter value "${raw}"`);
  }
  return { column, op: op as FilterOp, negate, values: [unquote(raw)] };
}

const TIMESTAMP_RE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const DATE_ONLY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Orders a record value against a filter literal: <0, 0, >0. */
function compare(value: unknown, literal: string): number {
  if (typeof value === 'number') {
    const n = Number(literal);
    if (Number.isNaN(n)) return String(value) < literal ? -1 : String(value) > literal ? 1 : 0;
    return value - n;
  }
  if (typeof value === 'boolean') {
    const b = ['true', 't', '1', 'yes', 'on'].includes(literal.toLowerCase());
    return Number(value) - Number(b);
  }
  const text = typeof value === 'string' ? value : textOf(value);
  if (
    (TIMESTAMP_RE.test(text) || DATE_ONLY_RE.test(text)) &&
    (TIMESTAMP_RE.test(literal) || DATE_ONLY_RE.test(literal))
  ) {
    const a = Date.parse(text);
    const b = Date.parse(literal);
    if (!Number.isNaN(a) && !Number.isNaN(b)) return a - b;
  }
  // uuids compare case-insensitively in PostgreSQL.
  if (/^[0-9a-f-]{36}$/i.test(text) && /^[0-9a-f-]{36}$/i.test(literal)) {
    return text.toLowerCase() < literal.toLowerCase() ? -1 : text.toLowerCase() > literal.toLowerCase() ? 1 : 0;
  }
  return text < literal ? -1 : text > literal ? 1 : 0;
}

/** Text form PostgreSQL would compare: arrays as `{a,b}`, objects as JSON. */
function textOf(value: unknown): string {
  if (Array.isArray(value)) return `{${value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(',')}}`;
  return JSON.stringify(value);
}

function likeToRegExp(pattern: string, flags: string): RegExp {
  // PostgREST accepts '*' as well as '%' for "any characters".
  const source = pattern
    .split('')
    .map((ch) => (ch === '%' || ch === '*' ? '.*' : ch === '_' ? '.' : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, flags + 's');
}

/** SQL three-valued result: null means "unknown" (a comparison with NULL). */
function evaluate(cond: Condition, value: unknown): boolean | null {
  const literal = cond.values[0];
  if (cond.op === 'is') {
    const l = literal.toLowerCase();
    if (l === 'null' || l === 'unknown') return value === null || value === undefined;
    if (value === null || value === undefined) return false;
    return compare(value, l) === 0;
  }
  if (cond.op === 'isdistinct') {
    const isNull = value === null || value === undefined;
    if (literal.toLowerCase() === 'null') return !isNull;
    if (isNull) return true;
    return compare(value, literal) !== 0;
  }
  if (value === null || value === undefined) return null;
  switch (cond.op) {
    case 'eq':
      return compare(value, literal) === 0;
    case 'neq':
      return compare(value, literal) !== 0;
    case 'lt':
      return compare(value, literal) < 0;
    case 'lte':
      return compare(value, literal) <= 0;
    case 'gt':
      return compare(value, literal) > 0;
    case 'gte':
      return compare(value, literal) >= 0;
    case 'in':
      return cond.values.some((v) => compare(value, v) === 0);
    case 'like':
      return likeToRegExp(literal, '').test(typeof value === 'string' ? value : textOf(value));
    case 'ilike':
      return likeToRegExp(literal, 'i').test(typeof value === 'string' ? value : textOf(value));
    case 'match':
    case 'imatch':
      try {
        return new RegExp(literal, cond.op === 'imatch' ? 'i' : '').test(
          typeof value === 'string' ? value : textOf(value),
        );
      } catch {
        return false;
      }
  }
}

/**
 * Whether a record passes every condition. A condition on a column the record does not carry
 * (a hard DELETE only carries the primary key and a few routing fields) does not exclude the
 * event: the hosted server does not filter deletes either.
 */
export function matchesFilter(conditions: Condition[], record: Record<string, unknown>): boolean {
  for (const cond of conditions) {
    if (!(cond.column in record)) continue;
    const result = evaluate(cond, record[cond.column]);
    if (result === null) return false;
    if ((cond.negate ? !result : result) === false) return false;
  }
  return true;
}
