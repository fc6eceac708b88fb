// The editor's search (the page's chunk page-search-*.js): the search panel and its keys, and the
// highlighting of the selection's other occurrences, as CodeMirror's basic setup has them. The
// first diagnostic does not need them: main.ts adds them once the first diagnostics arrive, or at
// the first key pressed in the editor if that comes sooner.
import { keymap } from '@codemirror/view';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import type { Extension } from '@codemirror/state';

export const searchExtensions: Extension = [highlightSelectionMatches(), keymap.of(searchKeymap)];
