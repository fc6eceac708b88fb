// The command table: one module per command, each loaded only when its command runs, so that
// `drydock check` does not load Prettier, the language server or the runtime, and `--version` or
// `--help` load no command at all (not even the compiler).
import type { Command } from './context';

const lazy =
  (load: () => Promise<Command>): Command =>
  async (argv, ctx) =>
    (await load())(argv, ctx);

export const commands: Record<string, Command> = {
  check: lazy(async () => (await import('./check')).check),
  build: lazy(async () => (await import('./build')).build),
  schema: lazy(async () => (await import('./schema')).schema),
  fmt: lazy(async () => (await import('./fmt')).fmt),
  sim: lazy(async () => (await import('./sim')).sim),
  convert: lazy(async () => (await import('./convert')).convert),
  render: lazy(async () => (await import('./render')).render),
  summary: lazy(async () => (await import('./summary')).summary),
  explain: lazy(async () => (await import('./explain')).explain),
  lsp: lazy(async () => (await import('./lsp')).lsp),
  // `import` is a reserved word, so cli/import.ts names its function importCommand.
  'import': lazy(async () => (await import('./import')).importCommand),
};
