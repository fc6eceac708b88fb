// Modules the playground build provides (scripts/playground.mjs).
declare module 'drydock:examples' {
  export const EXAMPLES: { name: string; text: string }[];
}
declare module '*.json' {
  const value: unknown;
  export default value;
}
