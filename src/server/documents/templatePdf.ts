import { openPdf } from './pdfDocument';

// An order document printed from a template: the template's name as the heading, its body with the {{placeholders}}
// filled from the order, paragraph by paragraph.

const MARGIN = 56;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The body with every {{key}} replaced by its value; a key the values do not know becomes empty. */
export function fillTemplate(body: string, values: Readonly<Record<string, string>>): string {
  return body.replace(PLACEHOLDER, (_, key: string) => (Object.hasOwn(values, key) ? values[key] : ''));
}

export interface TemplateDoc {
  title: string;
  /** The filled body: paragraphs separated by blank lines. */
  text: string;
  /** The small print at the foot of the last page ('Заявка № … · сформирован …'). */
  footer: string;
}

/** The document as PDF bytes. */
export async function renderTemplatePdf({ title, text, footer }: TemplateDoc): Promise<Buffer> {
  const { doc, bytes } = await openPdf({ size: 'A4', margin: MARGIN, info: { Title: title } });

  const width = doc.page.width - 2 * MARGIN;
  doc.font('bold').fontSize(15).text(title.toUpperCase(), { width, align: 'center' }).moveDown(0.8);
  doc.font('regular').fontSize(11);
  for (const paragraph of text.split(/\n\s*\n/)) {
    const trimmed = paragraph.trim();
    if (trimmed) doc.text(trimmed, { width, align: 'left', lineGap: 2 }).moveDown(0.6);
  }
  doc.moveDown(1).font('regular').fontSize(8).fillColor('#666666').text(footer, { width });
  doc.end();
  return bytes;
}
