/**
 * A QR code drawn on a PDF page as vector rectangles (each row's dark runs, filled at once), so
 * it prints sharp at any size: the invoices' GiroCode, a certificate's link to its verification.
 */
import { fill, type PDFPage, popGraphicsState, pushGraphicsState, rectangle, rgb, setFillingColor } from 'pdf-lib';
import QRCode from 'qrcode';

export interface QrModules {
  readonly size: number;
  readonly dark: (x: number, y: number) => boolean;
}

/** The modules of a QR code of `text`: `size` × `size`, dark where `dark(x, y)`. */
export function qrModules(text: string, errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H'): QrModules {
  const { modules } = QRCode.create(text, { errorCorrectionLevel });
  return { size: modules.size, dark: (x, y) => modules.get(y, x) === 1 };
}

/** Draws `code` as a square of `side` points whose bottom left corner is at (`x`, `y`). */
export function drawQr(page: PDFPage, code: QrModules, x: number, y: number, side: number): void {
  const module = side / code.size;
  const operators = [pushGraphicsState(), setFillingColor(rgb(0, 0, 0))];
  for (let row = 0; row < code.size; row++)
    for (let column = 0; column < code.size; column++) {
      if (!code.dark(column, row) || (column > 0 && code.dark(column - 1, row))) continue;
      let run = 1;
      while (column + run < code.size && code.dark(column + run, row)) run++;
      operators.push(rectangle(x + column * module, y + side - (row + 1) * module, run * module, module));
    }
  page.pushOperators(...operators, fill(), popGraphicsState());
}
