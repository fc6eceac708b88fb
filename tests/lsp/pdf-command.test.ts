// `drydock.renderPdf` is announced only by a server given a PDF renderer: the Node entry
// (cli/lsp.ts) gives it one; the playground's server in the browser, which has its own PDF path,
// does not, and must not announce a command it cannot run. (The command itself, through the real
// server: actions.test.ts.)
import { describe, expect, it } from 'vitest';
import { commandNames, providePdfRenderer } from '../../lsp/features/commands';

describe('drydock.renderPdf announcement', () => {
  it('is absent without a renderer and present once one is given', () => {
    expect(commandNames()).toEqual(['drydock.renderSvg', 'drydock.compiledShip']);
    providePdfRenderer(async () => Buffer.from('%PDF-'));
    expect(commandNames()).toContain('drydock.renderPdf');
  });
});
