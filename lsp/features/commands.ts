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

/** The commands the server runs. */
export function commandNames(): string[] {
  return pdfRenderer ? ['drydock.renderSvg', 'drydock.renderPdf', 'drydock.compiledShip'] : ['drydock.renderSvg', 'drydock.compiledShip'];
}

function shipsOf(ws: Workspace, uri: string): CompiledShipInfo[] {
  const a = ws.analyze(uri);
  if (a) return a.result.ships;
  return compileFiles([{ path: uriToPath(uri) }], { host: ws.host }).ships;
}

export async function executeCommand(ws: Workspace, params: ExecuteCommandParams): Promise<unknown> {
  const [uri, shipName] = (params.arguments ?? []) as [unknown, unknown];
  if (typeof uri !== 'string') return new ResponseError(ErrorCodes.InvalidParams, `${params.command} takes [uri, shipName?].`);
  const ships = shipsOf(ws, uri);
  const ship = typeof shipName === 'string' && shipName ? ships.find((s) => s.model.name === shipName) : ships[0];
  if (!ship) return new ResponseError(ErrorCodes.InvalidParams, typeof shipName === 'string' && shipName ? `No ship ${shipName} in ${uri}.` : `No ship in ${uri}.`);
  switch (params.command) {
    case 'drydock.renderSvg':
      return renderShipSvg(ship.compiled);
    case 'drydock.renderPdf':
      if (!pdfRenderer) return new ResponseError(ErrorCodes.MethodNotFound, 'This server draws no PDF sheets.');
      return (await pdfRenderer(ship.compiled)).toString('base64');
    case 'drydock.compiledShip':
      return ship.compiled;
    default:
      return new ResponseError(ErrorCodes.MethodNotFound, `Unknown command ${params.command}.`);
  }
}
