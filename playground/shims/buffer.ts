// The one `Buffer` member render/pdf.ts uses, for that file alone in the PDF chunk (see
// scripts/playground.mjs): pdfkit's browser build hands out Uint8Array chunks, and
// `Buffer.concat` joins them.
export const Buffer = {
  concat(chunks: Uint8Array[]): Uint8Array {
    const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  },
};
