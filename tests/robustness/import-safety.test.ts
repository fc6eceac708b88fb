// Imports never read outside the project: absolute paths (`/etc/passwd`), climbing paths
// (`../../..`), a symlink (file or folder) inside the project that points outside, a folder named
// x.ship, NUL bytes. Each is a clear error, and a CompilerHost wrapping the real file system
// records every path the compiler asks for: none resolves (symlinks followed) outside the project.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFiles, type CompileResult } from '../../compiler/index';
import { nodeHost } from '../../compiler/program';
import { compileSpanProblems } from './helpers';

let base: string;
let project: string;
let outside: string;

const SHIP = 'ruleset sfb\nship Secret { sizeClass: 4  shields: [1, 1, 1, 1, 1, 1] }\n';

beforeAll(() => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-imports-')));
  project = path.join(base, 'project');
  outside = path.join(base, 'outside');
  fs.mkdirSync(path.join(project, 'sub', 'deeper'), { recursive: true });
  fs.mkdirSync(outside, { recursive: true });
  fs.writeFileSync(path.join(project, 'drydock.json'), '{}\n');
  fs.writeFileSync(path.join(outside, 'secret.ship'), SHIP);
  fs.writeFileSync(path.join(base, 'secret.ship'), SHIP);
  fs.writeFileSync(path.join(project, 'ok.ship'), 'ruleset sfb\narc Wide = 0..180\n');
  fs.mkdirSync(path.join(project, 'folder.ship'));
  fs.symlinkSync(path.join(outside, 'secret.ship'), path.join(project, 'link.ship'));
  fs.symlinkSync(outside, path.join(project, 'linkdir'));
  fs.symlinkSync('/etc/passwd', path.join(project, 'passwd.ship'));
  fs.symlinkSync(path.join(project, 'ok.ship'), path.join(project, 'inside-link.ship'));
});

afterAll(() => {
  fs.rmSync(base, { recursive: true, force: true });
});

/** The real file system, recording every path asked for. */
function fsRecorder() {
  const reads: string[] = [];
  return {
    reads,
    readFile(file: string) {
      reads.push(file);
      return nodeHost.readFile(file);
    },
  };
}

/** Where a path really is (symlinks followed), or the path itself when it does not exist. */
function real(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    return p;
  }
}

const inside = (p: string, root: string) => {
  const rel = path.relative(root, real(p));
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

function compileImport(spec: string, opts: { root?: boolean; from?: string } = {}): { r: CompileResult; reads: string[] } {
  const file = path.join(project, opts.from ?? 'main.ship');
  const text = `ruleset sfb\nimport ${JSON.stringify(spec)}\nship Main { sizeClass: 4  shields: [1, 1, 1, 1, 1, 1] }\n`;
  const host = fsRecorder();
  const r = compileFiles([{ path: file, text }], { host, ...(opts.root === false ? {} : { root: project }) });
  return { r, reads: host.reads };
}

function importErrors(r: CompileResult): string[] {
  return r.diagnostics.filter((d) => d.severity === 'error' && d.code.startsWith('import')).map((d) => d.code);
}

describe('import safety', () => {
  const cases: [string, string, string][] = [
    ['an absolute path to /etc/passwd', '/etc/passwd', 'import-outside-project'],
    ['an absolute path to a .ship outside', '/etc/passwd.ship', 'import-outside-project'],
    ['climbing out with ../', '../secret.ship', 'import-outside-project'],
    ['climbing out from a sub folder', 'sub/../../outside/secret.ship', 'import-outside-project'],
    ['climbing far out', '../../../../../../../../etc/passwd.ship', 'import-outside-project'],
    ['../../.. (not a .ship file)', '../../..', 'import-not-ship'],
    ['/etc/passwd without extension relative', '../../../etc/passwd', 'import-not-ship'],
    ['a folder named x.ship', 'folder.ship', 'import-not-found'],
    ['a NUL byte', 'ok.ship\u0000.ship', 'import-not-found'],
    ['an empty path', '', 'import-not-ship'],
  ];
  for (const [what, spec, code] of cases) {
    it(`${what}: a clear error, nothing read outside the project`, () => {
      for (const root of [true, false]) {
        const { r, reads } = compileImport(spec, { root });
        expect(importErrors(r), `${spec} (root given: ${root})`).toEqual([code]);
        const d = r.diagnostics.find((x) => x.code === code)!;
        expect(d.message.length).toBeGreaterThan(10);
        expect(reads.filter((p) => !inside(p, project))).toEqual([]);
        expect(compileSpanProblems(r)).toEqual([]);
        expect(r.document.ships.map((s) => s.name)).toEqual(['Main']);
      }
    });
  }

  it('a symlink inside the project to a file inside it is fine', () => {
    const { r, reads } = compileImport('inside-link.ship');
    expect(importErrors(r)).toEqual([]);
    expect(reads.filter((p) => !inside(p, project))).toEqual([]);
  });

  it('the project root is found from drydock.json when no root is given', () => {
    const { r } = compileImport('../ok.ship', { root: false, from: 'sub/main.ship' });
    expect(importErrors(r)).toEqual([]);
    const out = compileImport('../../secret.ship', { root: false, from: 'sub/main.ship' });
    expect(importErrors(out.r)).toEqual(['import-outside-project']);
  });

  // Found by this suite: resolveImport checked only the lexical path and nodeHost then read through
  // the link, so a link inside the project pointing outside it was read (even /etc/passwd, whose
  // lines then showed up in diagnostics). Fixed in 376087d: links are resolved before the check.
  for (const [what, spec] of [
    ['a symlink to a file outside the project', 'link.ship'],
    ['a symlinked folder pointing outside the project', 'linkdir/secret.ship'],
    ['a symlink to /etc/passwd named passwd.ship', 'passwd.ship'],
  ] as const) {
    it(`${what} is refused and never read`, () => {
      const { r, reads } = compileImport(spec);
      expect(reads.filter((p) => !inside(p, project))).toEqual([]);
      expect(importErrors(r)).toEqual(['import-outside-project']);
    });
  }

  it('every path an in-memory compile asks for is inside the root', () => {
    const reads: string[] = [];
    const text = 'ruleset sfb\nimport "a.ship"\nimport "b/c.ship"\nimport "../x.ship"\nimport "/abs.ship"\nimport "b/../../y.ship"\n';
    compileFiles([{ path: '/root/p/main.ship', text }], { host: { readFile: (f) => (reads.push(f), undefined) }, root: '/root/p' });
    expect(reads.sort()).toEqual(['/root/p/a.ship', '/root/p/b/c.ship']);
  });
});
