/** The measures and colours of the documents the server draws: millimetres in PDF points, A4, and the site's ink and accent. */
import { rgb } from 'pdf-lib';

/** One millimetre in PDF points. */
export const MM = 72 / 25.4;
/** A4 upright, in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** The site's text colour (#14202b), its muted grey (#4a5866), its accent (#005a9c) and a rule's grey. */
export const INK = rgb(0.078, 0.125, 0.169);
export const MUTED = rgb(0.29, 0.345, 0.4);
export const ACCENT = rgb(0, 0.353, 0.612);
export const RULE = rgb(0.6, 0.65, 0.7);
