// Preloaded (`node --require`) into each cold-start run of bench/run.ts, the baseline `node -e 0`
// included: at exit, writes the process's CPU time so far (user + system, every thread) to file
// descriptor 3. On a loaded machine wall time is mostly waiting for a core; CPU time is the work.
'use strict';
process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  try {
    require('node:fs').writeSync(3, `${(user + system) / 1000}\n`);
  } catch {
    // No fd 3: run by hand.
  }
});
