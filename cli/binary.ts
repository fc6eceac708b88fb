// The whole command line of the standalone executable, as one script (scripts/package-binary.mjs
// bundles it; cli/binary-main.ts loads it): what runs `drydock` with no command, `--help`, or a
// command that has no script of its own in the executable.
import './binary-fonts';
import { main } from './main';

/** Runs `drydock ARGS...`; resolves to the exit status. */
export function run(argv: string[]): Promise<number> {
  return main(argv);
}
