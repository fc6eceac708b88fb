// The language server resolves `import "drydock:fieryvoid/trek.ship"` as the compiler does: an
// imported ship has no diagnostics, definition on a library type goes into the library file, and a
// library path that tries to leave the library is an error.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Location } from 'vscode-languageserver-protocol';
import { fixture, LspClient, type TempProject, useLsp } from '../lsp/harness';

let client: LspClient;
let project: TempProject;

useLsp((c, p) => {
  client = c;
  project = p;
});

describe('the drydock: library in the editor', () => {
  it('resolves the library import, and definition goes into the library file', async () => {
    const { text, positions } = fixture(`ruleset b5wars
import "drydock:fieryvoid/trek.ship"
ship T {
  size: light
  power: 5
  section primary {
    structure: 10
    TrekPh<|>aser P { arc: all }
    hits { 1..20: structure }
  }
}
`);
    project.write('lib-user.ship', text);
    const uri = project.uri('lib-user.ship');
    const diags = await client.open(uri, text);
    expect(diags.filter((d) => d.severity === 1 || d.severity === 2).map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const def = await client.request<Location | Location[] | null>('textDocument/definition', { textDocument: { uri }, position: positions[0] });
    const loc = Array.isArray(def) ? def[0] : def;
    expect(loc?.uri).toMatch(new RegExp(`${path.posix.join('lib', 'fieryvoid', 'trek.ship')}$`));
    await client.close(uri);
  });

  it('reports a library path that climbs out', async () => {
    const text = 'ruleset b5wars\nimport "drydock:../package.json.ship"\n';
    project.write('lib-bad.ship', text);
    const uri = project.uri('lib-bad.ship');
    const diags = await client.open(uri, text);
    expect(diags.map((d) => d.code)).toContain('import-not-found');
    await client.close(uri);
  });
});
