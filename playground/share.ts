// Share links: the source, deflate-compressed (the browser's CompressionStream) and base64url
// encoded, in the URL's hash (`#s=...`), so it never reaches a server. A source that is one of the
// examples also carries its file name (`&f=variants/fast.ship`), so its imports resolve the same.
const PREFIX = 's=';

/** An example's name as a share link may give it: a relative path of plain segments to a .ship file. */
export function safeFileName(name: string): boolean {
  return name.length <= 200 && name.endsWith('.ship') && name.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..' && !/[\\\0]/.test(seg));
}

/** A share link holds at most this much source; a link that inflates to more is refused unread. */
const MAX_SOURCE = 4_000_000;

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > MAX_SOURCE) {
      await reader.cancel();
      throw new Error('shared source too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export async function encodeShare(source: string, file?: string): Promise<string> {
  const data = PREFIX + toBase64Url(await pipe(new TextEncoder().encode(source), new CompressionStream('deflate-raw')));
  return file && safeFileName(file) ? `${data}&f=${encodeURIComponent(file)}` : data;
}

/** The source a hash carries, and its file name if it gives a safe one; rejects when it is not a share link or is damaged. */
export async function decodeShare(hash: string): Promise<{ source: string; file?: string }> {
  if (!hash.startsWith(PREFIX)) throw new Error('not a share link');
  const [data, ...rest] = hash.slice(PREFIX.length).split('&');
  const bytes = await pipe(fromBase64Url(data), new DecompressionStream('deflate-raw'));
  const source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  const f = rest.find((p) => p.startsWith('f='));
  let file: string | undefined;
  try {
    file = f ? decodeURIComponent(f.slice(2)) : undefined;
  } catch {
    file = undefined;
  }
  return { source, file: file && safeFileName(file) ? file : undefined };
}
