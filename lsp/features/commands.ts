// workspace/executeCommand: `drydock.renderSvg` [uri, shipName?] returns the ship's SSD as SVG
// text (render/index.ts); `drydock.renderPdf` [uri, shipName?] the same sheet as a PDF, base64
// encoded, where the server was given a PDF renderer (the Node entries give it render/pdf.ts;
// the playground's server in the browser has its own PDF path and goes without);
// `drydock.compiledShip` [uri, shipName?] returns the compiled ship (derived values included) as
// JSON.
import type { ExecuteCommandParams } from 'vscode-languageserver';
import { ErrorCodes, ResponseError } from 'vscode-languageserver';
import { compileFiles, type CompiledShipInfo } from '../../compiler/index';
import type { CompiledShip } from '../../compiler/types';
import { renderShipSvg } from '../../render/index';
import type { Workspace } from '../workspace';
import { uriToPath } from '../util';

let pdfRenderer: ((ship: CompiledShip) => Promise<Buffer>) | undefined;

/** Gives the server `drydock.renderPdf` (call before startServer: the command is announced at initialize). */
export function providePdfRenderer(render: (ship: CompiledShip) => Promise<Buffer>): void {
  pdfRenderer = render;
}

/** Every command a server may run; `drydock.renderPdf` only where it was given a PDF renderer. */
export const COMMANDS = ['drydock.renderSvg', 'drydock.renderPdf', 'drydock.compiledShip'];

/** The commands this server runs. */
export function commandNames(): string[] {
  return pdfRenderer ? COMMANDS : COMMANDS.filter((c) => c !== 'drydock.renderPdf');
}

function shipsOf(ws: Workspace, uri: string): CompiledShipInfo[] {
  const a = ws.analyze(uri);
  if (a) return a.result.ships;
  return compileFiles([{ path: uriToPath(uri) }], { host: ws.host }).ships;
}

/**
 * The command's answer; null for a command it does not know, arguments of the wrong type, or a
 * document without ships (malformed parameters get an empty result). A ship named and not
 * found is an error that says so: the editor (and the playground's preview) shows it.
 */
export async function executeCommand(ws: Workspace, params: ExecuteCommandParams): Promise<unknown> {
  const [uri, shipName] = params.arguments ?? [];
  if (!commandNames().includes(params.command) || typeof uri !== 'string' || (shipName !== undefined && typeof shipName !== 'string')) return null;
  const ships = shipsOf(ws, uri);
  const ship = shipName ? ships.find((s) => s.model.name === shipName) : ships[0];
  if (!ship) return shipName ? new ResponseError(ErrorCodes.InvalidParams, `No ship ${shipName} in ${uri}.`) : null;
  switch (params.command) {
    case 'drydock.renderSvg':
      return renderShipSvg(ship.compiled);
    case 'drydock.renderPdf':
      return pdfRenderer ? (await pdfRenderer(ship.compiled)).toString('base64') : null;
    default:
      return ship.compiled;
  }
}
