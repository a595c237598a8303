// The legal pages (/privacy-policy, /terms-of-service) are text, kept as Markdown files in
// ../content so they read and change like documents. Spec §1: UK law, effective April 22, 2025.
// Only the little Markdown they use is read: '# ' the title, the first paragraph the introduction,
// '## ' a section, blank lines between paragraphs, and '- ' list items.

export const LEGAL_EFFECTIVE_DATE = 'April 22, 2025';

export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

export function parseLegalDocument(markdown: string): LegalDocument {
  let title = '';
  let intro = '';
  const sections: LegalSection[] = [];
  let paragraph: string[] = [];

  const blocks = () => sections[sections.length - 1]?.blocks;
  const endParagraph = () => {
    if (paragraph.length === 0) return;
    const text = paragraph.join(' ');
    paragraph = [];
    const current = blocks();
    if (current) current.push({ kind: 'paragraph', text });
    else if (!intro) intro = text;
    else throw new Error('A legal document has one paragraph before its first section');
  };

  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('## ')) {
      endParagraph();
      sections.push({ heading: line.slice(3), blocks: [] });
    } else if (line.startsWith('# ')) {
      endParagraph();
      title = line.slice(2);
    } else if (line.startsWith('- ')) {
      endParagraph();
      const current = blocks();
      if (!current) throw new Error('A list item before the first section');
      const last = current[current.length - 1];
      if (last?.kind === 'list') last.items.push(line.slice(2));
      else current.push({ kind: 'list', items: [line.slice(2)] });
    } else if (line === '') {
      endParagraph();
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return { title, intro, sections };
}
