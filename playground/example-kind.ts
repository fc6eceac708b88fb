// Which examples are libraries: a file that declares no ship, flight or fleet is weapons and system
// types for others to import. The examples menu groups them apart; scripts/playground.mjs reads
// this when it builds the menu's index.
import { IDENT_START_SOURCE } from '../grammar/lexical';

const DECLARES_UNIT = new RegExp(`^\\s*(ship|flight|fleet)\\s+${IDENT_START_SOURCE}`, 'm');

export const isLibrary = (text: string): boolean => !DECLARES_UNIT.test(text);
