// Preloaded (`node --require`) into each run of bench/fresh-check.ts, check and baseline alike: at
// exit, writes the process's CPU time (ms) and peak resident memory (KB) to file descriptor 3.
'use strict';
process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  try {
    require('node:fs').writeSync(3, `${(user + system) / 1000} ${process.resourceUsage().maxRSS}\n`);
  } catch {
    // No fd 3: run by hand.
  }
});
