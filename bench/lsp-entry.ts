// Runs `drydock ARGS...` from the TypeScript sources (through tsx). The language-server bench uses
// it only when the bundle (bin/drydock.js -> dist/cli.js) cannot start a server, and says so.
import { main } from '../cli/main';

main(process.argv.slice(2)).then(
  (code) => {
    if (typeof code === 'number') process.exitCode = code;
  },
  (err) => {
    console.error(err);
    process.exitCode = 2;
  },
);
