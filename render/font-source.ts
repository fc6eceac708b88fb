// Where the record sheet's two faces come from. By default the dejavu-fonts-ttf package (read by
// render/pdf.ts); the standalone binary has no node_modules, so its entry (cli/binary.ts) points
// this at the copies it carries inside itself. Kept apart from render/pdf.ts so that setting it
// does not load pdfkit.
export interface SheetFontFiles {
  regular: Buffer;
  bold: Buffer;
}

let source: (() => SheetFontFiles) | undefined;

/** Makes `load` the source of the sheet's faces (called once, before any PDF is drawn). */
export function setSheetFontSource(load: () => SheetFontFiles): void {
  source = load;
}

/** The source set by setSheetFontSource, if any. */
export function sheetFontSource(): (() => SheetFontFiles) | undefined {
  return source;
}
