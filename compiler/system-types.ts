// The one system-type resolver. A `system NAME extends BASE { ... }` declaration of a .ship file
// and an entry of a JSON document's `types` resolve the same way: the `extends` chain is walked
// from its root down (so any depth resolves with constant recursion), a cycle is reported once,
// a type named like a built-in kind is reported as shadowing it, an unknown base is reported with
// a suggestion, and a base that failed to resolve is not reported again. Only reading the
// parameters differs between the formats (the host's `readParams`).
import type { DiagnosticData } from '../grammar/diagnostic';
import { systemKind, systemKinds } from './catalog/index';
import type { Ruleset, SystemKind } from './catalog/types';
import type { Located, Loc, SystemTypeModel } from './model';
import { didYouMean } from './suggest';
import { describeCycle } from './cycle-message';

/** What the resolver needs to know of a declaration, whatever its format. */
export interface TypeDeclInfo {
  name: string;
  nameLoc: Loc;
  /** The `extends` target as written (undefined when none is). */
  base?: { name: string; loc: Loc };
  ruleset?: Ruleset;
  loc: Loc;
  doc?: string;
}

export interface TypeHost<D> {
  info(decl: D): TypeDeclInfo;
  /** The type declaration a name refers to where `decl` is written. */
  lookup(decl: D, name: string): D | undefined;
  /** Every type name visible where `decl` is written (for suggestions). */
  visibleNames(decl: D): string[];
  /** The declaration's own parameters over those it inherits (values are read the format's way). */
  readParams(decl: D, builtin: SystemKind, inherited: SystemTypeModel | undefined): { params: Map<string, Located>; ionBased: boolean; invalid?: Set<string> };
  report(decl: D, code: string, message: string, loc: Loc, data?: DiagnosticData): void;
  /** How the format writes a name in a fix: `ionCannon` in a .ship file, `"ionCannon"` in JSON. */
  nameText(name: string): string;
}

/** "`ionCanon` is not an sfb system kind or a declared system type. Did you mean 'ionCannon'?" */
export function unknownKindMessage(
  ruleset: Ruleset,
  name: string,
  typeNames: readonly string[],
  opts: { mentionTypes?: boolean; extraCandidates?: readonly string[] } = {},
): { message: string; suggestion?: string } {
  const dym = didYouMean(name, [...systemKinds(ruleset).map((k) => k.name), ...typeNames, ...(opts.extraCandidates ?? [])]);
  const types = opts.mentionTypes ?? typeNames.length > 0;
  return {
    message: `\`${name}\` is not ${ruleset === 'sfb' ? 'an' : 'a'} ${ruleset} system kind${types ? ' or a declared system type' : ''}.${dym.text}`,
    suggestion: dym.suggestion,
  };
}

/** A quick fix replacing the name at `loc` with the suggestion. */
export function replaceNameFix(loc: Loc, suggestion: string | undefined, text: string = suggestion ?? ''): DiagnosticData | undefined {
  return suggestion ? { suggestion, fixes: [{ title: `Change to \`${suggestion}\``, edits: [{ span: loc.span, newText: text }] }] } : undefined;
}

export class SystemTypeResolver<D> {
  private readonly done = new Map<D, SystemTypeModel | null>();
  private readonly inProgress = new Set<D>();

  constructor(private readonly host: TypeHost<D>) {}

  /** The resolved type of a declaration; null when its chain does not resolve (already reported). */
  resolve(decl: D): SystemTypeModel | null {
    if (this.done.has(decl)) return this.done.get(decl)!;
    // Resolve a deep chain from its root down: each step then finds its base already resolved.
    const chain: D[] = [];
    const seen = new Set<D>();
    let cur: D | undefined = decl;
    for (; cur !== undefined && !this.done.has(cur) && !seen.has(cur); ) {
      seen.add(cur);
      chain.push(cur);
      const base: TypeDeclInfo['base'] = this.host.info(cur).base;
      cur = base ? this.host.lookup(cur, base.name) : undefined;
    }
    if (cur !== undefined && seen.has(cur)) this.breakCycle(chain.slice(chain.indexOf(cur)));
    for (let i = chain.length - 1; i > 0; i--) this.step(chain[i]);
    return this.step(decl);
  }

  /** Every member of a cycle is reported once, naming the loop, and resolves to nothing. */
  private breakCycle(members: D[]): void {
    const loop = describeCycle(members.map((m) => `\`${this.host.info(m).name}\``));
    for (const m of members) {
      const info = this.host.info(m);
      this.host.report(m, 'extends-cycle', `The system type \`${info.name}\` extends itself through a cycle: ${loop}. Make one of them extend something outside the cycle.`, info.base?.loc ?? info.nameLoc);
      this.done.set(m, null);
    }
  }

  private step(decl: D): SystemTypeModel | null {
    if (this.done.has(decl)) return this.done.get(decl)!;
    if (this.inProgress.has(decl)) {
      const info = this.host.info(decl);
      this.host.report(decl, 'extends-cycle', `The system type \`${info.name}\` extends itself through a cycle.`, info.base?.loc ?? info.nameLoc);
      this.done.set(decl, null);
      return null;
    }
    this.inProgress.add(decl);
    const result = this.build(decl);
    this.inProgress.delete(decl);
    this.done.set(decl, result);
    return result;
  }

  private build(decl: D): SystemTypeModel | null {
    const info = this.host.info(decl);
    const { name, ruleset } = info;
    if (!info.base) {
      this.host.report(decl, 'missing-extends', `The system type \`${name}\` needs a behaviour: write \`system ${name} extends <kind>\` with the built-in kind it works like.`, info.nameLoc);
      return null;
    }
    if (!ruleset) {
      this.host.report(decl, 'missing-ruleset', 'This file declares a system type but has no `ruleset` line; add `ruleset b5wars` or `ruleset sfb` at the top.', info.nameLoc);
      return null;
    }
    if (systemKind(ruleset, name)) this.host.report(decl, 'shadows-builtin', `\`${name}\` is already a built-in kind; pick another name for the system type.`, info.nameLoc);
    const user = this.host.lookup(decl, info.base.name);
    let inherited: SystemTypeModel | undefined;
    let builtin: SystemKind | undefined;
    if (user !== undefined) {
      const t = this.resolve(user);
      // A base that failed was reported where it is declared.
      if (!t) return null;
      inherited = t;
      builtin = t.builtin;
    } else {
      builtin = systemKind(ruleset, info.base.name);
      if (!builtin) {
        const u = unknownKindMessage(ruleset, info.base.name, this.host.visibleNames(decl), { mentionTypes: true });
        this.host.report(decl, 'unknown-kind', u.message, info.base.loc, replaceNameFix(info.base.loc, u.suggestion, u.suggestion && this.host.nameText(u.suggestion)));
        return null;
      }
    }
    const { params, ionBased, invalid } = this.host.readParams(decl, builtin, inherited);
    return { name, builtin, params, ionBased, loc: info.loc, nameLoc: info.nameLoc, ...(info.doc !== undefined ? { doc: info.doc } : {}), ...(invalid?.size ? { invalid } : {}) };
  }
}
