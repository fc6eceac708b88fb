// The runtime uses the one arc geometry of the project (compiler/arcs.ts).
export * from '../../compiler/arcs';
