// The playground page: a CodeMirror 6 editor talking LSP (through @codemirror/lsp-client) to the
// drydock language server running in a Web Worker (playground/worker.ts, the same server code as
// `drydock lsp --stdio`), a live record-sheet preview, a simulation panel, examples and share links.
import { Decoration, type DecorationSet, EditorView, keymap, ViewPlugin, type ViewUpdate } from '@codemirror/view';
import { Compartment, EditorSelection, RangeSetBuilder, type Text } from '@codemirror/state';
import { forEachDiagnostic } from '@codemirror/lint';
import { firstSetup, laterSetup } from './editor-setup';
import { LSPClient, languageServerExtensions, formatDocument, type Transport } from '@codemirror/lsp-client';
import grammar from '../lsp/vscode/syntaxes/ship.tmLanguage.json';
import { TextMateTokenizer, tagOfScope, type Grammar, type LineState } from './textmate';
import { decodeShare, encodeShare } from './share';
import { EXAMPLE_INDEX, FIRST_EXAMPLE } from 'drydock:example-index';
import type * as Sanitize from './sanitize';
import { loadMarked } from './shims/marked';
import { FileStore } from './store';
import { takeWorker } from './single-file';
import { initFiles, refreshFileList } from './files-ui';
import { describeAction, describeResult } from './results';
import { initLayout } from './layout';
import { playgroundWorkspace } from './workspace';

initLayout();

/**
 * The edited document's address: every file the user has (an example they opened, a file they
 * made, opened from disk or got by a share link) lives in one folder, /playground, beside the
 * examples, so relative imports resolve among them as on disk.
 */
const uriOf = (name: string) => `file:///playground/${name.split('/').map(encodeURIComponent).join('/')}`;
/** The user's file that `uri` names, if it is one of the playground's addresses. */
function nameOfUri(uri: string): string | undefined {
  const prefix = 'file:///playground/';
  if (!uri.startsWith(prefix)) return undefined;
  try {
    return uri.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined;
  }
}
const store = new FileStore();
/** The file in the editor (a name among the store's). */
let fileName = '';
let URI = '';
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = (s: string) => ($('status').textContent = s);

// ---- the language server in a worker -------------------------------------------------------------

const handlers = new Set<(value: string) => void>();
const worker = takeWorker(
  (e) => {
    const text = JSON.stringify(e.data);
    for (const h of handlers) h(text);
  },
  (message) => status(`language server failed: ${message}`),
);
const transport: Transport = {
  send: (message) => worker.postMessage(JSON.parse(message)),
  subscribe: (h) => void handlers.add(h),
  unsubscribe: (h) => void handlers.delete(h),
};
let firstDiagnostics: number | undefined;

// DOMPurify (playground/sanitize.ts) and the Markdown renderer (playground/shims/marked.ts) are not
// needed for the first diagnostic: they load once those arrive (DOMPurify also with the first
// sheet). Documentation shown before they have loaded is its text, inert.
let sanitizer: typeof Sanitize | undefined;
let sanitizerLoad: Promise<typeof Sanitize> | undefined;
const loadSanitizer = () => (sanitizerLoad ??= import('./sanitize').then((m) => (sanitizer = m)));
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Documentation HTML made inert: cleaned by DOMPurify, or before it has loaded, its text alone. */
const sanitizeDocs = (html: string) => sanitizer?.sanitizeDocs(html) ?? escapeHtml(new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');

const client = new LSPClient({
  rootUri: 'file:///playground/',
  timeout: 20000,
  extensions: languageServerExtensions(),
  // Jumps into another of the user's files open that file in the editor.
  workspace: playgroundWorkspace((uri) => {
    const name = nameOfUri(uri);
    if (!name || !store.has(name)) return null;
    openFile(name);
    return view;
  }),
  // Every documentation tooltip is a stranger's text made HTML: cleaned before it is shown.
  sanitizeHTML: sanitizeDocs,
  // Diagnostics also go to the problems list (and to the tests): the server publishes them, the
  // client's own handler (which runs after this one) shows them in the editor.
  notificationHandlers: {
    'textDocument/publishDiagnostics': (_c: LSPClient, params: { uri: string; diagnostics: typeof lastDiagnostics }) => {
      if (params.uri === URI) {
        lastDiagnostics = params.diagnostics;
        showProblems();
        if (firstDiagnostics === undefined) {
          firstDiagnostics = performance.now();
          void loadSanitizer();
          void loadMarked();
          loadSearch();
        }
      }
      return false;
    },
  },
}).connect(transport);

// ---- highlighting from the TextMate grammar -------------------------------------------------------

const tokenizer = new TextMateTokenizer(grammar as unknown as Grammar);
const marks = new Map<string, Decoration>();
const markFor = (tag: string) => marks.get(tag) ?? (marks.set(tag, Decoration.mark({ class: `tm-${tag}` })), marks.get(tag)!);

function highlight(doc: Text): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  let state: LineState = null;
  for (let n = 1; n <= doc.lines; n++) {
    const line = doc.line(n);
    const r = tokenizer.tokenizeLine(line.text, state);
    state = r.state;
    for (const t of r.tokens) {
      const tag = tagOfScope(t.scope);
      if (tag) builder.add(line.from + t.start, line.from + t.end, markFor(tag));
    }
  }
  return builder.finish();
}

const textmateHighlighting = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = highlight(view.state.doc);
    }
    update(u: ViewUpdate) {
      if (u.docChanged) this.decorations = highlight(u.state.doc);
    }
  },
  { decorations: (v) => v.decorations },
);

// ---- quick fixes ----------------------------------------------------------------------------------

interface LspRange {
  start: { line: number; character: number };
  end: { line: number; character: number };
}
interface TextEditLsp {
  range: LspRange;
  newText: string;
}
interface CodeAction {
  title: string;
  edit?: { changes?: Record<string, TextEditLsp[]>; documentChanges?: { textDocument: { uri: string }; edits: TextEditLsp[] }[] };
}

const toOffset = (doc: Text, p: { line: number; character: number }) => {
  const line = doc.line(Math.min(doc.lines, p.line + 1));
  return Math.min(line.to, line.from + p.character);
};
const toPosition = (doc: Text, offset: number) => {
  const line = doc.lineAt(offset);
  return { line: line.number - 1, character: offset - line.from };
};

function applyEdits(view: EditorView, edits: TextEditLsp[]) {
  const doc = view.state.doc;
  view.dispatch({ changes: edits.map((e) => ({ from: toOffset(doc, e.range.start), to: toOffset(doc, e.range.end), insert: e.newText })) });
}

async function quickFixes(view: EditorView): Promise<boolean> {
  client.sync();
  const doc = view.state.doc;
  const head = view.state.selection.main.head;
  const diagnostics: unknown[] = [];
  forEachDiagnostic(view.state, (d, from, to) => {
    if (from <= head && head <= to) diagnostics.push((d as { lsp?: unknown }).lsp ?? { range: { start: toPosition(doc, from), end: toPosition(doc, to) }, message: d.message, severity: 1 });
  });
  const range = { start: toPosition(doc, head), end: toPosition(doc, head) };
  const actions = ((await client.request('textDocument/codeAction', { textDocument: { uri: URI }, range, context: { diagnostics: lastDiagnostics.filter((d) => toOffset(doc, d.range.start) <= head && head <= toOffset(doc, d.range.end)) } })) ?? []) as CodeAction[];
  const usable = actions.filter((a) => a.edit);
  document.querySelector('.fix-menu')?.remove();
  if (!usable.length) {
    status('no quick fix here');
    return true;
  }
  const menu = document.createElement('ul');
  menu.className = 'fix-menu';
  const coords = view.coordsAtPos(head);
  menu.style.left = `${coords?.left ?? 0}px`;
  menu.style.top = `${(coords?.bottom ?? 0) + window.scrollY}px`;
  for (const a of usable) {
    const li = document.createElement('li');
    li.textContent = a.title;
    li.onclick = () => {
      menu.remove();
      const edits = a.edit!.changes?.[URI] ?? a.edit!.documentChanges?.find((c) => c.textDocument.uri === URI)?.edits ?? [];
      applyEdits(view, edits);
      view.focus();
    };
    menu.append(li);
  }
  document.body.append(menu);
  return true;
}

// ---- the editor -----------------------------------------------------------------------------------

let lastDiagnostics: { range: LspRange; message: string; severity: number; code?: string }[] = [];
/** The LSP plugin, swapped when the document moves to another example's path. */
const docPlugin = new Compartment();

/**
 * The basic setup's search (playground/search.ts), added once the first diagnostics are in or at
 * the first key pressed in the editor; a failed load is tried again at the next key.
 */
const search = new Compartment();
let searchLoad: Promise<void> | undefined;
function loadSearch(): void {
  searchLoad ??= import('./search').then(
    (m) => void view.dispatch({ effects: search.reconfigure(m.searchExtensions) }),
    () => void (searchLoad = undefined),
  );
}

const view = new EditorView({
  parent: $('editor'),
  extensions: [
    firstSetup,
    // Where the basic setup has the search keys: after the default ones, before history's.
    search.of([]),
    laterSetup,
    EditorView.domEventHandlers({ keydown: () => void loadSearch() }),
    textmateHighlighting,
    docPlugin.of([]),
    keymap.of([
      { key: 'Shift-Alt-f', run: formatDocument },
      { key: 'Mod-.', run: (v) => (void quickFixes(v), true) },
    ]),
    EditorView.updateListener.of((u) => {
      if (!u.docChanged) return;
      // Every edit is kept at once: a reload or a crash loses nothing.
      if (fileName) {
        store.save(fileName, u.state.doc.toString());
        showStorageProblem();
      }
      // Send the edit now rather than on the client's own timer: the server debounces anyway.
      queueMicrotask(() => client.sync());
      scheduleRefresh();
    }),
  ],
});


function showProblems() {
  const list = $('problems');
  list.replaceChildren();
  const names = ['', 'error', 'warning', 'info', 'info'];
  for (const d of lastDiagnostics) {
    const li = document.createElement('li');
    li.className = names[d.severity] ?? 'info';
    // The server speaks of files on disk; say what "disk" means here.
    const hint = d.code === 'import-not-found' ? ' (The playground can import only the files of the Example menu.)' : '';
    li.textContent = `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code ?? ''}: ${d.message}${hint}`;
    li.onclick = () => {
      const from = toOffset(view.state.doc, d.range.start);
      view.dispatch({ selection: EditorSelection.cursor(from), scrollIntoView: true });
      view.focus();
    };
    list.append(li);
  }
  // As `drydock check` counts: information (a finding an `allow` accepted) is no problem.
  const errors = lastDiagnostics.filter((d) => d.severity === 1).length;
  const warnings = lastDiagnostics.filter((d) => d.severity === 2).length;
  status(errors ? `${errors} error(s)` : warnings ? `${warnings} warning(s)` : 'no problems');
}

// ---- preview and ships ----------------------------------------------------------------------------

interface ShipInfo {
  name: string;
  displayName?: string;
  ruleset: string;
  systems: { id: string; type: string; base?: string }[];
  errors: number;
}
let ships: ShipInfo[] = [];
let svgText = '';
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshes = 0;

function scheduleRefresh() {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refresh(), 150);
}

async function refresh() {
  client.sync();
  try {
    ships = ((await client.request('drydock/ships', { uri: URI })) ?? []) as ShipInfo[];
  } catch {
    ships = [];
  }
  const picker = $<HTMLSelectElement>('ship');
  const wanted = picker.value;
  picker.replaceChildren(...ships.map((s) => new Option(s.displayName ? `${s.name} — ${s.displayName}` : s.name, s.name)));
  if (ships.some((s) => s.name === wanted)) picker.value = wanted;
  fillSystems();
  const ship = picker.value;
  if (!ship) {
    $('preview').textContent = 'No ship to draw yet.';
    svgText = '';
  } else if (!stateSheetOn) {
    try {
      svgText = String(await client.request('workspace/executeCommand', { command: 'drydock.renderSvg', arguments: [URI, ship] }));
      await showSvg(svgText);
    } catch (e) {
      $('preview').textContent = `Cannot draw ${ship}: ${(e as Error).message}`;
    }
  }
  refreshes++;
  $('preview').dataset.refreshes = String(refreshes);
  // The sheet of the simulated state is drawn once the actions have run again.
  await runSimulation();
}

async function showSvg(svg: string) {
  const { sanitizeSvg } = await loadSanitizer();
  $('preview').replaceChildren(sanitizeSvg(svg.replace(/^<\?xml[^>]*>\s*/, '')));
}

// ---- the sheet of the simulated state ----------------------------------------------------------
// "Sheet of this state" draws the preview as the simulation's actions leave the ship (the same
// sheet as `drydock render --state`), redrawn after every action; the downloads then save it.
let stateSheetOn = false;
/** The turn the state sheet shows, for the downloads' names (Excelsior-turn-2.svg). */
let stateTurn: number | undefined;

async function drawStateSheet(ship: string, sent: unknown[], run: number) {
  const r = (await client.request('drydock/stateSheet', { uri: URI, ship, actions: sent, page: $<HTMLSelectElement>('paper').value })) as { ok: boolean; problem?: string; svg?: string; turn?: number };
  await loadSanitizer();
  // A later run draws its own state: only the latest answer is shown.
  if (run !== simulationRun) return;
  if (!r.ok || !r.svg) {
    svgText = '';
    stateTurn = undefined;
    $('preview').textContent = r.problem ?? `Cannot draw the state of ${ship}.`;
    return;
  }
  svgText = r.svg;
  stateTurn = r.turn;
  await showSvg(svgText);
}

$('state-sheet').addEventListener('click', () => {
  stateSheetOn = !stateSheetOn;
  $('state-sheet').setAttribute('aria-pressed', String(stateSheetOn));
  stateTurn = undefined;
  void refresh();
});

/** What a download of the preview is called: the ship, and with a state its turn. */
const sheetName = (ship: string) => (stateSheetOn && stateTurn !== undefined ? `${ship}-turn-${stateTurn}` : ship);

$('ship').addEventListener('change', () => {
  actions = [];
  void refresh();
});
/** Saves `data` as a download named `name`, as the browser's own "Save link as" would. */
function saveAs(data: BlobPart, type: string, name: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([data], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 60000);
}

$('download').addEventListener('click', () => {
  if (!svgText) return;
  saveAs(svgText, 'image/svg+xml', `${sheetName($<HTMLSelectElement>('ship').value || 'ship')}.svg`);
});

// The PDF is drawn in the worker (playground/pdf-request.ts), which loads pdfkit on the first click.
$('download-pdf').addEventListener('click', async () => {
  const ship = $<HTMLSelectElement>('ship').value;
  if (!ship) return;
  const button = $<HTMLButtonElement>('download-pdf');
  button.disabled = true;
  const name = `${sheetName(ship)}.pdf`;
  status(`drawing ${name}…`);
  try {
    client.sync();
    const r = (await client.request('drydock/pdf', { uri: URI, ship, page: $<HTMLSelectElement>('paper').value, ...(stateSheetOn ? { actions: actions.slice() } : {}) })) as { ok: boolean; problem?: string; base64?: string; pages?: number };
    if (!r.ok || !r.base64) {
      status(r.problem ?? 'cannot make the PDF');
      return;
    }
    saveAs(Uint8Array.from(atob(r.base64), (c) => c.charCodeAt(0)), 'application/pdf', name);
    status(`${name}: ${r.pages} page(s)`);
  } catch (e) {
    status(`cannot make the PDF: ${(e as Error).message}`);
  } finally {
    button.disabled = false;
  }
});

// ---- simulation -----------------------------------------------------------------------------------

let actions: unknown[] = [];

function fillSystems() {
  const ship = ships.find((s) => s.name === $<HTMLSelectElement>('ship').value);
  const sel = $<HTMLSelectElement>('system');
  const keep = sel.value;
  sel.replaceChildren(...(ship?.systems ?? []).map((s) => new Option(`${s.id} (${s.type})`, s.id)));
  if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
}

function actionFor(kind: string): unknown {
  const ship = $<HTMLSelectElement>('ship').value;
  const system = $<HTMLSelectElement>('system').value;
  const num = (id: string) => Number($<HTMLInputElement>(id).value);
  switch (kind) {
    case 'turn':
      return { type: 'turn' };
    case 'damage':
      return { type: 'damage', ship, bearing: num('bearing'), amount: num('amount') };
    case 'regenerate':
      return { type: 'regenerate', ship, deflector: system };
    case 'warp':
      return { type: 'warp', ship };
    case 'draw':
      return { type: 'draw', ship, weapon: system, amount: num('amount') };
    default: {
      const text = $<HTMLInputElement>('custom').value.trim();
      try {
        return { ship, ...JSON.parse(text) };
      } catch {
        status(`not JSON: ${text}`);
        return undefined;
      }
    }
  }
}

for (const b of document.querySelectorAll<HTMLButtonElement>('#sim button[data-action]')) {
  b.addEventListener('click', async () => {
    const action = actionFor(b.dataset.action!);
    if (action === undefined) return;
    actions.push(action);
    await runSimulation();
  });
}
$('reset').addEventListener('click', async () => {
  actions = [];
  await runSimulation();
});

// A refresh after an edit and a button press can both be waiting on the server at once; only the
// latest call draws, and it replaces the list in one step, so answers never pile up or interleave.
let simulationRun = 0;
async function runSimulation() {
  const run = ++simulationRun;
  const ship = $<HTMLSelectElement>('ship').value;
  const list = document.querySelector('#results tbody')!;
  if (!ship) {
    list.replaceChildren();
    return;
  }
  const sent = actions.slice();
  const out = (await client.request('drydock/simulate', { uri: URI, ship, actions: sent })) as { ok: boolean; problem?: string; results: { ok: boolean; reason?: string }[]; state?: unknown };
  if (run !== simulationRun) return;
  const rows: HTMLTableRowElement[] = [];
  const row = (cls: string, cells: string[], data?: { action: unknown; result: unknown }) => {
    const tr = document.createElement('tr');
    tr.className = cls;
    for (const c of cells) {
      const td = document.createElement('td');
      td.textContent = c;
      tr.append(td);
    }
    // The exact action and result, for a reader who wants them (shown on hover) and for tests.
    if (data) {
      tr.dataset.action = JSON.stringify(data.action);
      tr.dataset.result = JSON.stringify(data.result);
      tr.title = `${tr.dataset.action} → ${tr.dataset.result}`;
    }
    rows.push(tr);
  };
  if (!out.ok) row('refused', ['', 'cannot simulate', out.problem ?? 'cannot simulate']);
  out.results.forEach((r, i) => row(r.ok ? 'ok' : 'refused', [String(i + 1), describeAction(sent[i]), describeResult(r)], { action: sent[i], result: r }));
  list.replaceChildren(...rows);
  $('state').textContent = out.state ? JSON.stringify(out.state, null, 2) : '';
  if (stateSheetOn) {
    await drawStateSheet(ship, sent, run);
    if (run !== simulationRun) return;
  }
  $('preview').dataset.simulations = String(run);
}

// ---- files, examples, formatting, sharing -----------------------------------------------------------

/** Opens the user's file `name` in the editor (the store must hold it). */
function openFile(name: string) {
  const text = store.text(name) ?? '';
  actions = [];
  store.open(name);
  const next = uriOf(name);
  // The other files go to the language server's file system first, so imports of them resolve.
  client.notification('drydock/files', { files: store.others(name) });
  fileName = name;
  if (next === URI) {
    if (view.state.doc.toString() !== text) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
  } else {
    // Close the old document and open the new one under its own address (the plugin does both).
    URI = next;
    lastDiagnostics = [];
    showProblems();
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, effects: docPlugin.reconfigure(client.plugin(URI, 'ship')) });
  }
  refreshFileList(filesUi);
  examples.value = EXAMPLE_INDEX.some((e) => e.name === name) ? name : '';
}

/** Adds `text` as a new file named after `wanted` (a free name), or opens the file already holding it. */
function addFile(wanted: string, text: string): string {
  const name = store.freeName(wanted, text);
  store.save(name, text);
  openFile(name);
  showStorageProblem();
  return name;
}

const filesUi = initFiles({ store, open: openFile, add: addFile, current: () => fileName, source: () => view.state.doc.toString(), status, rename: (from, to) => {
  store.rename(from, to);
  URI = '';
  openFile(to);
}, remove: (name) => {
  store.remove(name);
  URI = '';
  if (!store.current) store.save('untitled.ship', 'ruleset b5wars\n');
  openFile(store.current!);
} });

function showStorageProblem() {
  const banner = $('notice');
  if (store.problem) {
    banner.textContent = store.problem;
    banner.hidden = false;
  } else if (banner.dataset.kind === 'storage') banner.hidden = true;
  banner.dataset.kind = store.problem ? 'storage' : (banner.dataset.kind ?? '');
}

function notice(text: string) {
  const banner = $('notice');
  banner.textContent = text;
  banner.dataset.kind = 'notice';
  banner.hidden = false;
}

const examples = $<HTMLSelectElement>('examples');
{
  const group = (label: string, list: typeof EXAMPLE_INDEX) => {
    const g = document.createElement('optgroup');
    g.label = label;
    g.append(...list.map((e) => new Option(e.name, e.name)));
    return g;
  };
  examples.append(new Option('(choose)', ''), group('Ships', EXAMPLE_INDEX.filter((e) => !e.library)), group('Weapon and system libraries', EXAMPLE_INDEX.filter((e) => e.library)));
}
// The page holds only the examples' names: the text comes from the worker, which has them all.
examples.addEventListener('change', async () => {
  const wanted = examples.value;
  if (!EXAMPLE_INDEX.some((e) => e.name === wanted)) return;
  const text = (await client.request('drydock/example', { name: wanted })) as string | null;
  if (typeof text !== 'string') {
    status(`cannot open the example ${wanted}`);
    return;
  }
  const name = addFile(wanted, text);
  status(name === wanted ? `opened the example ${wanted}` : `opened the example as ${name} (your ${wanted} is kept)`);
});
$('format').addEventListener('click', () => {
  formatDocument(view);
  view.focus();
});
$('fix').addEventListener('click', () => void quickFixes(view));
$('share').addEventListener('click', async () => {
  const hash = await encodeShare(view.state.doc.toString(), fileName);
  history.replaceState(null, '', `#${hash}`);
  try {
    await navigator.clipboard.writeText(location.href);
    status('link copied');
  } catch {
    status('link in the address bar');
  }
});

async function start() {
  let shared: { source: string; file?: string } | undefined;
  let refused: string | undefined;
  if (location.hash.length > 1) {
    try {
      shared = await decodeShare(location.hash.slice(1));
    } catch (e) {
      refused = (e as Error).message;
    }
  }
  if (!store.names().length) store.save(FIRST_EXAMPLE?.name ?? 'untitled.ship', FIRST_EXAMPLE?.text ?? 'ruleset b5wars\n');
  if (shared) {
    const name = addFile(shared.file ?? 'shared.ship', shared.source);
    status(`opened a shared link as ${name}`);
  } else {
    openFile(store.current ?? store.names()[0]);
    status('ready');
  }
  if (refused) notice(`This link could not be opened: ${refused}. Nothing of it was loaded; your own files are as you left them.`);
  showStorageProblem();
}
void start();

// For tests and the benchmark: read what the page shows without scraping the DOM.
(window as unknown as { drydock: unknown }).drydock = {
  view,
  client,
  diagnostics: () => lastDiagnostics,
  firstDiagnosticsAt: () => firstDiagnostics,
  source: () => view.state.doc.toString(),
  uri: () => URI,
  refreshes: () => refreshes,
};
