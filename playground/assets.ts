// Where the worker finds its chunks (the parts it loads on first use, playground/chunks.ts) and
// the PDF fonts. Served, they are files beside it (pdf.js, fonts/). In the single-file playground
// there are no files beside anything: the page puts their data in front of the worker's own code
// (`self.drydockAssets`, playground/single-file.ts), and the worker makes blob: URLs of them
// itself. (It must: a page opened from disk has an opaque origin, and a worker cannot load a blob
// the page made.)
export interface AssetUrls {
  chunks?: Record<string, string>;
  fonts?: Record<string, string>;
}

/** What the single-file page puts in front of the worker's code. */
export interface Assets {
  /** Each chunk's code, by name. */
  chunks?: Record<string, string>;
  /** Font files, base64. */
  fonts?: Record<string, string>;
}

let urls: AssetUrls | undefined;

export function assetUrls(): AssetUrls {
  if (urls) return urls;
  urls = {};
  const given = (self as unknown as { drydockAssets?: Assets }).drydockAssets;
  if (given && typeof given === 'object') {
    urls.chunks = {};
    for (const [name, code] of Object.entries(given.chunks ?? {})) if (typeof code === 'string') urls.chunks[name] = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
    urls.fonts = {};
    for (const [name, b64] of Object.entries(given.fonts ?? {})) {
      if (typeof b64 !== 'string') continue;
      const bin = atob(b64);
      const bytes = new Uint8Array(bin.length);
      for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
      urls.fonts[name] = URL.createObjectURL(new Blob([bytes], { type: 'font/ttf' }));
    }
  }
  return urls;
}
