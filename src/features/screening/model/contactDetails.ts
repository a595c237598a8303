// Finding the applicant's name, email and phone in a resume's text, to prefill the application
// chat's questions (the applicant confirms or corrects each one; nothing is submitted unseen).

export interface ContactDetails {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
// International or national numbers: an optional +country code, then groups of digits separated
// by spaces, dots, dashes or brackets; 7 to 15 digits in all (E.164 allows at most 15).
const PHONE = /(?:\+\d{1,3}[ \t.-]?)?(?:\(\d{1,5}\)[ \t.-]?)?\d[\d \t.-]{5,17}\d/g;
const YEAR_RANGE = /^(?:19|20)\d\d\s*[-–]\s*(?:19|20)\d\d$/;

const NOT_A_NAME = new Set(
  (
    'resume curriculum vitae cv profile summary contact details personal information experience education skills ' +
    'objective about me address phone email mobile tel linkedin github portfolio page references'
  ).split(' '),
);
const NAME_WORD = /^[\p{Lu}][\p{L}'’-]*\.?$/u;

export function findContactDetails(text: string | null | undefined): ContactDetails {
  if (!text) return {};
  const details: ContactDetails = {};

  const email = EMAIL.exec(text)?.[0];
  if (email) details.email = email.replace(/\.$/, '');

  for (const m of text.matchAll(PHONE)) {
    const candidate = m[0].trim();
    const digits = candidate.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15 || YEAR_RANGE.test(candidate)) continue;
    // Dates like 2019-2023 or 01.02.2020 are not phone numbers.
    if (/^\d{1,4}[.-]\d{1,2}[.-]\d{2,4}$/.test(candidate)) continue;
    details.phone = candidate.replace(/\s+/g, ' ');
    break;
  }

  const name = findName(text, details.email);
  if (name) {
    details.firstName = name[0];
    if (name.length > 1) details.lastName = name.slice(1).join(' ');
  }
  return details;
}

/**
 * A resume usually opens with the person's name: the first short line of two to four capitalised
 * words that is not a heading. 'Name: Jane Doe' is read too. Failing that, an email like
 * jane.doe@… gives the name.
 */
function findName(text: string, email: string | undefined): string[] | null {
  const labelled = /(?:^|\n)\s*(?:full\s+)?name\s*[:\-–]\s*([^\n]+)/i.exec(text);
  if (labelled) {
    const words = nameWords(labelled[1]);
    if (words) return words;
  }
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 8);
  for (const line of lines) {
    // A first line like 'Jane Doe — Software Engineer' or 'Jane Doe | jane@x.io'.
    const head = line.split(/\s+[|•·—–-]\s+|,\s+|\t/)[0];
    const words = nameWords(head);
    if (words) return words;
  }
  if (email) {
    const local = email.split('@')[0];
    const parts = local.split(/[._-]+/).filter((p) => /^[a-z]{2,}$/i.test(p));
    if (parts.length >= 2) return parts.slice(0, 2).map(capitalise);
  }
  return null;
}

function nameWords(text: string): string[] | null {
  const cleaned = text.replace(/[,;:]+$/, '').trim();
  if (!cleaned || /[@\d]/.test(cleaned) || cleaned.length > 60) return null;
  const words = cleaned.split(/\s+/);
  if (words.length < 2 || words.length > 4) return null;
  if (!words.every((w) => NAME_WORD.test(w))) return null;
  if (words.some((w) => NOT_A_NAME.has(w.toLowerCase().replace(/\.$/, '')))) return null;
  // ALL-CAPS names ('JANE DOE') are common in resume headers: write them as names.
  return words.every((w) => /^[\p{Lu}'’-]{2,}$/u.test(w)) ? words.map(capitalise) : words;
}

function capitalise(word: string): string {
  return word.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}
