// The system types of a JSON ship document: the declared ones (`types`), resolved down their
// `extends` chains, and the ones a compiled document uses without declaring them.
import { systemKind } from '../catalog/index';
import type { Ruleset, SystemKind } from '../catalog/types';
import type { Obj } from './values';

export interface JsonTypeEntry {
  name: string;
  ruleset: Ruleset;
  extends: string;
  ionBased?: boolean;
  doc?: string;
  [param: string]: unknown;
}

export interface TypeInfo {
  builtin: SystemKind;
  /** Effective parameter values of the type (catalog defaults, then the chain). */
  params: Obj;
  ionBased: boolean;
}

export class Types {
  private readonly entries = new Map<string, JsonTypeEntry>();
  private readonly resolved = new Map<string, TypeInfo>();
  /** Types the document uses without declaring them (compiled documents): name -> builtin. */
  readonly synthesized = new Map<string, { ruleset: Ruleset; builtin: SystemKind; ionBased: boolean }>();

  constructor(list: JsonTypeEntry[]) {
    for (const t of list) this.entries.set(`${t.ruleset}\0${t.name}`, t);
  }

  declared(): JsonTypeEntry[] {
    return [...this.entries.values()];
  }

  info(ruleset: Ruleset, name: string, seen = new Set<string>()): TypeInfo | undefined {
    const k = `${ruleset}\0${name}`;
    const done = this.resolved.get(k);
    if (done) return done;
    const builtin = systemKind(ruleset, name);
    if (builtin) {
      const params: Obj = {};
      for (const p of builtin.params) if (p.default !== undefined) params[p.name] = p.default;
      return { builtin, params, ionBased: !!builtin.ionBased };
    }
    const t = this.entries.get(k);
    if (t && !seen.has(k)) {
      seen.add(k);
      const base = this.info(ruleset, t.extends, seen);
      if (!base) return undefined;
      const params: Obj = { ...base.params };
      for (const [key, v] of Object.entries(t)) if (!['name', 'ruleset', 'extends', 'ionBased', 'doc'].includes(key)) params[key] = v;
      const info = { builtin: base.builtin, params, ionBased: typeof t.ionBased === 'boolean' ? t.ionBased : base.ionBased };
      this.resolved.set(k, info);
      return info;
    }
    const syn = this.synthesized.get(k);
    if (syn) return { builtin: syn.builtin, params: this.info(ruleset, syn.builtin.name)!.params, ionBased: syn.ionBased };
    return undefined;
  }

  /** Declarations in dependency order (a type after the type it extends). */
  ordered(): { ruleset: Ruleset; name: string; extends: string; ionBased?: boolean; doc?: string; params: Obj }[] {
    const out: { ruleset: Ruleset; name: string; extends: string; ionBased?: boolean; doc?: string; params: Obj }[] = [];
    const placed = new Set<string>();
    const place = (t: JsonTypeEntry, depth = 0) => {
      const k = `${t.ruleset}\0${t.name}`;
      if (placed.has(k) || depth > 100) return;
      const parent = this.entries.get(`${t.ruleset}\0${t.extends}`);
      if (parent) place(parent, depth + 1);
      placed.add(k);
      const params: Obj = {};
      for (const [key, v] of Object.entries(t)) if (!['name', 'ruleset', 'extends', 'ionBased', 'doc'].includes(key)) params[key] = v;
      const base = this.info(t.ruleset, t.extends);
      const ionBased = typeof t.ionBased === 'boolean' && (!base || base.ionBased !== t.ionBased) ? t.ionBased : undefined;
      out.push({ ruleset: t.ruleset, name: t.name, extends: t.extends, ...(ionBased !== undefined ? { ionBased } : {}), ...(t.doc ? { doc: t.doc } : {}), params });
    };
    for (const t of this.entries.values()) place(t);
    for (const [k, syn] of this.synthesized) {
      const name = k.split('\0')[1];
      out.push({ ruleset: syn.ruleset, name, extends: syn.builtin.name, ...(syn.ionBased !== !!syn.builtin.ionBased ? { ionBased: syn.ionBased } : {}), params: {} });
    }
    return out;
  }
}
