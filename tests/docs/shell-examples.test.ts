// Every shell command in the README and docs/ works as written, after the README's
// set-up and its one `npm link`. The commands run in a scratch copy of the repository's examples,
// with `drydock` on the PATH exactly as `npm link` puts it there (into a scratch prefix, so the
// machine's global folder is left alone). `console` blocks must show the real output.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, plainEnv } from '../helpers/cli';
import { ROOT } from '../helpers/compile';

interface Example {
  doc: string;
  line: number;
  command: string;
  /** The output a `console` block shows after `$ command`. */
  output?: string;
}

const SHELL = /^(sh|bash|shell|console|)$/;
const COMMAND = /^(drydock|npx|npm|cd|code|ln|git|node|nvim|hx|emacs)\b/;

/**
 * Commands that set a machine up, run for minutes, or need what a test cannot have (an editor, a
 * server that runs until stopped): shown in the docs, not run here. Each is exercised elsewhere:
 * CI runs `npm ci && npm test`, the extension and playground tests build the packages.
 */
const NOT_RUN = [
  'npm ci',
  'npm start',
  'npm test',
  'npm run bench',
  'npm run build',
  'npm install',
  'npm run compile',
  'npm run package:vscode',
  'npm run playground',
  // Built, installed and run by tests/package/binary.test.ts and tests/package/pack.test.ts.
  'npm run package:binary',
  'npm pack',
  'npx drydock check myship.ship',
  'npx tsx bench/',
  'npx @vscode/vsce',
  'cd lsp/vscode',
  'code --install-extension',
  'ln -s',
  'nvim',
  'hx',
  'emacs',
];

function docs(): string[] {
  const list = ['README.md', 'lsp/vscode/README.md'];
  for (const f of readdirSync(path.join(ROOT, 'docs')).sort()) if (f.endsWith('.md')) list.push(`docs/${f}`);
  return list;
}

function examples(doc: string): Example[] {
  const lines = readFileSync(path.join(ROOT, doc), 'utf8').split('\n');
  const out: Example[] = [];
  let lang: string | undefined;
  let current: Example | undefined;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i];
    const fence = /^```(\w*)/.exec(text);
    if (fence) {
      lang = lang === undefined ? fence[1] : undefined;
      current = undefined;
      continue;
    }
    if (lang === undefined || !SHELL.test(lang)) continue;
    if (lang === 'console') {
      if (text.startsWith('$ ')) {
        current = { doc, line: i + 1, command: text.slice(2), output: '' };
        out.push(current);
      } else if (current) current.output += text + '\n';
      continue;
    }
    const command = text.replace(/\s+#\s.*$/, '').trim();
    // A synopsis (`drydock render <file> [--ship NAME]`) shows the form, not a command to run.
    if (COMMAND.test(command) && !/<[^>]+>/.test(command)) out.push({ doc, line: i + 1, command });
  }
  return out;
}

let sandbox: string;
let prefix: string;
const all = docs().flatMap(examples);

beforeAll(() => {
  ensureBuilt();
  sandbox = mkdtempSync(path.join(tmpdir(), 'drydock-docs-'));
  prefix = path.join(sandbox, '.prefix');
  // The README's one command that puts drydock on the PATH, run as written.
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  expect(readme).toMatch(/^npm link\b/m);
  const link = spawnSync('bash', ['-c', 'npm link'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120000,
    env: { ...process.env, npm_config_prefix: prefix, npm_config_ignore_scripts: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
  });
  expect(link.status, link.stderr).toBe(0);
  // A scratch copy of what the examples read and write.
  const work = path.join(sandbox, 'repo');
  mkdirSync(work);
  writeFileSync(path.join(work, 'package.json'), '{ "private": true }\n');
  cpSync(path.join(ROOT, 'examples'), path.join(work, 'examples'), { recursive: true });
  cpSync(path.join(ROOT, 'docs', 'examples'), path.join(work, 'docs', 'examples'), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'));
  symlinkSync(path.join(ROOT, 'dist'), path.join(work, 'dist'));
}, 180000);

afterAll(() => {
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
});

describe('shell examples in the README and docs/', () => {
  it('are found, the README set-up included', () => {
    expect(all.some((e) => e.doc === 'README.md' && e.command === 'npm link')).toBe(true);
    expect(all.filter((e) => e.command.startsWith('drydock ')).length).toBeGreaterThan(5);
  });

  it('are all either run below or a set-up command named in NOT_RUN', () => {
    const unknown = all.filter((e) => !e.command.startsWith('drydock ') && !e.command.startsWith('npx prettier ') && e.command !== 'npm link' && !NOT_RUN.some((p) => e.command.startsWith(p)));
    expect(unknown.map((e) => `${e.doc}:${e.line}: ${e.command}`)).toEqual([]);
  });

  const runnable = all.filter((e) => e.command.startsWith('drydock ') || e.command.startsWith('npx prettier '));
  it.each(runnable.map((e) => [`${e.doc}:${e.line}: ${e.command}`, e] as const))('%s', (_name, e) => {
    const r = spawnSync('bash', ['-c', e.command], {
      cwd: path.join(sandbox, 'repo'),
      encoding: 'utf8',
      timeout: 60000,
      input: '',
      env: { ...plainEnv(), PATH: `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH}` },
    });
    expect(r.stderr).not.toMatch(/command not found|internal error|^\s+at /m);
    if (e.output !== undefined) expect(r.stdout + r.stderr).toBe(e.output);
    else expect(r.status, r.stderr).toBe(0);
  });
});
