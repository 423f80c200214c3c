import { createRequire } from 'node:module';

// pdfkit's own fonts have no Cyrillic, hence DejaVu; it is resolved through the package, so the path holds from the
// sources and from the bundle (dist/server/main.js, beside node_modules) alike.
const resolve = createRequire(import.meta.url).resolve;
const FONT = resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/**
 * A pdfkit document with DejaVu registered as 'regular' and 'bold', and its bytes once `doc.end()` is called.
 * pdfkit is imported on first use: a large module that starting the server does not need.
 */
export async function openPdf(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; bytes: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument(options);
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((done, fail) => {
    doc.on('end', () => done(Buffer.concat(chunks)));
    doc.on('error', fail);
  });
  return { doc, bytes };
}
