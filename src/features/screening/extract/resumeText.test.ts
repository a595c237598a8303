import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { Document, Packer, Paragraph, TextRun, HeadingLevel } from 'docx';
import { extractResumeText, RESUME_DOC_UNSUPPORTED, RESUME_NO_TEXT, RESUME_UNREADABLE } from './resumeText';
import { findContactDetails } from '../model/contactDetails';

// Files generated here, in the test: a PDF with pdf-lib and a DOCX with the docx package.

async function pdfFile(lines: string[][], name = 'resume.pdf'): Promise<File> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const pageLines of lines) {
    const page = pdf.addPage([595, 842]);
    pageLines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 20, size: 12, font }));
  }
  const bytes = await pdf.save();
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

async function docxFile(paragraphs: string[], name = 'resume.docx'): Promise<File> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: paragraphs[0], heading: HeadingLevel.TITLE }),
          ...paragraphs.slice(1).map((p) => new Paragraph({ children: [new TextRun(p)] })),
        ],
      },
    ],
  });
  const buffer = await Packer.toBuffer(doc);
  return new File([new Uint8Array(buffer)], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
}

describe('extractResumeText', () => {
  it('reads a PDF, line by line, across pages', async () => {
    const file = await pdfFile([
      ['Jane Doe', 'jane.doe@example.com  +44 7700 900123', 'Skills: TypeScript, React, PostgreSQL'],
      ['Experience', 'Acme Ltd 2018 - 2023 Frontend Engineer'],
    ]);
    const result = await extractResumeText(file);
    expect(result.error).toBeUndefined();
    const lines = result.text!.split('\n');
    expect(lines[0]).toBe('Jane Doe');
    expect(result.text).toContain('Skills: TypeScript, React, PostgreSQL');
    expect(result.text).toContain('Acme Ltd 2018 - 2023 Frontend Engineer');
    expect(findContactDetails(result.text)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.com',
      phone: '+44 7700 900123',
    });
  });

  it('reads a DOCX', async () => {
    const file = await docxFile([
      'John Smith',
      'john@smith.dev · 020 7946 0958',
      'Node.js developer since 2019',
      'Kubernetes, AWS',
    ]);
    const result = await extractResumeText(file);
    expect(result.error).toBeUndefined();
    expect(result.text!.split('\n')[0]).toBe('John Smith');
    expect(result.text).toContain('Node.js developer since 2019');
    expect(result.text).toContain('Kubernetes, AWS');
    expect(findContactDetails(result.text)).toMatchObject({
      firstName: 'John',
      lastName: 'Smith',
      email: 'john@smith.dev',
    });
  });

  it('says a legacy .doc cannot be read', async () => {
    const file = new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])], 'cv.doc', { type: 'application/msword' });
    expect(await extractResumeText(file)).toEqual({ text: null, error: RESUME_DOC_UNSUPPORTED });
  });

  it('answers an error, not a throw, for a broken PDF', async () => {
    const file = new File(['not a pdf at all'], 'broken.pdf', { type: 'application/pdf' });
    expect(await extractResumeText(file)).toEqual({ text: null, error: RESUME_UNREADABLE });
  });

  it('reports a PDF with no text (a scan)', async () => {
    const file = await pdfFile([[]], 'scan.pdf');
    expect(await extractResumeText(file)).toEqual({ text: null, error: RESUME_NO_TEXT });
  });
});
