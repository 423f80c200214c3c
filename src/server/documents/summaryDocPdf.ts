import { formatDateTime } from '../../shared/format';
import type { DocSummary } from '../orders/parts/orderDocStatusesRepository';
import { openPdf } from './pdfDocument';

// 'Сводный документ' of the order card's documents section: each insurance document type with its status, who set
// it and when.

const MARGIN = 40;
/** Column x offsets and widths across an A4 page (595 pt wide). */
const COLUMNS = [
  { title: 'Документ', width: 170 },
  { title: 'Статус', width: 110 },
  { title: 'Кто установил', width: 145 },
  { title: 'Когда', width: 90 },
] as const;

export const summaryDocTitle = (orderNumber: string) => `Сводка по документам заявки № ${orderNumber}`;

/** The file name a browser saves it under: RFC 5987 for the Russian name, an ASCII fallback for old clients. */
export function summaryDocDisposition(orderNumber: string): string {
  const name = `${summaryDocTitle(orderNumber)}.pdf`;
  const ascii = `summary-${orderNumber.replace(/[^\w.-]/g, '_')}.pdf`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The summary as a PDF file. */
export async function renderSummaryDoc(summary: DocSummary, generatedAt = new Date()): Promise<Buffer> {
  const { doc, bytes } = await openPdf({
    size: 'A4',
    margin: MARGIN,
    info: { Title: summaryDocTitle(summary.orderNumber) },
  });

  doc.font('bold').fontSize(15).text(summaryDocTitle(summary.orderNumber));
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#555555')
    .text(`Сформирована ${formatDateTime(Math.floor(generatedAt.getTime() / 1000), summary.timezone)}`)
    .fillColor('black')
    .moveDown();

  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(10);
    const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: COLUMNS[i].width - 6 })));
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((text, i) => {
      doc.text(text, x, top, { width: COLUMNS[i].width - 6 });
      x += COLUMNS[i].width;
    });
    doc.y = top + height + 4;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + COLUMNS.reduce((w, c) => w + c.width, 0), doc.y - 2)
      .strokeColor('#cccccc')
      .stroke();
  };
  row(
    COLUMNS.map((c) => c.title),
    'bold',
  );
  for (const line of summary.lines) {
    row(
      [
        line.docTypeName,
        line.statusName ?? 'Не указан',
        line.setByUserFio ?? '—',
        formatDateTime(line.updatedDate, summary.timezone) || '—',
      ],
      'regular',
    );
  }
  if (summary.lines.length === 0) doc.font('regular').text('Типы документов не заданы', MARGIN);
  doc.end();
  return bytes;
}
