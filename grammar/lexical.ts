// The lexical facts of the .ship language, written once: what a name is, which words are
// keywords, which keywords start a top-level declaration. The token types (./tokens.ts), the
// scanner (./scanner.ts), the streaming check's quick pass, the language server, the JSON
// schema and reader and the playground all take them from here
// (tests/architecture/lexical-facts.test.ts fails on a copy written elsewhere). This module
// imports nothing, so the browser bundle and the JSON code can use it freely.

/** The first character of a name: an ASCII letter or `_`. */
export const IDENT_START_SOURCE = '[A-Za-z_]';
/** The characters after the first: ASCII letters, digits, `_`. */
export const IDENT_PART_SOURCE = '[A-Za-z0-9_]';
/**
 * A name, as a regular expression source without anchors: usable in a JavaScript RegExp and as
 * a JSON Schema `pattern` (both read this syntax the same way).
 */
export const IDENTIFIER_SOURCE = `${IDENT_START_SOURCE}${IDENT_PART_SOURCE}*`;
/** A dotted name (`aft.nacelle`, a kind of a section in a hit chart) is one identifier token. */
export const DOTTED_IDENTIFIER_SOURCE = `${IDENTIFIER_SOURCE}(?:\\.${IDENTIFIER_SOURCE})*`;
/** The whole string is a name (JSON Schema `pattern`, anchored). */
export const IDENTIFIER_PATTERN = `^${IDENTIFIER_SOURCE}$`;

const IDENTIFIER_RE = new RegExp(IDENTIFIER_PATTERN);

/** `text` is a name as a .ship file writes it (not dotted; a keyword is still a name here). */
export function isIdentifier(text: string): boolean {
  return IDENTIFIER_RE.test(text);
}

/** Character code of a name's first character (the scanners work on char codes, not regexps). */
export function isIdentStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

/** Character code of a name's later character. */
export function isIdentPart(c: number): boolean {
  return isIdentStart(c) || (c >= 48 && c <= 57);
}

/**
 * The keywords, in the order the lexer tries them (`ruleset` before `rules`). They are
 * contextual: each is also a name where a name is expected.
 */
export const KEYWORDS = ['ruleset', 'rules', 'import', 'arc', 'system', 'ship', 'flight', 'fleet', 'extends', 'allow', 'remove'] as const;
export type Keyword = (typeof KEYWORDS)[number];

/** Keywords that start a top-level declaration (grammar/parser.ts `declaration`). */
export const DECLARATION_KEYWORDS = ['ruleset', 'import', 'arc', 'rules', 'system', 'ship', 'flight', 'fleet'] as const satisfies readonly Keyword[];

/** Declarations that give a name to the file's tables (a ship, a system type, an arc, a flight, a fleet). */
export const NAMED_DECLARATIONS = ['ship', 'system', 'arc', 'flight', 'fleet'] as const satisfies readonly Keyword[];

/** Words that are values, not names (`ionBased: true`). */
export const VALUE_WORDS = ['true', 'false'] as const;

const KEYWORD_SET: ReadonlySet<string> = new Set(KEYWORDS);

export function isKeyword(word: string): word is Keyword {
  return KEYWORD_SET.has(word);
}
