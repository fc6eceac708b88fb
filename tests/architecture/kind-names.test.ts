// What a system kind does in play lives in its catalog entry (traits) and its behaviour module;
// the generic runtime (the core, the ruleset entry points, the ship state, the action runner and
// the shared actions) never names a kind. Then a new kind is one catalog entry plus one module,
// and nothing else needs an edit (docs/architecture.md, "Where things go"). This test reads the
// generic modules and fails on any quoted kind name in their code.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesets, systemKinds } from '../../compiler/catalog/index';

const root = path.resolve(__dirname, '../..');

/** The generic modules: everything in runtime/core, the top of runtime/, and these per ruleset. */
const GENERIC: Record<string, readonly string[]> = {
  sfb: ['index.ts', 'state.ts', 'init-ship.ts', 'weapons.ts', 'common.ts', 'context.ts', 'kind-context.ts', 'actions/run.ts', 'actions/schemas.ts', 'actions/damage.ts', 'actions/energy.ts', 'actions/weapons.ts'],
  b5wars: ['index.ts', 'init-ship.ts', 'state.ts', 'systems.ts', 'bookkeeping.ts', 'behaviour-types.ts'],
};

/**
 * Words of the action and state vocabulary that happen to be kind names too: the energy source an
 * sfb action draws from (`from: "centralCapacitor"`), and the `weapon` field and category.
 */
const VOCABULARY = new Set(['centralCapacitor', 'weapon']);

function genericFiles(): string[] {
  const ts = (dir: string) => fs.readdirSync(path.join(root, dir)).filter((f) => f.endsWith('.ts')).map((f) => `${dir}/${f}`);
  const per = Object.entries(GENERIC).flatMap(([rs, files]) => files.map((f) => `runtime/${rs}/${f}`));
  // The editor features read what a kind shows (hover's derived values among it) off the catalog too.
  return [...ts('runtime/core'), ...ts('runtime'), ...per, ...ts('lsp/features')];
}

/** The code of a file without its comments (a comment may explain a kind by name). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

export function kindNamesIn(text: string, kinds: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const m of code(text).matchAll(/['"`]([A-Za-z][A-Za-z0-9]*)['"`]/g)) if (kinds.has(m[1]!)) found.push(m[1]!);
  return found;
}

describe('the generic runtime and the editor features name no system kind', () => {
  const kinds = new Set(rulesets.flatMap((rs) => systemKinds(rs).map((k) => k.name)).filter((k) => !VOCABULARY.has(k)));

  it('the check itself finds a kind name in code and ignores one in a comment', () => {
    expect(kindNamesIn(`const a = sys.kind === 'phaserZ'; // not 'deflector'`, kinds)).toEqual(['phaserZ']);
    expect(kindNamesIn(`/* 'nacelle' */ const b = "cargo";`, kinds)).toEqual(['cargo']);
    expect(kindNamesIn(`const from = 'centralCapacitor'; a.weapon`, kinds)).toEqual([]);
  });

  for (const file of genericFiles()) {
    it(file, () => {
      expect(fs.existsSync(path.join(root, file)), `${file} is listed as generic but does not exist`).toBe(true);
      expect(kindNamesIn(fs.readFileSync(path.join(root, file), 'utf8'), kinds)).toEqual([]);
    });
  }
});
