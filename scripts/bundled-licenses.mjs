// The third-party notices of a bundle: every npm package esbuild put into it (read from the build's
// metafile, so a package cannot be bundled without being listed), each with its version, its
// license as its package.json states it, and the text of its license file. Used for the VS Code
// extension (scripts/package-vscode.mjs) and the standalone executable (scripts/package-binary.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The packages whose files are inputs of the metafiles (paths relative to `root`), sorted by name. */
export function bundledPackages(root, ...metafiles) {
  const dirs = new Set();
  for (const meta of metafiles)
    for (const input of Object.keys(meta.inputs)) {
      // The innermost node_modules/<name> or node_modules/@scope/<name> of the path.
      const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input.replace(/\\/g, '/'));
      if (m) dirs.add(m[1]);
    }
  const packages = [];
  const seen = new Set();
  for (const dir of dirs) {
    const p = packageAt(join(root, dir));
    const key = `${p.name}@${p.version}`;
    if (seen.has(key)) continue;
    seen.add(key);
    packages.push(p);
  }
  return packages.sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** The name, version, license and license text of the package in folder `dir`. */
export function packageAt(dir) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
  const stated = typeof pkg.license === 'string' ? pkg.license : (pkg.license?.type ?? (Array.isArray(pkg.licenses) ? pkg.licenses.map((l) => l.type).join(' OR ') : undefined));
  const license = stated ?? (file ? `not named in its package.json; its ${file} follows` : 'not named in its package.json, and it holds no license file');
  return { name: pkg.name, version: pkg.version, license, text: file ? readFileSync(join(dir, file), 'utf8').trim() : undefined };
}

/** The notices file: a list of the packages, then each license text. `extra` adds parts that are not npm code (fonts, Node.js). */
export function licensesText(title, packages, extra = []) {
  const all = [...packages, ...extra];
  const lines = [title, '', ...all.map((p) => `- ${p.name}${p.version ? ` ${p.version}` : ''}: ${p.license}`), ''];
  for (const p of all) {
    lines.push('-'.repeat(72), `${p.name}${p.version ? ` ${p.version}` : ''} (${p.license})`, '');
    lines.push(p.text ?? 'The package holds no license file.', '');
  }
  return lines.join('\n');
}
