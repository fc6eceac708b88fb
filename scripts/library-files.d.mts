/** The standard library's .ship files (lib/) under `root`, as { "fieryvoid/trek.ship": text }. */
export function libraryFiles(root: string): Record<string, string>;
