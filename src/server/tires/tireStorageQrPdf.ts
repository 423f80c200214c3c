import { type LabelBox, labelSheetPdf, type QrDrawer } from '../documents/labelSheetPdf';
import type { StorageLabel } from './tireStorageRepository';

// The QR labels of a tyre storage order: an A4 sheet of 2 x 4 labels, one per stored tyre (its barcode in the QR
// code) or one for the order.

const QR_SIZE = 110;
const PADDING = 10;

function drawLabel(doc: PDFKit.PDFDocument, label: StorageLabel, qr: QrDrawer, { x, y, width, height }: LabelBox) {
  qr(x + PADDING, y + PADDING, QR_SIZE);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('#000000')
    .text(label.code, x + PADDING, y + PADDING + QR_SIZE + 4, { width: QR_SIZE, align: 'center' });
  const textX = x + PADDING * 2 + QR_SIZE;
  const textWidth = width - QR_SIZE - PADDING * 3;
  doc
    .font('bold')
    .fontSize(11)
    .text(`Заявка № ${label.orderNumber}`, textX, y + PADDING, { width: textWidth });
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
      doc.text(`${title}: ${value}`, textX, undefined, {
        width: textWidth,
        height: height - 2 * PADDING,
        ellipsis: true,
      });
  }
}

/** The PDF bytes of the labels. */
export function tireStorageQrPdf(labels: StorageLabel[]): Promise<Buffer> {
  return labelSheetPdf(labels, {
    title: `QR-коды заявки ${labels[0]?.orderNumber ?? ''}`,
    columns: 2,
    rows: 4,
    gap: 12,
    qrText: (label) => label.code,
    draw: drawLabel,
  });
}
