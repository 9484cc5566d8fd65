/**
 * A PDF's text and its pages as pixels, drawn by pdf.js on a canvas (@napi-rs/canvas, which pdf.js itself
 * uses in Node), and the QR codes in them read back (jsQR): what a phone's camera sees of a
 * printed document.
 */
import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';

export interface PageImage {
  readonly width: number;
  readonly height: number;
  /** RGBA, row by row. */
  readonly data: Uint8ClampedArray;
  /** The page as a PNG file, to look at. */
  png(): Buffer;
}

/** Page `number` (from 1) of the PDF `bytes`, drawn at `scale` (1: 72 pixels an inch). */
export async function pageImage(bytes: Uint8Array, number = 1, scale = 2): Promise<PageImage> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true });
  try {
    const document = await loading.promise;
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: canvas.width, height: canvas.height, data: new Uint8ClampedArray(data), png: () => canvas.toBuffer('image/png') };
  } finally {
    await loading.destroy();
  }
}

/** The text of the QR code on page `number` of the PDF, as a camera reads it; null when none can be read. */
export async function qrCodeIn(bytes: Uint8Array, number = 1): Promise<string | null> {
  const image = await pageImage(bytes, number);
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}

/** Each page's text as pdf.js reads it, its pieces joined by spaces. */
export async function readPdfText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true });
  try {
    const document = await loading.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages;
  } finally {
    await loading.destroy();
  }
}
