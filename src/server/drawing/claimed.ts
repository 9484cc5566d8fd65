/**
 * Drawing what a pass issued (invoices, certificates): claim a batch of documents not drawn yet,
 * draw and store each (with its mails) once, and claim again until none is left. A document
 * that fails to draw does not stop the others (its claim runs out and the next pass tries it
 * again); a drawer that closes (the server stops) claims nothing more, and what it claimed is
 * drawn by the next pass of any server once its claim has run out.
 */
import type { Drawer } from './drawer.ts';

export interface Drawn {
  /** How many documents it drew and stored. */
  readonly drawn: number;
  /** The numbers of those it could not draw (each tried again once its claim has run out). */
  readonly failed: readonly string[];
}

export interface Claimed<Document> {
  /** Claims the next batch of documents not drawn yet (in a transaction of its own). */
  readonly claim: () => Promise<readonly Document[]>;
  /** Draws one and stores it with its mails: whether it did (false: another server stored it first). */
  readonly drawOne: (document: Document) => Promise<boolean>;
  /** Its number, for the log. */
  readonly numberOf: (document: Document) => string;
}

export async function drawClaimed<Document>(drawer: Drawer, { claim, drawOne, numberOf }: Claimed<Document>): Promise<Drawn> {
  const failed: string[] = [];
  let drawn = 0;
  for (;;) {
    if (drawer.closed) return { drawn, failed };
    const claimed = await claim();
    if (claimed.length === 0) return { drawn, failed };
    for (const document of claimed) {
      if (drawer.closed) return { drawn, failed };
      try {
        if (await drawOne(document)) drawn++;
      } catch {
        // Closed while drawing it (the server stops): it stays claimed, for the next pass after its claim.
        if (drawer.closed) return { drawn, failed };
        failed.push(numberOf(document));
      }
    }
  }
}
