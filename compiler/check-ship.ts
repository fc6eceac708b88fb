// The checks every lowered ship gets once: the construction rules and the sheet-size limit. One
// place for both ways of compiling (compiler/index.ts `finish`, compiler/stream-check.ts).
import type { Diagnostic } from '../grammar/diagnostic';
import type { Explanation, ShipModel } from './model';
import type { Program } from './program';
import { runConstructionRules } from './rules/run';
import type { Findings } from './shared-findings';
import { sheetSizeDiagnostic } from './sheet-limit';
import type { Derived } from './types';

export interface ShipCheck {
  derived: Derived;
  explanations: Map<string, Explanation>;
  /** The rules' findings, then the sheet-size one if any. */
  diagnostics: Diagnostic[];
  /** Findings about inherited lines left to the base, which found them too. */
  left: Diagnostic[];
  /** The rules' messages read line numbers (so they change when lines move). */
  readLines: boolean;
}

/** `base`: for a variant, what its base's check found (compiler/shared-findings.ts). */
export function checkShip(model: ShipModel, program: Program, base?: Findings): ShipCheck {
  let readLines = false;
  const ran = runConstructionRules(model, {
    sourceLines: (f) => {
      readLines = true;
      return program.files.get(f)?.lines;
    },
    base,
  });
  const tooLarge = sheetSizeDiagnostic(model, ran.derived);
  return { derived: ran.derived, explanations: ran.explanations, diagnostics: tooLarge ? [...ran.diagnostics, tooLarge] : ran.diagnostics, left: ran.left, readLines };
}
