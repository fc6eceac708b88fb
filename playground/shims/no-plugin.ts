// format/plugin.ts as the worker's bundle sees it: nothing. Prettier and the real plugin are in
// the format chunk (./prettier-lazy.ts).
export {};
