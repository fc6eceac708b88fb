// The sfb behaviour modules are registered in one place (runtime/sfb/behaviours.ts) and found
// through the catalog: every kind whose catalog entry names a behaviour has that module, every
// module is used, and the runtime's kind traits (ion-based, torpedo, weapon record) are the
// catalog's.
import { describe, expect, test } from 'vitest';
import { systemKinds } from '../../../compiler/catalog/index';
import type { CompiledSystem } from '../../../compiler/types';
import { behaviourOf, kindBehaviours, shipFeatures } from '../../../runtime/sfb/behaviours';
import { isIonBased } from '../../../runtime/sfb/common';
import { initWeapons } from '../../../runtime/sfb/weapons';

const sys = (type: string, extra: Partial<CompiledSystem> = {}): CompiledSystem => ({ id: type.toUpperCase(), type, ...extra }) as CompiledSystem;

describe('sfb behaviour registry', () => {
  const kinds = systemKinds('sfb');
  test('every behaviour a catalog entry names is registered, and every registered module is named', () => {
    const named = new Set(kinds.flatMap((k) => (k.behaviour ? [k.behaviour] : [])));
    for (const name of named) expect(kindBehaviours[name], name).toBeDefined();
    expect(Object.keys(kindBehaviours).sort()).toEqual([...named].sort());
  });
  test('a system finds its module through its built-in kind; a user type keeps its base kind', () => {
    expect(behaviourOf(sys('phaserZ'))).toBe(kindBehaviours.phaserZ);
    expect(behaviourOf(sys('HeavyQuantumTorpedo', { base: 'quantumTorpedo' }))).toBe(kindBehaviours.quantumTorpedo);
    expect(behaviourOf(sys('plasmaF'))).toBe(kindBehaviours.plasma);
    expect(behaviourOf(sys('bridge'))).toBeUndefined();
  });
  test('H93: ion-based is the catalog trait, or declared on a type (which then plays as an ion weapon)', () => {
    expect(kinds.filter((k) => k.ionBased).map((k) => k.name)).toEqual(['ionCannon', 'ionPulseGenerator', 'ionStormGenerator']);
    expect(isIonBased(sys('ionStormGenerator'))).toBe(true);
    expect(isIonBased(sys('LongIonCannon', { base: 'ionCannon' }))).toBe(true);
    expect(isIonBased(sys('Disruptor', { base: 'weapon', ionBased: true }))).toBe(true);
    expect(isIonBased(sys('weapon'))).toBe(false);
    expect(behaviourOf(sys('Disruptor', { base: 'weapon', ionBased: true }))).toBe(kindBehaviours.ionWeapon);
  });
  test('weapon records follow the catalog weaponRecord trait; torpedoes are the catalog torpedo kinds', () => {
    const ship = { name: 'T', ruleset: 'sfb', systems: kinds.map((k) => sys(k.name)), rules: {}, derived: {} } as never;
    const records = initWeapons(ship);
    const expected = kinds.filter((k) => k.weaponRecord).map((k) => k.name.toUpperCase());
    expect(Object.keys(records).sort()).toEqual(expected.sort());
    expect(records.IONCANNON!.kind).toBe('ion');
    expect(records.PLASMAZF!.kind).toBe('plasmaZF');
    expect(kinds.filter((k) => k.torpedo).map((k) => k.name)).toEqual(['quantumTorpedo', 'plasmaZF', 'plasmaF']);
  });
  test('ship features run in one fixed order', () => {
    expect(shipFeatures.map((f) => f.name)).toEqual(['ionicCapacitor', 'centralCapacitor', 'batteries', 'seventhShield', 'defenseField', 'cpu', 'standardRules']);
  });
  test('the catalog says which kinds start ready and which own a central capacitor share', () => {
    const ready = systemKinds('sfb').filter((k) => k.readyAtStart).map((k) => k.name);
    expect(ready.sort()).toEqual(['phaserZ', 'zAdminShuttle', 'zProbe']);
    const shares = systemKinds('sfb').filter((k) => k.centralShare).map((k) => [k.name, k.centralShare!.param, k.centralShare!.weaponsStatus1 === true]);
    expect(shares).toEqual([['phaserZ', 'fireCost', true], ['quantumTorpedo', 'arming', false], ['plasmaZF', 'arming', false]]);
  });
});
