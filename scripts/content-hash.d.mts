export function contentHash(content: string | Uint8Array): string;
