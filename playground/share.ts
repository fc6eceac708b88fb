// Share links: the source, deflate-compressed (the browser's CompressionStream) and base64url
// encoded, in the URL's hash (`#s=...`), so it never reaches a server.
const PREFIX = 's=';

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

export async function encodeShare(source: string): Promise<string> {
  return PREFIX + toBase64Url(await pipe(new TextEncoder().encode(source), new CompressionStream('deflate-raw')));
}

/** The source a hash carries; rejects when it is not a share link or is damaged. */
export async function decodeShare(hash: string): Promise<string> {
  if (!hash.startsWith(PREFIX)) throw new Error('not a share link');
  const bytes = await pipe(fromBase64Url(hash.slice(PREFIX.length)), new DecompressionStream('deflate-raw'));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
