// Diagnostics through real JSON-RPC: the same as `drydock check --format json` (codes, messages,
// ranges, severities, rule IDs), published on open and on change, and re-published for dependents
// when an imported file or a base ship changes.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupScratch, examplePath, LspClient, readExample, tempProject, uriOf } from './harness';
import { cliCommand } from './server-binary';

let client: LspClient;

beforeAll(async () => {
  client = await LspClient.start();
}, 180_000);

afterAll(async () => {
  await client?.stop();
  cleanupScratch();
});

interface CheckJson {
  file: string;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity: 'error' | 'warning' | 'info';
  code: string;
  message: string;
  rule?: string;
}

function drydockCheck(file: string): CheckJson[] {
  const cmd = cliCommand(['check', '--format', 'json', file]);
  let out: string;
  try {
    out = execFileSync(cmd.command, cmd.args, { cwd: path.dirname(file), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    out = String((e as { stdout?: string }).stdout ?? '');
  }
  return (JSON.parse(out) as CheckJson[]).filter((d) => path.resolve(path.dirname(file), d.file) === file);
}

const SEVERITY = { error: 1, warning: 2, info: 3 } as const;

const BROKEN = `// a file with many kinds of problems
ruleset sfb

ship Broken {
  name: "Broken"
  empire: "Vudar"
  sizeClass: 4
  moveCost: 1/2
  sensr: 6
  ionCanon A { arc: FA }
  ionCannon B { arc: FQ }
  ionStormGenerator ISG { arc: FA }
  ionicCapacitor { capacity: 9 }
  warpEngine LW { boxes: 8 }
}

ship Variant extends Brokn {
  name: "Variant"
}
`;

describe('diagnostics', () => {
  it('publishes no errors for every example', async () => {
    for (const name of fs.readdirSync(examplePath('.')).filter((f) => f.endsWith('.ship'))) {
      const uri = uriOf(examplePath(name));
      const diags = await client.open(uri, readExample(name));
      expect(diags.filter((d) => d.severity === 1), name).toEqual([]);
      await client.close(uri);
    }
  });

  it('is identical to `drydock check --format json` (codes, messages, ranges, severity, rule)', async () => {
    const p = tempProject({ 'broken.ship': BROKEN });
    const file = p.file('broken.ship');
    const lsp = await client.open(p.uri('broken.ship'), BROKEN);
    const cli = drydockCheck(file);
    expect(cli.length).toBeGreaterThanOrEqual(5);
    expect(lsp.length).toBe(cli.length);
    const norm = lsp.map((d) => ({ range: d.range, severity: d.severity, code: d.code, message: d.message, rule: (d.data as { rule?: string } | undefined)?.rule }));
    const want = cli.map((d) => ({ range: d.range, severity: SEVERITY[d.severity], code: d.code, message: d.message, rule: d.rule }));
    expect(norm).toEqual(want);
    for (const d of lsp) expect(d.source).toBe('drydock');
    // The codes we rely on below are there, with their machine-readable fixes in `data`.
    const codes = lsp.map((d) => d.code);
    expect(codes).toContain('unknown-kind');
    expect(codes).toContain('unknown-property');
    expect(codes).toContain('unknown-arc');
    expect(codes).toContain('unknown-ship');
    const kind = lsp.find((d) => d.code === 'unknown-kind')!;
    expect((kind.data as { fixes: { title: string }[] }).fixes[0].title).toContain('ionCannon');
    await client.close(p.uri('broken.ship'));
  });

  it('reports syntax errors as check does', async () => {
    const text = 'ruleset b5wars\nship X {\n  size: large\n  power 24\n  section forward { structure: 40 \n}\n';
    const p = tempProject({ 'syntax.ship': text });
    const lsp = await client.open(p.uri('syntax.ship'), text);
    const cli = drydockCheck(p.file('syntax.ship'));
    expect(lsp.map((d) => [d.code, d.message, d.range])).toEqual(cli.map((d) => [d.code, d.message, d.range]));
    expect(lsp.length).toBeGreaterThan(0);
  });

  it('re-checks on change (incremental edits), with the document version', async () => {
    const p = tempProject({ 'dw.ship': readExample('vudar-dw.ship') });
    const uri = p.uri('dw.ship');
    const text = readExample('vudar-dw.ship');
    expect((await client.open(uri, text)).filter((d) => d.severity === 1)).toEqual([]);
    // Change the stated capacity 7 -> 8 with an incremental edit.
    const line = text.split('\n').findIndex((l) => l.includes('capacity: 7'));
    const character = text.split('\n')[line].indexOf('7');
    const after = client.count(uri);
    const version = await client.change(uri, [{ range: { start: { line, character }, end: { line, character: character + 1 } }, text: '8' }]);
    const pub = await client.nextDiagnostics(uri, after, (x) => x.version === version);
    const mismatch = pub.diagnostics.find((d) => d.code === 'stated-value-mismatch');
    expect(mismatch).toBeDefined();
    expect((mismatch!.data as { rule: string }).rule).toBe('H93.12');
    expect(mismatch!.message).toContain('3 ion cannons x 1 + 1 ion pulse generator x 4 = 7');
    expect(mismatch!.range).toEqual({ start: { line, character }, end: { line, character: character + 1 } });
    // And back.
    const after2 = client.count(uri);
    const v2 = await client.change(uri, [{ range: { start: { line, character }, end: { line, character: character + 1 } }, text: '7' }]);
    const pub2 = await client.nextDiagnostics(uri, after2, (x) => x.version === v2);
    expect(pub2.diagnostics.filter((d) => d.severity === 1)).toEqual([]);
  });

  it('re-checks dependents when an imported file (a base ship) changes in the editor', async () => {
    const base = 'ruleset sfb\n\nship Base {\n  name: "Base"\n  sizeClass: 4\n  ionCannon A { arc: FA }\n}\n';
    const variant = 'ruleset sfb\nimport "base.ship"\n\nship Var extends Base {\n  ionicCapacitor { capacity: 1 }\n}\n';
    const p = tempProject({ 'base.ship': base, 'variant.ship': variant });
    const vUri = p.uri('variant.ship');
    const bUri = p.uri('base.ship');
    expect((await client.open(vUri, variant)).filter((d) => d.severity === 1)).toEqual([]);
    await client.open(bUri, base);
    // Add a second ion cannon to the base, unsaved: the variant's stated capacity 1 is now wrong.
    const after = client.count(vUri);
    await client.change(bUri, [{ range: { start: { line: 5, character: 25 }, end: { line: 5, character: 25 } }, text: '\n  ionCannon B { arc: FA }' }]);
    const pub = await client.nextDiagnostics(vUri, after, (x) => x.diagnostics.some((d) => d.code === 'stated-value-mismatch'));
    expect(pub.diagnostics.find((d) => d.code === 'stated-value-mismatch')!.message).toContain('2 ion cannons x 1');
    // Closing the base without saving: the variant reads the disk again and is fine.
    const after2 = client.count(vUri);
    await client.close(bUri);
    const pub2 = await client.nextDiagnostics(vUri, after2);
    expect(pub2.diagnostics.filter((d) => d.severity === 1)).toEqual([]);
  });

  it('re-checks dependents when a file changes on disk (watched files)', async () => {
    const base = 'ruleset b5wars\narc FWD = 300..60\n';
    const user = 'ruleset b5wars\nimport "arcs.ship"\n\nship S {\n  size: light\n  weapon W { arc: FWD }\n}\n';
    const p = tempProject({ 'arcs.ship': base, 'user.ship': user });
    const uri = p.uri('user.ship');
    expect((await client.open(uri, user)).filter((d) => d.code === 'unknown-arc')).toEqual([]);
    p.write('arcs.ship', 'ruleset b5wars\narc FORWARD = 300..60\n');
    const after = client.count(uri);
    await client.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: p.uri('arcs.ship'), type: 2 }] });
    const pub = await client.nextDiagnostics(uri, after);
    expect(pub.diagnostics.map((d) => d.code)).toContain('unknown-arc');
  });

  it('clears diagnostics on close', async () => {
    const p = tempProject({ 'c.ship': BROKEN });
    const uri = p.uri('c.ship');
    expect((await client.open(uri, BROKEN)).length).toBeGreaterThan(0);
    const after = client.count(uri);
    await client.close(uri);
    expect((await client.nextDiagnostics(uri, after)).diagnostics).toEqual([]);
  });
});
