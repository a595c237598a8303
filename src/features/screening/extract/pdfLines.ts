// Turning pdf.js text items back into lines. A PDF has no lines, only positioned strings: a new
// line starts where pdf.js marks an end of line or where the baseline (transform[5]) moves.
// Gaps between words on one line come from pdf.js itself (it emits the spaces it detects), so no
// space is added here — adding one would split words pdf.js delivers in pieces.

export interface PdfTextItem {
  str?: string;
  hasEOL?: boolean;
  transform?: number[];
}

export function pdfTextFromItems(items: readonly PdfTextItem[]): string {
  let out = '';
  let lastY: number | null = null;
  let lineEnded = true;
  for (const item of items) {
    if (typeof item.str !== 'string') continue; // marked-content markers carry no text
    const y = item.transform?.[5] ?? null;
    if (!lineEnded && y !== null && lastY !== null && Math.abs(y - lastY) > 1) out += '\n';
    out += item.str;
    if (item.str || y !== null) lastY = y ?? lastY;
    lineEnded = Boolean(item.hasEOL);
    if (lineEnded) out += '\n';
  }
  return out;
}
