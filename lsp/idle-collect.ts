// Memory given back once the editor goes quiet. Every re-check of a big file leaves behind its
// text, line table and diagnostics message (large objects, which only a full collection frees)
// and the results of the compile before it (which lived long enough to be promoted). V8 frees
// them when the heap reaches a limit set from how fast the program allocates, and its memory
// reducer runs only some 10-20 s after the allocation stops. Full collections a second after the
// last check give the memory back then, at a time nobody is waiting for an answer.
//
// Where the engine lets typing grow the young generation (34 MB, against 1 MB at rest; on Node 20
// the server stops that, lsp/heap-limits.ts), it stays that size until a collection finds the
// allocation rate of the last 5 s low; V8's own comes about 17 s after the typing stops. One
// young collection 5.5 s after the full ones (a few ms) gives it back sooner.
//
// Node-only (`drydock lsp --stdio`): the browser playground's worker has no such control.
import { engine } from './engine';
import * as vm from 'node:vm';

/** After this long without a re-check, collect. */
export const IDLE_MS = 1000;
/** Only when the heap grew by at least this much since the last collection. */
export const MIN_GROWTH = 16 * 1024 * 1024;
/**
 * A full collection frees the garbage but moves only some of what lives on half-empty pages, and
 * V8 keeps those pages: the ones that follow (half a second apart, while the server stays idle)
 * move the rest, as long as the heap holds that much more than it uses.
 */
export const MAX_ROUNDS = 3;

/** After the last full collection, how long to wait before giving the young generation back. */
export const SHRINK_AFTER_MS = 5500;
/** A young generation larger than this is worth shrinking (bytes; it is 1 MB at rest). */
export const YOUNG_MIN = 4 * 1024 * 1024;
/** Young collections tried per idle period (the engine may not find the rate low at the first). */
export const MAX_SHRINKS = 2;

/** The engine's young generation: its size, and a collection of it alone. */
export interface YoungGeneration {
  /** Bytes it holds. */
  size(): number;
  collect(): void;
}

export interface HeapFigures {
  /** Bytes in use. */
  used: number;
  /** Bytes the heap holds. */
  total: number;
}

/** The engine's `gc`: `--expose-gc` set now applies to contexts made from now on. */
function engineGc(): ((options?: object) => unknown) | undefined {
  try {
    engine().setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    return typeof gc === 'function' ? (gc as (options?: object) => unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The engine's full collection. */
export function fullCollection(): (() => void) | undefined {
  const gc = engineGc();
  // Called without options: Node 20's engine ignores a full collection asked for with them.
  return gc && (() => void gc());
}

/** Bytes this process's young generation holds. */
export function youngGenerationBytes(): number {
  return engine().getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.physical_space_size ?? 0;
}

/** The young generation of this process. */
export function youngGeneration(): YoungGeneration | undefined {
  const gc = engineGc();
  return (
    gc && {
      size: youngGenerationBytes,
      // A young collection asked for with options does run.
      collect: () => void gc({ type: 'minor' }),
    }
  );
}

function heapFigures(): HeapFigures {
  const h = engine().getHeapStatistics();
  return { used: h.used_heap_size, total: h.total_heap_size };
}

export class IdleCollector {
  private timer: NodeJS.Timeout | undefined;
  /** Heap in use after the last collection (bytes). */
  private after = 0;
  /** Collections since the last re-check. */
  private rounds = 0;
  /** Collections run (tests). */
  runs = 0;
  /** Young collections run to shrink the young generation (tests). */
  shrinks = 0;

  constructor(
    /** null: none to call (the collector does nothing). */
    private readonly gc: (() => void) | null = fullCollection() ?? null,
    private readonly heap: () => HeapFigures = heapFigures,
    private readonly idleMs = IDLE_MS,
    private readonly minGrowth = MIN_GROWTH,
    /** null: the young generation is left as the engine sizes it. */
    private readonly young: YoungGeneration | null = youngGeneration() ?? null,
  ) {}

  /** Work was done (a re-check): collect once nothing else happens for a while. */
  activity(): void {
    if (!this.gc) return;
    this.rounds = 0;
    this.later(this.idleMs);
  }

  private later(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.collect(), ms);
    this.timer.unref();
  }

  private collect(): void {
    this.timer = undefined;
    const h = this.heap();
    const due = this.rounds === 0 ? h.used - this.after >= this.minGrowth : h.total - h.used >= this.minGrowth;
    if (due) {
      this.gc!();
      this.runs++;
      this.rounds++;
      this.after = this.heap().used;
      if (this.rounds < MAX_ROUNDS) return this.later(this.idleMs / 2);
    }
    this.shrinkLater(0);
  }

  /** The young generation given back once the last 5 s allocated little (see the top). */
  private shrinkLater(tried: number): void {
    const young = this.young;
    if (!young || tried >= MAX_SHRINKS || young.size() <= YOUNG_MIN) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      young.collect();
      this.shrinks++;
      this.shrinkLater(tried + 1);
    }, SHRINK_AFTER_MS);
    this.timer.unref();
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
