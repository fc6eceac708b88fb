// `node:module` in the browser, for the PDF chunk: render/pdf.ts finds the dejavu-fonts-ttf
// package with `createRequire(...).resolve`; here packages "live" under /node_modules of the
// chunk's in-memory file system, where playground/pdf.ts mounts the fonts.
export const FONT_DIR = '/node_modules/dejavu-fonts-ttf';

export function createRequire(): { resolve(id: string): string } {
  return { resolve: (id: string) => `/node_modules/${id}` };
}
export default { createRequire };
