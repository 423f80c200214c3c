import { openPdf } from '../documents/pdfDocument';
import type { StorageLabel } from './tireStorageRepository';

// The QR labels of a tyre storage order: an A4 sheet of 2 x 4 labels, one per stored tyre (its barcode in the QR
// code) or one for the order.

const PAGE = { width: 595.28, height: 841.89, margin: 28 };
const COLUMNS = 2;
const ROWS = 4;
const GAP = 12;
const LABEL_WIDTH = (PAGE.width - 2 * PAGE.margin - (COLUMNS - 1) * GAP) / COLUMNS;
const LABEL_HEIGHT = (PAGE.height - 2 * PAGE.margin - (ROWS - 1) * GAP) / ROWS;
const QR_SIZE = 110;
const PADDING = 10;

function drawLabel(doc: PDFKit.PDFDocument, label: StorageLabel, qr: Buffer, x: number, y: number) {
  doc.save().lineWidth(0.5).dash(3, { space: 3 }).rect(x, y, LABEL_WIDTH, LABEL_HEIGHT).stroke('#888888').restore();
  doc.image(qr, x + PADDING, y + PADDING, { width: QR_SIZE, height: QR_SIZE });
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('#000000')
    .text(label.code, x + PADDING, y + PADDING + QR_SIZE + 4, { width: QR_SIZE, align: 'center' });
  const textX = x + PADDING * 2 + QR_SIZE;
  const width = LABEL_WIDTH - QR_SIZE - PADDING * 3;
  doc
    .font('bold')
    .fontSize(11)
    .text(`Заявка № ${label.orderNumber}`, textX, y + PADDING, { width });
  doc.font('regular').fontSize(9).moveDown(0.4);
  const lines: [string, string | null][] = [
    ['Клиент', label.client],
    ['Госномер', label.plate],
    ['Объект', label.storedObject],
    ['Место', label.place],
    ['Дефекты', label.defects],
  ];
  for (const [title, value] of lines) {
    if (value)
      doc.text(`${title}: ${value}`, textX, undefined, { width, height: LABEL_HEIGHT - 2 * PADDING, ellipsis: true });
  }
}

/** The PDF bytes of the labels. */
export async function tireStorageQrPdf(labels: StorageLabel[]): Promise<Buffer> {
  // qrcode, like pdfkit, is loaded on first use, not at the server's start.
  const { default: QRCode } = await import('qrcode');
  const codes = await Promise.all(
    labels.map((label) =>
      QRCode.toBuffer(label.code, { type: 'png', margin: 1, width: 330, errorCorrectionLevel: 'M' }),
    ),
  );
  const { doc, bytes } = await openPdf({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `QR-коды заявки ${labels[0]?.orderNumber ?? ''}` },
  });
  labels.forEach((label, i) => {
    const slot = i % (COLUMNS * ROWS);
    if (i > 0 && slot === 0) doc.addPage();
    const x = PAGE.margin + (slot % COLUMNS) * (LABEL_WIDTH + GAP);
    const y = PAGE.margin + Math.floor(slot / COLUMNS) * (LABEL_HEIGHT + GAP);
    drawLabel(doc, label, codes[i], x, y);
  });
  doc.end();
  return bytes;
}
