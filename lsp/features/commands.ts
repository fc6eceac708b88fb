// workspace/executeCommand: `drydock.renderSvg` [uri, shipName?] returns the ship's SSD as SVG
// text (render/index.ts); `drydock.derived` [uri, shipName?] returns the compiled ship (derived
// values included) as JSON.
import type { ExecuteCommandParams } from 'vscode-languageserver';
import { ErrorCodes, ResponseError } from 'vscode-languageserver';
import { compileFiles, type CompiledShipInfo } from '../../compiler/index';
import { renderShipSvg } from '../../render/index';
import type { Workspace } from '../workspace';
import { uriToPath } from '../util';

export const COMMANDS = ['drydock.renderSvg', 'drydock.compiledShip'];

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
export function executeCommand(ws: Workspace, params: ExecuteCommandParams): unknown {
  const [uri, shipName] = params.arguments ?? [];
  if (!COMMANDS.includes(params.command) || typeof uri !== 'string' || (shipName !== undefined && typeof shipName !== 'string')) return null;
  const ships = shipsOf(ws, uri);
  const ship = shipName ? ships.find((s) => s.model.name === shipName) : ships[0];
  if (!ship) return shipName ? new ResponseError(ErrorCodes.InvalidParams, `No ship ${shipName} in ${uri}.`) : null;
  return params.command === 'drydock.renderSvg' ? renderShipSvg(ship.compiled) : ship.compiled;
}
