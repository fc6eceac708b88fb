// The panels chunk (panels.js, playground/chunks.ts): what the sheet preview and the simulation
// panel need and the first diagnostic does not — the sheet renderer (render/index.ts), the rules
// runtime and its precompiled action validators. The worker loads it on the first preview.
import { loadRuntimeValidators } from '../cli/precompiled-family';

export { renderShipSvg } from '../render/index';
export { simulate, simulatedSheet, stateSheet } from './simulate';

/**
 * The runtime's action validators, precompiled by the build: nothing is compiled into a function
 * here, so the page's Content Security Policy needs no 'unsafe-eval'. Only that family is bundled:
 * the JSON input's validators are most of the generated code, and the playground edits .ship text.
 */
export const validators: Promise<boolean> = loadRuntimeValidators();
