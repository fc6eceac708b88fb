// Modules the playground build provides (scripts/playground.mjs).
declare module 'drydock:examples' {
  /** Every example, with its text (the worker's examples chunk only). */
  export const EXAMPLES: { name: string; text: string }[];
}
declare module 'drydock:example-index' {
  /** The examples menu: each example's name, and whether it is a library (playground/example-kind.ts). */
  export const EXAMPLE_INDEX: { name: string; library: boolean }[];
  /** The example a first visit opens (the first that is not a library), with its text. */
  export const FIRST_EXAMPLE: { name: string; text: string } | undefined;
}
declare module '*.json' {
  const value: unknown;
  export default value;
}
