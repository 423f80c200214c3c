import { openPdf } from './pdfDocument';

// An A4 sheet of QR labels cut along dashed lines: the grid, the page breaks and the QR codes are here; what a
// label says is the caller's. Tyre storage labels and the pre-printed QR codes share it. A QR code is drawn as vector
// squares, not a PNG: a sheet of a thousand codes is made in a few seconds instead of minutes, and prints sharp.

const PAGE = { width: 595.28, height: 841.89, margin: 28 };

/** Where a label is drawn, in points. */
export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelSheet<Label> {
  title: string;
  columns: number;
  rows: number;
  /** The space between labels, in points. */
  gap: number;
  /** The text a label's QR code holds. */
  qrText: (label: Label) => string;
  /** Draws one label inside its box (the dashed cut line is already there); `qr` draws its code. */
  draw: (doc: PDFKit.PDFDocument, label: Label, qr: QrDrawer, box: LabelBox) => void;
}

/** Draws the label's QR code, a quiet zone of one module included, as a square of `size` points at (x, y). */
export type QrDrawer = (x: number, y: number, size: number) => void;

type QrModules = { size: number; get: (row: number, col: number) => number };

/** The dark modules as one path, each row's runs merged into single rectangles. */
function drawQr(doc: PDFKit.PDFDocument, modules: QrModules, x: number, y: number, size: number) {
  const quiet = 1;
  const unit = size / (modules.size + 2 * quiet);
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      // A hair wider than the run, so no white seams show between neighbouring rectangles.
      doc.rect(x + (start + quiet) * unit, y + (row + quiet) * unit, (col - start) * unit + 0.05, unit + 0.05);
    }
  }
  doc.fill().restore();
}

/** The PDF bytes of the labels, `columns × rows` a page. */
export async function labelSheetPdf<Label>(labels: Label[], sheet: LabelSheet<Label>): Promise<Buffer> {
  // qrcode, like pdfkit, is loaded on first use, not at the server's start.
  const { default: QRCode } = await import('qrcode');
  const { doc, bytes } = await openPdf({ size: 'A4', margin: PAGE.margin, info: { Title: sheet.title } });
  const width = (PAGE.width - 2 * PAGE.margin - (sheet.columns - 1) * sheet.gap) / sheet.columns;
  const height = (PAGE.height - 2 * PAGE.margin - (sheet.rows - 1) * sheet.gap) / sheet.rows;
  const perPage = sheet.columns * sheet.rows;
  labels.forEach((label, i) => {
    const slot = i % perPage;
    if (i > 0 && slot === 0) doc.addPage();
    const box = {
      x: PAGE.margin + (slot % sheet.columns) * (width + sheet.gap),
      y: PAGE.margin + Math.floor(slot / sheet.columns) * (height + sheet.gap),
      width,
      height,
    };
    doc.save().lineWidth(0.5).dash(3, { space: 3 }).rect(box.x, box.y, width, height).stroke('#888888').restore();
    const { modules } = QRCode.create(sheet.qrText(label), { errorCorrectionLevel: 'M' });
    sheet.draw(doc, label, (qx, qy, size) => drawQr(doc, modules, qx, qy, size), box);
  });
  doc.end();
  return bytes;
}
