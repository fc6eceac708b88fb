// A scenario's ship files obey the rules imports obey (`..data` included):
// relative, inside the scenario's project (links followed), .ship or JSON ship documents only. A
// refused, unreadable or non-ship file is named, never echoed: every secret planted in the files
// around the project is checked against everything runScenario and `drydock sim` say. Paths are
// generated: every combination of a way out (absolute, climbing, link, link folder) and a target
// (a secret with and without an extension, /etc/passwd, /proc/self/environ).
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFile } from '../../compiler/index';
import { runScenario, ScenarioError } from '../../runtime/index';
import { BIN, ensureBuilt } from '../helpers/cli';
import { EXAMPLES } from './helpers';

const SECRET = 'SECRETWORD_q7Zx';
const secretLines = (n: number) => Array.from({ length: n }, (_, i) => `${SECRET}${i}=${SECRET}value${i} ${SECRET} ruleset ship {`).join('\n') + '\n';

let base: string;
let project: string;
let outside: string;

beforeAll(() => {
  ensureBuilt();
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-scenario-files-')));
  project = path.join(base, 'project');
  outside = path.join(base, 'outside');
  fs.mkdirSync(path.join(project, 'scenarios'), { recursive: true });
  fs.mkdirSync(path.join(project, '..data'), { recursive: true });
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(project, 'drydock.json'), '{}\n');
  fs.writeFileSync(path.join(project, 'runabout.ship'), EXAMPLES['runabout.ship']);
  fs.writeFileSync(path.join(project, '..data', 'runabout.ship'), EXAMPLES['runabout.ship']);
  // Secrets: outside the project with and without a ship extension, and inside it in files that
  // are not ship files although their names say .ship / .json.
  for (const name of ['secret', 'secret.ship', 'secret.json', '.env', 'id_rsa']) fs.writeFileSync(path.join(outside, name), secretLines(20));
  fs.writeFileSync(path.join(base, 'secret.ship'), secretLines(5));
  fs.writeFileSync(path.join(project, 'env.ship'), secretLines(30));
  fs.writeFileSync(path.join(project, 'key.json'), secretLines(30));
  fs.writeFileSync(path.join(project, 'settings.json'), JSON.stringify({ token: SECRET, [SECRET]: { password: SECRET } }));
  fs.writeFileSync(path.join(project, 'dupe.json'), `{"systems": [], "${SECRET}": 1, "${SECRET}": 2}`);
  fs.symlinkSync(path.join(outside, 'secret.ship'), path.join(project, 'link.ship'));
  fs.symlinkSync(path.join(outside, 'secret.json'), path.join(project, 'link.json'));
  fs.symlinkSync(outside, path.join(project, 'linkdir'));
  fs.symlinkSync('/etc/passwd', path.join(project, 'passwd.ship'));
  fs.mkdirSync(path.join(project, 'folder.ship'));
  spawnSync('mkfifo', [path.join(project, 'pipe.ship')]);
  // A ship importing a secret through a link: the import rules apply inside scenario files too.
  fs.writeFileSync(path.join(project, 'importer.ship'), 'import "link.ship"\n' + EXAMPLES['runabout.ship']);
});

afterAll(() => {
  fs.rmSync(base, { recursive: true, force: true });
});

const scenario = (file: string) => ({ ships: { a: { file } }, actions: [{ type: 'turn' }] });

/** Everything runScenario says about a scenario in project/scenarios (its error, or its output). */
function say(file: string, dir = path.join(project, 'scenarios')): { ok: boolean; text: string } {
  try {
    const out = runScenario(scenario(file), dir);
    return { ok: true, text: JSON.stringify(out) };
  } catch (e) {
    expect(e).toBeInstanceOf(ScenarioError);
    return { ok: false, text: `${(e as Error).message}\n${(e as ScenarioError).problems.join('\n')}` };
  }
}

const ESCAPES: string[] = [];
for (const target of ['secret', 'secret.ship', 'secret.json', '.env', 'id_rsa']) {
  ESCAPES.push(`<outside>/${target}`, `../../outside/${target}`, `../linkdir/${target}`, `./../../outside/${target}`, `../scenarios/../../outside/${target}`);
}
ESCAPES.push('/etc/passwd', '/proc/self/environ', '../../secret.ship', '../link.ship', '../link.json', '../passwd.ship', '../../../../../../../../etc/passwd', '..\\..\\outside\\secret.ship', 'x.ship\u0000', '../.env');

describe('scenario ship files stay inside the project', () => {
  it.each(ESCAPES)('refuses %j by name, echoing nothing', (spec) => {
    const r = say(spec.replace('<outside>', outside));
    expect(r.ok).toBe(false);
    expect(r.text).not.toContain(SECRET);
    expect(r.text).not.toMatch(/root:x:0|PATH=|HOME=/);
    expect(r.text).toMatch(/ships\.a\.file: |cannot be read/);
  });

  it.each(['../env.ship', '../key.json', '../settings.json', '../dupe.json', '../folder.ship', '../pipe.ship', '../missing.ship', '../importer.ship'])(
    'reports %j, a file inside the project that is no ship file, without its words',
    (file) => {
      const r = say(file);
      expect(r.ok).toBe(false);
      expect(r.text).not.toContain(SECRET);
      expect(r.text).not.toMatch(/root:x:0/);
    },
  );

  it('names every refused entry at once', () => {
    const sc = { ships: { a: { file: '/etc/passwd' }, b: { file: '../../outside/secret.ship' }, c: { file: '../runabout.ship' } }, actions: [] };
    expect(() => runScenario(sc, path.join(project, 'scenarios'))).toThrow(/2 ship files are refused:\nships\.a\.file: .*\nships\.b\.file: /);
  });

  it('`drydock sim` says the same, exit 1, and prints no secret', () => {
    for (const file of ['/etc/passwd', '../../outside/.env', '../env.ship', '../link.ship']) {
      const sc = path.join(project, 'scenarios', 'hostile.json');
      fs.writeFileSync(sc, JSON.stringify(scenario(file)));
      const r = spawnSync(process.execPath, [BIN, 'sim', sc], { encoding: 'utf8', timeout: 60000 });
      expect(r.status, r.stderr).toBe(1);
      expect(r.stdout + r.stderr).not.toContain(SECRET);
      expect(r.stdout + r.stderr).not.toMatch(/root:x:0/);
    }
  });
});

describe('what a scenario may name', () => {
  it('a .ship file in the project, also in a folder whose name starts with ".."', () => {
    const a = say('../runabout.ship');
    const b = say('../..data/runabout.ship');
    expect(a.ok, a.text).toBe(true);
    expect(b.ok, b.text).toBe(true);
    expect(b.text).toBe(a.text);
  });

  it('a compiled .json document (as drydock build writes it) runs like its .ship source', () => {
    const doc = compileFile(path.join(project, 'runabout.ship')).document;
    fs.writeFileSync(path.join(project, 'runabout.json'), JSON.stringify(doc, null, 2));
    const ship = say('../runabout.ship');
    const json = say('../runabout.json');
    expect(json.ok, json.text).toBe(true);
    expect(json.text).toBe(ship.text);
  });

  it('an import of "..data/x.ship" is not outside the project', () => {
    const file = path.join(project, 'uses-dotdot.ship');
    fs.writeFileSync(file, 'import "..data/runabout.ship"\nruleset b5wars\n');
    const r = compileFile(file);
    expect(r.diagnostics.filter((d) => d.code === 'import-outside-project')).toEqual([]);
    expect(r.program.files.has(path.join(project, '..data', 'runabout.ship'))).toBe(true);
  });
});
