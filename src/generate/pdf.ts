/**
 * A minimal PDF writer for the download pages' documents: one or more A4 pages of text
 * in Helvetica (WinAnsi encoding, so German umlauts and ß print). Enough for a course
 * outline; no dependency, deterministic output.
 */
const PAGE = { width: 595, height: 842, margin: 56 } as const;
const LINES_PER_PAGE = 48;

export interface PdfLine {
  readonly text: string;
  readonly size?: number;
  readonly bold?: boolean;
}

/** Characters WinAnsi places outside Latin-1's positions. */
const WIN_ANSI: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** PDF string literal in WinAnsi: delimiters escaped, non-ASCII as octal, unknown as '?'. */
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const byte = WIN_ANSI[char] ?? (code < 256 ? code : 63);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (byte < 32 || byte > 126) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `(${out})`;
}

/** Breaks text into lines of at most `width` characters at spaces (never at a non-breaking one: "EN 50600"). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/[ \t\r\n]+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function pageStream(lines: readonly PdfLine[]): string {
  let y = PAGE.height - PAGE.margin;
  const ops = ['BT'];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= size * 1.5;
    ops.push(`/${line.bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 ${PAGE.margin} ${y.toFixed(1)} Tm ${pdfString(line.text)} Tj`);
  }
  ops.push('ET');
  return ops.join('\n');
}

export function pdfDocument(title: string, lines: readonly PdfLine[]): Uint8Array {
  const pages: PdfLine[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((page, i) => {
    const stream = pageStream(page);
    objects[5 + i * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + i * 2} 0 R >>`;
    objects[6 + i * 2] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title ${pdfString(title)} /Producer (Rackwise academy) >>`;

  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
