// `node:url` in the browser: the two file-URL helpers the language server uses, for the
// playground's `file:///playground/...` documents.
export function fileURLToPath(url: string | URL): string {
  const u = typeof url === 'string' ? new URL(url) : url;
  if (u.protocol !== 'file:') throw new TypeError('The URL must be of scheme file');
  return decodeURIComponent(u.pathname);
}
export function pathToFileURL(p: string): URL {
  return new URL(`file://${p.split('/').map(encodeURIComponent).join('/')}`);
}
export default { fileURLToPath, pathToFileURL };
