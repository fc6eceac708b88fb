// The shape of the system catalog: the one description of every system kind, ship property and
// ruleset constant. Validation, completion, hover, the JSON Schemas and the generated TypeScript
// types are all read off these records (see compiler/catalog/index.ts).

export type Ruleset = 'b5wars' | 'sfb';

export type ParamType =
  | { kind: 'int'; min?: number; max?: number }
  /** Any number; fractions (`1/2`) and decimals allowed. */
  | { kind: 'number'; min?: number; max?: number }
  | { kind: 'arc' }
  | { kind: 'bool' }
  /**
   * Text in quotes. With `orName`, a bare name is accepted too and means a declaration of that
   * table (a hangar's `craft: Type7Shuttle` names a `flight`); the lowerer resolves it.
   */
  | { kind: 'string'; orName?: 'flight' }
  | { kind: 'enum'; values: readonly string[] }
  /** An arming sequence (`1+1+3`); a single number is a one-turn sequence. Emitted as number[]. */
  | { kind: 'sum'; min?: number }
  | { kind: 'list'; of: ParamType; minItems?: number; maxItems?: number }
  /** A damage dice expression in quotes (`"2d10+4"`, `"d6"`, `"3d10+2d6"`), checked (compiler/dice.ts). Emitted as written. */
  | { kind: 'dice' }
  /** Fire control against ships, medium and fighters: `[3, 2, -]`, where `-` means cannot fire at. Emitted as (number | null)[]. */
  | { kind: 'fireControl' }
  /**
   * Pulse figures `[base hits, grouping, maximum]`: base hits a whole number or a dice expression
   * in quotes (`"d3"`, `"d3-2"`; B5-WEAPON checks it, a roll counts as at least 1), grouping and
   * maximum whole numbers of at least 1. Emitted as [number | string, number, number].
   */
  | { kind: 'pulse' }
  /**
   * Sub-records written as blocks inside the system, one per name: `mode raking { damage: "2d10+4"
   * rake: 10 }` (`block` is the word that opens them, `names` the names allowed after it, `params`
   * what each block takes). Never written as `key: value`. Emitted as a list of objects in source
   * order, each `{ [nameKey]: name, ...figures }`.
   */
  | {
      kind: 'blocks';
      block: string;
      nameKey: string;
      names: readonly string[];
      params: readonly ParamSpec[];
      /**
       * A figure that states the block's kind when its name is not one of `names` (a weapon's
       * `mode quick { kind: raking }`): the entry's `nameKey` is then the kind and `nameField`
       * holds the block's own name.
       */
      kindKey?: string;
      nameField?: string;
    };

export interface ParamSpec {
  name: string;
  type: ParamType;
  /** Unit shown in hover and docs: `boxes`, `points`, `energy`, `degrees`, ... */
  unit?: string;
  default?: number | boolean | string | number[];
  required?: boolean;
  doc: string;
  /** rules.md IDs this parameter takes part in. */
  rules?: readonly string[];
  /**
   * The rules derive this value; a file may state it (as a printed SSD does) and the compiler
   * checks it (SSD-4). Derived parameters are never required.
   */
  derived?: boolean;
  /**
   * The rules.md ID of the rule that sets this parameter's min/max (ST-APT-1 for a launcher's
   * `stores`). A value outside is then not refused where it is read: it is kept, and that rule
   * reports it, so the diagnostic carries the rule's ID and `allow RULE "reason"` can excuse it
   * (the value then reaches the compiled ship as written).
   */
  rangeRule?: string;
  /**
   * The parameter still works but has a better form: what to write instead. The compiler reports
   * `deprecated-property` (info, with a fix where it can write one); completion tags the item and
   * hover says so.
   */
  deprecated?: string;
}

export type Category =
  | 'weapon'
  | 'defense'
  | 'power'
  | 'propulsion'
  | 'capacitor'
  | 'structure'
  | 'special';

export interface SystemKind {
  name: string;
  ruleset: Ruleset;
  /** Human name used in messages: "ion cannon". */
  title: string;
  category: Category;
  doc: string;
  rules: readonly string[];
  params: readonly ParamSpec[];
  /** At most one per ship; declared without an id, its id is its kind (language.md). */
  singleton?: boolean;
  /** H93: draws on the ionic capacitor and contributes its impulse cost to the capacity. */
  ionBased?: boolean;
  /**
   * Z-CC-1: the kind owns a share of the central capacitor maximum, the value of `param` (a
   * number, or the total of an energy sequence such as `arming`). `weaponsStatus1`: the share is
   * charged at weapons status I (Z-CC-4: every Phaser-Z fired once).
   */
  centralShare?: { param: string; weaponsStatus1?: boolean };
  /** Runtime (sfb): fires without arming, so its weapon record is ready from the start of play. */
  readyAtStart?: boolean;
  /**
   * Runtime: the behaviour module that plays this kind (runtime/<ruleset>/kinds, registered in
   * runtime/<ruleset>/behaviours.ts): its firing, arming, damage, repair and turn-start rules.
   */
  behaviour?: string;
  /**
   * What the runtime does not play for this kind, and so why `fire` refuses it: a system that is
   * aimed at a target (a transporter, a grappler, a micro-jump) but is not a weapon. Its figures
   * are data: checked, printed on the sheet, and its boxes take damage as any system's.
   */
  unplayed?: string;
  /** Runtime: the game state keeps a `weapons.<id>` record for each system of this kind. */
  weaponRecord?: boolean;
  /** Runtime (sfb): armed over several turns, so the `arm` and `hold` actions apply. */
  torpedo?: boolean;
  /** Where a block of this kind may stand in a ship. */
  placement: 'ship' | 'section' | 'either';
  /** Parameters a record sheet prints on the system's row even at their default value. */
  keyParams?: readonly string[];
  /**
   * The ship's derived values (keys of the compiled `derived` object) this kind's figures count
   * in: hover on one of its systems shows them. Traits imply some too (ionBased: the ionic
   * capacitor; centralShare: the central capacitor; a b5wars `power` parameter: the power budget).
   */
  derivedValues?: readonly string[];
}

/** Members that are groups, not systems: `section`, `shields { ... }`, `hits { ... }`. */
export interface GroupKind {
  name: string;
  ruleset: Ruleset;
  doc: string;
  rules: readonly string[];
  /** Properties the group accepts; for `shields` and `hits` the keys are checked by rules. */
  params: readonly ParamSpec[];
  placement: 'ship' | 'section';
  takesId: boolean;
}
