// Runs the `drydock` command line from the TypeScript sources (through tsx). The tests use it only
// when the bundle (dist/cli.js) cannot be built; normally they spawn the real `bin/drydock.js`.
import { main } from '../../cli/main';

main(process.argv.slice(2)).then(
  (code) => {
    if (typeof code === 'number') process.exitCode = code;
  },
  (err) => {
    console.error(err);
    process.exitCode = 2;
  },
);
