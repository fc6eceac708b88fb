// Property tests run with a fixed fast-check seed so that CI is repeatable: a failure found once
// fails every time until it is fixed. Set DRYDOCK_FC_SEED=random (or a number) to explore other
// inputs locally; a failure prints its seed and path for a regression test.
import fc from 'fast-check';

const env = process.env.DRYDOCK_FC_SEED;
if (env !== 'random') fc.configureGlobal({ seed: env && /^-?\d+$/.test(env) ? Number(env) : 20261129 });
