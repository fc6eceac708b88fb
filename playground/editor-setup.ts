// CodeMirror's basic setup (the `codemirror` package's `basicSetup`) in two halves around the place
// its search keys take, so that the search (playground/search.ts) can come in later, at that
// place: the same extensions in the same order, less `highlightSelectionMatches` and
// `searchKeymap`. tests/playground/editor-setup.test.ts checks the list against the package's.
import { crosshairCursor, drawSelection, dropCursor, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, keymap, lineNumbers, rectangularSelection } from '@codemirror/view';
import { EditorState, type Extension } from '@codemirror/state';
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { lintKeymap } from '@codemirror/lint';

/** The basic setup up to its keymap's default keys. */
export const firstSetup: Extension = [
  lineNumbers(),
  highlightActiveLineGutter(),
  highlightSpecialChars(),
  history(),
  foldGutter(),
  drawSelection(),
  dropCursor(),
  EditorState.allowMultipleSelections.of(true),
  indentOnInput(),
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
  bracketMatching(),
  closeBrackets(),
  autocompletion(),
  rectangularSelection(),
  crosshairCursor(),
  highlightActiveLine(),
  keymap.of([...closeBracketsKeymap, ...defaultKeymap]),
];

/** The rest of the basic setup's keymap, after the search keys. */
export const laterSetup: Extension = keymap.of([...historyKeymap, ...foldKeymap, ...completionKeymap, ...lintKeymap]);
