// The Prettier 3 plugin for .ship files: `prettier --plugin <this module> x.ship`, and the engine
// of `drydock fmt` and of the language server's formatting. House style: docs/formatting.md.
import type { Parser, Plugin, Printer, SupportLanguage } from 'prettier';
import type { ShipNode } from '../grammar/print/nodes';
import { locEnd, locStart, parseShip } from './parser';
import { printer } from '../grammar/print/printer';

export const languages: SupportLanguage[] = [
  {
    name: 'Ship',
    parsers: ['ship'],
    extensions: ['.ship'],
    vscodeLanguageIds: ['ship'],
  },
];

export const parsers: Record<string, Parser<ShipNode>> = {
  ship: {
    parse: (text, options) => parseShip(text, options),
    astFormat: 'ship-ast',
    locStart,
    locEnd,
  },
};

export const printers: Record<string, Printer<ShipNode>> = {
  'ship-ast': printer,
};

/** No options of its own: `printWidth`, `tabWidth` and `useTabs` are Prettier's. */
export const options: Plugin['options'] = {};

const plugin: Plugin<ShipNode> = { languages, parsers, printers, options };
export default plugin;
