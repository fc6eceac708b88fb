// The language server the VS Code extension ships: the same `drydock lsp --stdio` code as the command
// line (cli/lsp.ts), bundled by scripts/package-vscode.mjs into server/drydock-lsp.mjs with
// everything it needs, so that the .vsix works without Node packages installed anywhere.
import { lsp } from '../cli/lsp';

const ctx = {
  out: (s: string) => void process.stdout.write(s),
  err: (s: string) => void process.stderr.write(s),
  cwd: process.cwd(),
};

lsp(process.argv.slice(2), ctx).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`drydock language server: ${(e as Error)?.stack ?? String(e)}\n`);
    process.exitCode = 2;
  },
);
