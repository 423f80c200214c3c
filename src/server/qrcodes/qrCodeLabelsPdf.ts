import { type LabelBox, labelSheetPdf, type QrDrawer } from '../documents/labelSheetPdf';

// The pre-printed QR labels of a batch: an A4 sheet of 2 x 7 labels, each the code's QR image, the code in large
// digits (staff type it when the camera fails) and, small, whose labels they are.

/** Labels a page: the PDF of 30 codes has 3 pages. */
export const QR_LABELS_PER_PAGE = 14;
const QR_SIZE = 82;
const PADDING = 10;

export interface QrLabelOwner {
  partnerName: string | null;
  officeName: string | null;
}

function drawLabel(owner: QrLabelOwner, doc: PDFKit.PDFDocument, code: string, qr: QrDrawer, box: LabelBox) {
  const { x, y, width, height } = box;
  const qrSize = Math.min(QR_SIZE, height - 2 * PADDING);
  qr(x + PADDING, y + (height - qrSize) / 2, qrSize);
  const textX = x + PADDING * 2 + qrSize;
  const textWidth = width - qrSize - PADDING * 3;
  doc
    .font('bold')
    .fontSize(20)
    .fillColor('#000000')
    .text(code, textX, y + PADDING + 6, { width: textWidth, lineBreak: false });
  doc.font('regular').fontSize(8).fillColor('#333333').moveDown(0.6);
  for (const line of [owner.partnerName, owner.officeName]) {
    if (line) doc.text(line, textX, undefined, { width: textWidth, height: 20, ellipsis: true });
  }
}

/** The PDF bytes of the codes' labels, in the order given. */
export function qrCodeLabelsPdf(codes: string[], owner: QrLabelOwner, title: string): Promise<Buffer> {
  return labelSheetPdf(codes, {
    title,
    columns: 2,
    rows: QR_LABELS_PER_PAGE / 2,
    gap: 10,
    qrText: (code) => code,
    draw: (doc, code, qr, box) => drawLabel(owner, doc, code, qr, box),
  });
}
