// The language server the VS Code extension ships: the same `drydock lsp --stdio` code as the command
// line (cli/lsp.ts), bundled by scripts/package-vscode.mjs into server/drydock-lsp.mjs with
// everything it needs, so that the .vsix works without Node packages installed anywhere.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lsp } from '../cli/lsp';
import { setSheetFontSource } from '../render/font-source';

// The record sheet's faces (drydock.renderPdf) are copied beside the bundle, into server/fonts/:
// the .vsix has no node_modules to find the dejavu-fonts-ttf package in.
const fonts = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');
setSheetFontSource(() => ({ regular: fs.readFileSync(path.join(fonts, 'DejaVuSansMono.ttf')), bold: fs.readFileSync(path.join(fonts, 'DejaVuSansMono-Bold.ttf')) }));

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
