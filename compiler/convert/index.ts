// Conversion between .ship source and JSON ship documents, both ways, without losing anything
// that compiles: `drydock convert ship.json` prints the .ship source, `drydock convert x.ship`
// prints the JSON document. Round-trip tested on every example (tests/compiler/json).
import type { Diagnostic } from '../../grammar/diagnostic';
import { compileJsonText } from '../json/index';
import { toValue } from '../json/parse';
import { sourceToJson, type ShipToJsonOptions } from './to-json';
import { ConvertError, writeShipSource } from './to-ship';

export { shipToJson, sourceToJson, typeToJson, type JsonShip, type JsonShipDocument, type ShipToJsonOptions, type SourceToJsonResult } from './to-json';
export { ConvertError, writeShipSource, type JsonTypeEntry, type ShipSource } from './to-ship';

export interface JsonToShipResult {
  /** The .ship source; undefined when the JSON could not be read or written as .ship. */
  text?: string;
  /** What `drydock check` says about the JSON document (the conversion goes ahead regardless). */
  diagnostics: Diagnostic[];
}

/** Convert the text of a JSON ship document to .ship source. */
export function jsonToShipSource(json: string, file = '<input>.json'): JsonToShipResult {
  const checked = compileJsonText(json, file);
  if (!checked.root) return { diagnostics: checked.diagnostics };
  try {
    const out = writeShipSource(toValue(checked.root));
    const notes: Diagnostic[] = out.notes.map((message) => ({ code: 'convert-note', severity: 'warning', message, span: { start: 0, end: 0 }, file }));
    return { text: out.text, diagnostics: [...checked.diagnostics, ...notes] };
  } catch (e) {
    if (!(e instanceof ConvertError)) throw e;
    return {
      diagnostics: [
        ...checked.diagnostics,
        { code: 'cannot-convert', severity: 'error', message: `${e.message}.`, span: { start: 0, end: 0 }, file },
      ],
    };
  }
}

export interface ConvertResult {
  /** What was produced: .ship source for a JSON input, JSON text for a .ship input. */
  output?: string;
  to: 'ship' | 'json';
  diagnostics: Diagnostic[];
  /** Every file read besides the one given (a .ship file's imports). */
  reads?: string[];
}

/** `drydock convert`: pick the direction from the file name. */
export function convertText(text: string, file: string, options: ShipToJsonOptions = {}): ConvertResult {
  if (file.toLowerCase().endsWith('.json')) {
    const r = jsonToShipSource(text, file);
    return { output: r.text, to: 'ship', diagnostics: r.diagnostics };
  }
  const r = sourceToJson(text, file, options);
  return { output: JSON.stringify(r.document, null, 2) + '\n', to: 'json', diagnostics: r.diagnostics, reads: r.reads };
}
