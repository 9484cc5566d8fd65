/**
 * The fonts of the documents the server draws (invoices, certificates, sign-in sheets): DejaVu
 * Sans regular and bold, embedded as subsets (PDF/A wants every font in the file), each file read
 * and parsed once per thread, with fontkit's OpenType features off: the documents' Latin text
 * needs no ligatures or kerning, and shaping every string with them made drawing slow.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

let fontFiles: { regular: Uint8Array; bold: Uint8Array } | null = null;
function fontBytes() {
  if (!fontFiles) {
    const require = createRequire(import.meta.url);
    const read = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
    fontFiles = { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
  }
  return fontFiles;
}

/** fontkit, reading each font file once: parsing a font takes far longer than drawing a document with it. */
const parsed = new Map<unknown, ReturnType<typeof fontkit.create>>();
const fontkitOnce: typeof fontkit = {
  ...fontkit,
  create(data, postscriptName) {
    const known = parsed.get(data);
    if (known) return known;
    const font = fontkit.create(data, postscriptName);
    parsed.set(data, font);
    return font;
  },
};

/** Every glyph keeps its own advance. */
const UNSHAPED = Object.fromEntries(
  ['ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern'].map((feature) => [feature, false]),
);

export interface DocumentFonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

/** Embeds the documents' two fonts into `pdf`. */
export async function embedFonts(pdf: PDFDocument): Promise<DocumentFonts> {
  pdf.registerFontkit(fontkitOnce);
  const bytes = fontBytes();
  const options = { subset: true, features: UNSHAPED };
  const [regular, bold] = await Promise.all([pdf.embedFont(bytes.regular, options), pdf.embedFont(bytes.bold, options)]);
  return { regular, bold };
}
