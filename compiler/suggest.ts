// "Did you mean" suggestions: the closest candidate by edit distance, case-insensitively.

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const m = a.length;
  const n = b.length;
  if (m === 0) return n;
  if (n === 0) return m;
  // Optimal string alignment: a swap of two neighbouring letters ("valeu") counts as one edit.
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = new Array<number>(n + 1);
  let cur = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n];
}

/** Best candidate within a distance that grows with the word, or undefined. */
export function suggest(word: string, candidates: Iterable<string>): string | undefined {
  if (word.length > 64) return undefined;
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const cl = c.toLowerCase();
    if (cl === lower) return c;
    const d = editDistance(lower, cl);
    const prefix = cl.startsWith(lower) || lower.startsWith(cl) ? 0.5 : 0;
    const score = d - prefix;
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  const limit = Math.max(1, Math.floor(word.length / 3)) + 0.5;
  return bestScore <= limit ? best : undefined;
}

export function didYouMean(word: string, candidates: Iterable<string>): { text: string; suggestion?: string } {
  const s = suggest(word, candidates);
  return s ? { text: ` Did you mean '${s}'?`, suggestion: s } : { text: '' };
}
