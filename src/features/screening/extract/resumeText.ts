// Reading a resume's text in the applicant's browser, so it travels with the application
// (applications.resume_text) and the recruiter's screening can work offline.
//
// - PDF: pdfjs-dist. In the browser it runs in its worker (the worker file is bundled by Vite
//   through a `?url` import, so it is precached by the service worker like any asset); in Node
//   (tests) the legacy build runs without a worker.
// - DOCX: mammoth's browser build (no Node built-ins), reading an ArrayBuffer.
// - Legacy .doc (binary Word 97): no reliable reader in the browser; the answer says the text could
//   not be read and the application still goes through with the file attached.
// Both libraries are loaded on demand, so the chat does not pay for them until a file is chosen.

import { pdfTextFromItems, type PdfTextItem } from './pdfLines';

export interface ResumeTextResult {
  /** The resume's text, or null when it could not be read. */
  text: string | null;
  /** Why the text could not be read (shown to the applicant; the application still goes through). */
  error?: string;
}

export const RESUME_UNREADABLE = 'We could not read the text of this file, but it is attached to your application.';
export const RESUME_DOC_UNSUPPORTED =
  'We could not read the text of this .doc file (older Word format), but it is attached to your application.';
export const RESUME_NO_TEXT =
  'This file has no readable text (it may be a scanned image), but it is attached to your application.';

/** Longest text kept: a resume is a few pages; this bounds the row size. */
const MAX_RESUME_TEXT = 100_000;

type ResumeKind = 'pdf' | 'docx' | 'doc' | 'other';

function resumeKind(file: { name: string; type: string }): ResumeKind {
  const name = file.name.toLowerCase();
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (file.type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' || name.endsWith('.docx'))
    return 'docx';
  if (file.type === 'application/msword' || name.endsWith('.doc')) return 'doc';
  return 'other';
}

export async function extractResumeText(file: File | (Blob & { name: string })): Promise<ResumeTextResult> {
  const kind = resumeKind(file);
  if (kind === 'doc') return { text: null, error: RESUME_DOC_UNSUPPORTED };
  if (kind === 'other') return { text: null, error: RESUME_UNREADABLE };
  try {
    const data = await file.arrayBuffer();
    const raw = kind === 'pdf' ? await pdfText(data) : await docxText(data);
    const text = tidy(raw);
    if (!text) return { text: null, error: RESUME_NO_TEXT };
    return { text };
  } catch (error) {
    console.warn('Resume text extraction failed', error);
    return { text: null, error: RESUME_UNREADABLE };
  }
}

/** Collapse runs of blank space the extractors leave, keep line breaks, bound the length. */
function tidy(raw: string): string {
  return raw
    .replaceAll('\u0000', '') // NUL bytes from some PDF encoders; PostgreSQL text cannot hold them
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_RESUME_TEXT);
}

async function pdfText(data: ArrayBuffer): Promise<string> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, verbosity: 0 });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(pdfTextFromItems(content.items as PdfTextItem[]));
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await task.destroy();
  }
}

type Pdfjs = typeof import('pdfjs-dist');
const PDFJS_LEGACY_BUILD = 'pdfjs-dist/legacy/build/pdf.mjs';
let pdfjsPromise: Promise<Pdfjs> | null = null;

function loadPdfjs(): Promise<Pdfjs> {
  pdfjsPromise ??= (async () => {
    if (typeof window === 'undefined') {
      // Node (tests): the legacy build supports Node 20 and runs a fake worker in-process. The
      // specifier is a variable so the app's bundle does not carry (and precache) a second pdf.js.
      return (await import(/* @vite-ignore */ PDFJS_LEGACY_BUILD)) as Pdfjs;
    }
    const [pdfjs, worker] = await Promise.all([
      import('pdfjs-dist'),
      import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
    ]);
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  })();
  return pdfjsPromise;
}

interface Mammoth {
  extractRawText(input: { arrayBuffer: ArrayBuffer }): Promise<{ value: string }>;
}

async function docxText(data: ArrayBuffer): Promise<string> {
  const mod = (await import('mammoth/mammoth.browser.js')) as unknown as { default?: Mammoth } & Mammoth;
  const mammoth = mod.default ?? mod;
  const result = await mammoth.extractRawText({ arrayBuffer: data });
  return result.value;
}
