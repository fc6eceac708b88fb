// A FieryVoid ship read from PHP (read-php.ts) becomes drydock's shape: sections with their
// systems, shield projections, hit charts, ship figures, and the findings met on the way. The
// text is written by emit.ts.
import { CANNOT_ROLL_COST, shipProperty } from '../../compiler/catalog/index';
import { batteryFigure, CLASSES, classOf, type Arg, type ClassMap } from './classes';
import { HULLS, sectionName, type Hull } from './hulls';
import { libraryTypes } from './library';
import { isUnknown, type PhpChart, type PhpShip, type PhpSystem, type Value } from './read-php';
import type { Finding } from './report';

export interface OutSystem {
  id: string;
  type: string;
  props: [string, string][];
  /** Names FieryVoid's charts may call it by. */
  names: string[];
  tags: string[];
  src: PhpSystem;
  map: ClassMap;
  comment?: string;
}

export interface OutSection {
  name: string;
  location: number;
  structure?: number;
  armor?: number;
  arc?: [number, number];
  systems: OutSystem[];
  hits: { from: number; to: number; target: string; comment?: string }[];
}

export interface OutProjection {
  name: string;
  rating: number;
  armor: number;
  perHit: number;
  arc: [number, number];
  projectors: number;
  line: number;
}

export interface OutShip {
  className: string;
  flight: boolean;
  props: [string, string][];
  sections: OutSection[];
  projections: OutProjection[];
  allows: [string, string][];
  /** Comment lines written above the ship: what is carried as data only. */
  notes: string[];
  flightProps?: [string, string][];
  flightWeapons?: OutSystem[];
}

export type Convert = { ok: true; ship: OutShip } | { ok: false; reason: string; line?: number };

export function convertShip(php: PhpShip, findings: Finding[]): Convert {
  const hull = Object.hasOwn(HULLS, php.hull) ? HULLS[php.hull] : undefined;
  if (!hull) return { ok: false, reason: `the hull class ${php.hull} is not one the importer knows (${Object.keys(HULLS).join(', ')})`, line: php.line };
  return new Converter(php, hull, findings).run();
}

/** The rarities a ship may have: the catalog's `rarity` values. */
const RARITIES: readonly string[] = (() => {
  const t = shipProperty('b5wars', 'rarity')?.type;
  return t?.kind === 'enum' ? t.values : [];
})();

const num = (v: Value | undefined): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** A number as .ship text (at most 4 decimals, so 0.33 stays 0.33). */
export function numText(n: number): string {
  return String(Math.round(n * 10000) / 10000);
}

/** A text as a .ship string: one line, no quotes or backslashes inside, at most 200 characters. */
export function strText(s: string): string {
  const clean = s
    .replace(/<br\s*\/?>/gi, '; ')
    .replace(/[\u0000-\u001f\u007f"\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return `"${clean}"`;
}

/** A text safe inside a `//` comment. */
export function commentText(s: string): string {
  return s.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 300);
}

const arcText = (a: [number, number]): string => (a[0] === 0 && a[1] === 360 ? 'all' : `${a[0]}..${a[1]}`);

function arcWidth(a: [number, number]): number {
  return a[0] === 0 && a[1] === 360 ? 360 : (((a[1] - a[0]) % 360) + 360) % 360 || 360;
}

function normBearing(b: number): number {
  return ((Math.round(b) % 360) + 360) % 360;
}

/** FieryVoid writes a whole circle as 0..360 and an arc ending ahead as ..360 (drydock: ..0). */
export function arcOf(start: number, end: number): [number, number] {
  if ((start === 0 && end === 360) || (start === end && start !== undefined)) return [0, 360];
  return [normBearing(start), normBearing(end)];
}

class Converter {
  private readonly fields: PhpShip['fields'];
  private readonly lib = libraryTypes();
  /** One comment line per class whose FieryVoid rules drydock carries as data only. */
  private readonly dataNotes: string[] = [];
  /** FieryVoid classes the importer does not know, by location: a chart entry may be one of them. */
  private readonly unknownAt = new Map<number, string[]>();
  constructor(
    private readonly php: PhpShip,
    private readonly hull: Hull,
    private readonly findings: Finding[],
  ) {
    this.fields = php.fields;
  }

  private warn(code: string, line: number | undefined, message: string): void {
    this.findings.push({ code, severity: 'warning', line, message });
  }
  private info(code: string, line: number | undefined, message: string): void {
    this.findings.push({ code, severity: 'info', line, message });
  }

  private field(name: string): { value: Value; line: number } | undefined {
    return this.fields.get(name);
  }

  run(): Convert {
    const out: OutShip = { className: this.php.className, flight: !!this.hull.flight, props: [], sections: [], projections: [], allows: [], notes: [] };
    if (this.hull.flight) return this.flight(out);
    this.shipFigures(out);
    const sections = new Map<number, OutSection>();
    const section = (loc: number, line: number): OutSection | undefined => {
      let s = sections.get(loc);
      if (s) return s;
      const name = sectionName(loc);
      if (!name) {
        this.warn('fv-unknown-location', line, `location ${loc} is no section of a FieryVoid hull; its systems are not imported`);
        return undefined;
      }
      s = { name, location: loc, systems: [], hits: [] };
      sections.set(loc, s);
      return s;
    };
    const placed = new Set<PhpSystem>(this.php.systems);
    let power = 0;
    let thrust: number | undefined;
    const projectorOwners = new Map<PhpSystem, PhpSystem>();
    for (const s of this.php.systems) for (const p of s.projectors) projectorOwners.set(p, s);
    for (const sys of this.php.systems) {
      const map = classOf(sys.cls);
      if (!map) {
        this.warn('fv-unknown-class', sys.line, `FieryVoid class ${sys.cls} is not in the importer's table; the system is not imported (hits on it fall to structure)`);
        const loc = sys.location ?? 0;
        this.unknownAt.set(loc, [...new Set([...(this.unknownAt.get(loc) ?? []), sys.cls])]);
        out.notes.push(`Not imported (line ${sys.line}): ${sys.cls}, a class the importer does not know.`);
        continue;
      }
      if (map.role === 'skip') continue;
      const sec = section(sys.location ?? 0, sys.line);
      if (!sec) continue;
      const a = this.args(sys, map);
      if (map.role === 'structure') {
        if (sec.structure !== undefined) this.warn('fv-second-structure', sys.line, `section ${sec.name} gets a second Structure; the first is kept`);
        else {
          sec.structure = a.boxes;
          sec.armor = a.armor;
          if (sys.startArc !== undefined && sys.endArc !== undefined) sec.arc = arcOf(sys.startArc, sys.endArc);
        }
        continue;
      }
      if (map.role === 'projection') {
        out.projections.push({
          name: '',
          rating: a.boxes ?? 0,
          armor: a.armor ?? 0,
          perHit: a.rating ?? 0,
          arc: arcOf(a.start ?? 0, a.end ?? 360),
          projectors: sys.projectors.filter((p) => placed.has(p)).length,
          line: sys.line,
        });
        continue;
      }
      const o = this.system(sys, map, a);
      if (!o) continue;
      if (map.role === 'projector' && !projectorOwners.has(sys))
        this.warn('fv-unwired', sys.line, 'a shield projector no projection is wired to (`addProjector`); it is imported as a deflector of its own');
      power += this.powerOf(o, map, a, sys);
      if (map.role === 'reactor') power += a.output ?? 0;
      if (map.role === 'engine') thrust = (thrust ?? 0) + (a.output ?? 0);
      if (map.role === 'impulse') {
        thrust = (thrust ?? 0) + (a.output ?? 0);
        for (const n of sys.thrusters) {
          if (!placed.has(n)) this.warn('fv-unwired', n.line, 'a nacelle wired to the impulse drive but never added to the ship; its thrust is not counted');
          else thrust += num(n.args[3]) ?? 0;
        }
        if ((a.efficiency ?? 3) !== 3) out.notes.push(`FieryVoid's extra thrust costs ${a.efficiency} power a point (drydock's rule constant extraThrustPowerCost is 3).`);
      }
      sec.systems.push(o);
    }
    const impulses = this.php.systems.filter((s) => classOf(s.cls)?.role === 'impulse');
    for (const n of this.php.systems.filter((s) => classOf(s.cls)?.role === 'nacelle')) {
      if (impulses.some((i) => i.thrusters.includes(n))) continue;
      const drive = this.php.built.find((b) => b.thrusters.includes(n));
      if (drive)
        this.warn(
          'fv-unwired',
          n.line,
          `the nacelle is wired to the impulse drive built on line ${drive.line}, which is never added to the ship; its thrust feeds no drive, so none is written`,
        );
      else this.warn('fv-unwired', n.line, 'a nacelle no impulse drive is wired to (`addThruster`); its thrust feeds no drive, so none is written');
      for (const s of sections.values()) for (const o of s.systems) if (o.src === n) o.props = o.props.filter((p) => p[0] !== 'thrust');
    }
    const unplacedDrive = this.php.built.find((b) => classOf(b.cls)?.role === 'impulse' && !placed.has(b));
    if (unplacedDrive)
      this.warn('fv-unwired', unplacedDrive.line, 'an impulse drive is built but never added to the ship; FieryVoid plays the ship without it, and so does the import');
    this.unplaced(placed);
    out.sections = [...sections.values()].sort((x, y) => order(x.location) - order(y.location));
    this.ids(out.sections);
    const outer = out.sections.filter((s) => s.arc);
    const width = outer.reduce((w, s) => w + arcWidth(s.arc as [number, number]), 0);
    if (outer.length && width > 360) out.allows.push(['B5-SECTIONS', "FieryVoid's outer sections face overlapping arcs, as the source gives them"]);
    this.projections(out);
    for (const chart of this.php.charts) this.chart(chart, sections, out);
    const chartless = out.sections.filter((s) => !s.hits.length && (s.systems.length || s.structure !== undefined));
    for (const s of chartless) {
      const noSuch = this.php.hull === 'BaseShipNoAft' && s.location === 2 ? ` (${this.php.hull} has no aft section: its systems are hit only where another chart names them)` : '';
      this.warn('fv-no-hit-chart', this.php.line, `the source gives section ${s.name} (location ${s.location}) no hit chart${noSuch}; none is written`);
    }
    if (chartless.length) out.allows.push(['B5-HITS', `the source gives ${chartless.map((s) => s.name).join(', ')} no hit chart`]);
    if (power > 0) out.props.push(['power', numText(power)]);
    if (thrust !== undefined) out.props.push(['thrust', numText(thrust)]);
    this.hangar(out);
    if (this.php.systems.some((s) => classOf(s.cls)?.role === 'nacelle')) out.props.push(['warp', 'false']);
    out.notes.push(...this.dataNotes);
    return { ok: true, ship: out };
  }

  /** Systems built into variables and wired but never added: reported, since FieryVoid never plays them. */
  private unplaced(placed: Set<PhpSystem>): void {
    for (const s of this.php.systems) {
      for (const n of [...s.projectors, ...s.thrusters]) {
        if (!placed.has(n)) this.warn('fv-unwired', n.line, `${n.cls} is wired but never added to the ship; it is not imported`);
      }
    }
  }

  private args(sys: PhpSystem, map: ClassMap): Partial<Record<Arg, number>> {
    const out: Partial<Record<Arg, number>> = {};
    map.args.forEach((role, i) => {
      if (role === '-') return;
      const v = sys.args[i];
      if (v === undefined) return;
      if (isUnknown(v)) {
        this.warn('fv-not-constant', sys.line, `argument ${i + 1} of ${sys.cls} (${role}) is not a constant (${v.unknown}); it is left out`);
        return;
      }
      const n = num(v);
      if (n === undefined && typeof v !== 'boolean') this.warn('fv-not-constant', sys.line, `argument ${i + 1} of ${sys.cls} (${role}) is not a number; it is left out`);
      else if (n !== undefined) out[role] = n;
    });
    if (map.battery) this.battery(sys, map, out);
    return out;
  }

  /** A mount of several guns in one housing: its boxes and power by the battery rule, from the type's one-gun figures. */
  private battery(sys: PhpSystem, map: ClassMap, a: Partial<Record<Arg, number>>): void {
    const count = a.count;
    if (count === undefined) return;
    if (!Number.isInteger(count) || count < 1) {
      this.warn('fv-bad-count', sys.line, `${sys.cls} with ${count} guns: a mount holds a whole number of guns, at least 1; written as one gun`);
      delete a.count;
      return;
    }
    if (count === 1 || !map.battery) return;
    const one = this.lib.get(map.type);
    if (one?.boxes !== undefined) a.boxes = batteryFigure(one.boxes, map.battery.boxes, count);
    if (one?.power !== undefined) a.power = batteryFigure(one.power, map.battery.power, count);
  }

  private powerOf(o: OutSystem, map: ClassMap, a: Partial<Record<Arg, number>>, sys: PhpSystem): number {
    if (map.role === 'nacelle') {
      if (a.power) o.comment = [o.comment, `FieryVoid: draws ${a.power} power (counted in the ship's power; a nacelle has no power of its own here)`].filter(Boolean).join('; ');
      return a.power ?? 0;
    }
    if (a.power) return a.power;
    const typed = this.lib.get(o.type);
    void sys;
    return typed?.power ?? 0;
  }

  private system(sys: PhpSystem, map: ClassMap, a: Partial<Record<Arg, number>>): OutSystem | undefined {
    let type = map.type;
    if (map.byCount) {
      const count = a.count ?? 1;
      const t = map.byCount[count];
      if (!t) {
        this.warn(
          'fv-no-type-for-count',
          sys.line,
          `${sys.cls} with ${count} barrels has no library type (${Object.keys(map.byCount).join(' or ')} barrels have); written with the figures of ${Object.keys(map.byCount)[0]}`,
        );
      } else type = t;
    }
    const props: [string, string][] = [];
    const arcNotes: string[] = [];
    if (a.start !== undefined && a.end !== undefined) props.push(['arc', arcText(arcOf(a.start, a.end))]);
    if (a.armor !== undefined) props.push(['armor', numText(a.armor)]);
    const typed = this.lib.get(type);
    // A weapon's 0 is "the class default", which its library type states.
    if (a.boxes !== undefined && !(map.defaults && a.boxes === 0 && typed?.boxes !== undefined)) props.push(['boxes', numText(a.boxes)]);
    else if (!map.defaults && a.boxes === undefined && !typed?.boxes) this.warn('fv-no-boxes', sys.line, `${sys.cls} gives no structure; it is written without boxes`);
    if (a.power && map.role !== 'nacelle') props.push(['power', numText(a.power)]);
    if ((map.type === 'sensors' || map.type === 'AbsorptionShield') && a.rating !== undefined) props.push(['rating', numText(a.rating)]);
    if ((map.type === 'thruster' || map.role === 'engine') && a.output !== undefined) props.push(['rating', numText(a.output)]);
    if (map.role === 'impulse' || map.role === 'nacelle') props.push(['thrust', numText(a.output ?? 0)]);
    if (map.role === 'projector') props.push(['value', numText(a.rating ?? 0)]);
    if (map.role === 'hangar' && a.output !== undefined) props.push(['launchRate', numText(a.output)]);
    if (a.ammo !== undefined) props.push(['ammo', numText(a.ammo)]);
    if (a.contingents !== undefined) props.push(['contingents', numText(a.contingents)]);
    // A micro-jump's distance is its longest jump; FieryVoid's reload is the turns between jumps.
    if (a.distance !== undefined) props.push(['maxDistance', numText(a.distance)]);
    if (a.reload !== undefined) props.push(['recharge', numText(a.reload)]);
    for (const [k, v] of Object.entries(map.fixed ?? {})) props.push([k, v]);
    if (map.extra) props.push(...map.extra(sys.args.map((v) => (isUnknown(v) ? undefined : v))));
    if (sys.displayName) props.push(['label', strText(sys.displayName)]);
    if (map.dataOnly) {
      // A function may say nothing for some mounts (a one-beam tractor beam has nothing left out).
      const what = typeof map.dataOnly === 'function' ? map.dataOnly(sys.args.map((v) => (isUnknown(v) ? '?' : v))) : map.dataOnly;
      const note = `FieryVoid ${sys.cls}, not stated as data: ${what}.`;
      if (what && !this.dataNotes.includes(note)) {
        this.dataNotes.push(note);
        this.info('fv-data-only', sys.line, `${sys.cls}: ${what} (carried as a comment)`);
      }
    }
    if (sys.startArc !== undefined || sys.endArc !== undefined) {
      const start = sys.startArc ?? a.start;
      const end = sys.endArc ?? a.end;
      // A class with no firing arc of its own (a cargo bay, a nacelle) takes FieryVoid's arc as
      // the bearings it can be hit from, which drydock's kind has no figure for.
      if (start !== undefined && end !== undefined && !map.args.includes('start')) {
        const note = `FieryVoid: hit only from ${arcText(arcOf(start, end))}`;
        arcNotes.push(note);
        this.info('fv-data-only', sys.line, `the ${sys.cls}'s arc ${arcText(arcOf(start, end))} (the bearings it is hit from) has no figure in drydock; carried as a comment`);
      } else if (start !== undefined && end !== undefined) {
        const i = props.findIndex((p) => p[0] === 'arc');
        const arc: [string, string] = ['arc', arcText(arcOf(start, end))];
        if (i >= 0) props[i] = arc;
        else props.unshift(arc);
      }
    }
    for (const o of sys.overrides) this.info('fv-data-only', o.line, `\`->${o.name}\` on ${sys.cls} is not carried`);
    const names = sys.displayName ? [sys.displayName] : map.names;
    return { id: map.id, type, props, names, tags: [...(map.tags ?? []), ...sys.tags], src: sys, map, ...(arcNotes.length ? { comment: arcNotes.join('; ') } : {}) };
  }

  /** Ids: the class's prefix alone when the ship has one such system, numbered when several. */
  private ids(sections: OutSection[]): void {
    const all = sections.flatMap((s) => s.systems);
    const count = new Map<string, number>();
    for (const s of all) count.set(s.id, (count.get(s.id) ?? 0) + 1);
    const next = new Map<string, number>();
    for (const s of all) {
      if ((count.get(s.id) ?? 0) > 1) {
        const n = (next.get(s.id) ?? 0) + 1;
        next.set(s.id, n);
        s.id = `${s.id}${n}`;
      }
    }
  }

  private projections(out: OutShip): void {
    const ps = out.projections;
    if (!ps.length) return;
    const layout = standardLayout(this.hull.size, ps.length);
    const used = new Set<string>();
    let offLayout = false;
    ps.forEach((p, i) => {
      const same = ps.findIndex((q) => q.arc[0] === p.arc[0] && q.arc[1] === p.arc[1]);
      if (same < i)
        this.warn(
          'fv-projection-overlap',
          p.line,
          `this shield projection faces ${p.arc[0]}..${p.arc[1]}, as the one on line ${ps[same].line} does; both are written as the source gives them`,
        );
    });
    for (const p of ps) {
      const std = layout?.find((l) => l.arc[0] === p.arc[0] && l.arc[1] === p.arc[1]);
      if (std && !used.has(std.name)) {
        p.name = std.name;
      } else {
        offLayout = true;
        p.name = directionOf(p.arc, used);
      }
      used.add(p.name);
    }
    if (offLayout || !layout) out.allows.push(['ST-SH-1', `FieryVoid's projection arcs for this hull, as the source gives them`]);
    if (ps.every((p) => p.projectors === 0)) out.allows.push(['ST-SH-9', 'the source wires no shield projector to any projection: they never regenerate']);
    else for (const p of ps) if (p.projectors === 0) this.info('fv-data-only', undefined, `the ${p.name} projection has no shield projector wired to it`);
  }

  private chart(chart: PhpChart, sections: Map<number, OutSection>, out: OutShip): void {
    const sec = sections.get(chart.location);
    if (!sec) {
      const unknown = this.unknownAt.get(chart.location);
      if (unknown?.length)
        this.warn(
          'fv-chart-unimported',
          chart.line,
          `the hit chart of location ${chart.location} is for systems of classes the importer does not know (${unknown.join(', ')}); not imported`,
        );
      else {
        // A location with a chart and nothing hittable (only invulnerable thrusters, say): its
        // chart still decides where a shot from that side lands, so it becomes a section with
        // a chart and no structure of its own.
        const name = sectionName(chart.location);
        if (!name) {
          this.warn('fv-chart-no-section', chart.line, `the hit chart of location ${chart.location} is for no section of a FieryVoid hull; not imported`);
          return;
        }
        const made: OutSection = { name, location: chart.location, systems: [], hits: [] };
        sections.set(chart.location, made);
        out.sections.push(made);
        out.sections.sort((x, y) => order(x.location) - order(y.location));
        this.info('fv-chart-only-section', chart.line, `location ${chart.location} holds no system and no structure, only a hit chart: written as section ${name} with its chart and no structure`);
        this.chart(chart, sections, out);
      }
      return;
    }
    const rows = [...chart.rows].sort((a, b) => a.last - b.last);
    let from = 1;
    for (const row of rows) {
      const to = Math.min(20, Math.floor(row.last));
      if (to < from) {
        this.warn('fv-hit-chart', row.line, `hit chart row ${row.last} => "${row.name}" covers no roll; not imported`);
        continue;
      }
      const { target, comment } = this.target(row.name, sec, sections, row.line);
      // Structure a section has none of: FieryVoid hits the primary structure instead.
      const passed = target === 'structure' && sec.structure === undefined && sec.location !== 0 && sections.get(0)?.structure !== undefined;
      sec.hits.push({ from, to, target: passed ? 'primary.structure' : target, comment });
      from = to + 1;
    }
    if (from <= 20) this.warn('fv-hit-chart', chart.line, `the ${sec.name} hit chart stops at ${from - 1}; rolls ${from}..20 are not covered`);
    void out;
  }

  private target(name: string, sec: OutSection, sections: Map<number, OutSection>, line: number): { target: string; comment?: string } {
    const lower = name.trim().toLowerCase();
    if (lower === 'structure') return sec.structure === undefined ? this.structureOf(sec, sec, sections, name, line) : { target: 'structure' };
    if (lower === 'primary') return { target: 'primary' };
    let where = sec;
    let what = name.trim();
    const cross = /^(\d+):(.*)$/.exec(what);
    if (cross) {
      const other = sections.get(Number(cross[1]));
      if (!other) {
        const unknown = this.unknownAt.get(Number(cross[1]));
        if (unknown?.length) {
          this.warn(
            'fv-chart-unimported',
            line,
            `the hit chart names "${name}", at a location that holds only classes the importer does not know (${unknown.join(', ')}); the hit is written as structure`,
          );
          return { target: 'structure', comment: `FieryVoid names "${commentText(name)}" here (not imported): written as structure` };
        }
        return this.missing(name, sec, line, `location ${cross[1]} has no section`);
      }
      where = other;
      what = cross[2].trim();
      if (what.toLowerCase() === 'structure') return this.structureOf(where, sec, sections, name, line);
    }
    let found: OutSystem[];
    let isStructure = false;
    const tag = /^TAG:(.*)$/i.exec(what);
    if (tag) {
      const t = tag[1].trim().toLowerCase();
      found = where.systems.filter((s) => s.tags.some((x) => x.toLowerCase() === t));
      isStructure = this.php.systems.some((s) => classOf(s.cls)?.role === 'structure' && s.location === where.location && s.tags.some((x) => x.toLowerCase() === t));
    } else {
      const n = what.toLowerCase();
      found = where.systems.filter((s) => s.names.some((x) => x.toLowerCase() === n));
      if (!found.length) found = where.systems.filter((s) => s.map.names.some((x) => x.toLowerCase() === n));
    }
    if (!found.length) {
      if (isStructure) return { target: where === sec ? 'structure' : `${where.name === 'primary' ? 'primary' : 'structure'}` };
      return this.missing(name, where, line, `${where.name} has no such system`);
    }
    if (found.length === 1) return { target: found[0].id };
    return { target: `[${found.map((s) => s.id).join(', ')}]` };
  }

  /**
   * `"0:Structure"` from another location, or `"Structure"` on a location with none: the structure
   * of a section that has some takes the hit (FieryVoid passes a hit a location cannot take to
   * the primary structure).
   */
  private structureOf(where: OutSection, sec: OutSection, sections: Map<number, OutSection>, name: string, line: number): { target: string; comment?: string } {
    const primary = sections.get(0);
    const holder = where.structure !== undefined ? where : primary;
    if (!holder || holder.structure === undefined) return this.missing(name, where, line, `${where.name} has no structure`);
    if (holder === sec) return { target: 'structure' };
    return where === holder ? { target: `${holder.name}.structure` } : { target: `${holder.name}.structure`, comment: `FieryVoid names the structure of ${where.name}, which has none: the ${holder.name} structure takes the hit` };
  }

  private missing(name: string, where: OutSection, line: number, why: string): { target: string; comment: string } {
    const words = name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4);
    const knownName = Object.values(CLASSES).some((m) => m.names.some((x) => x.toLowerCase() === name.trim().toLowerCase()));
    const unknown = knownName ? undefined : this.unknownAt.get(where.location)?.filter((c) => words.some((w) => c.toLowerCase().includes(w)));
    if (unknown?.length) {
      this.warn(
        'fv-chart-unimported',
        line,
        `the hit chart names "${name}", perhaps the ${unknown.join(' or ')} of ${where.name} that the importer does not know; the hit is written as structure`,
      );
      return { target: 'structure', comment: `FieryVoid names "${commentText(name)}" here (perhaps ${commentText(unknown.join(' or '))}, not imported): written as structure` };
    }
    this.warn('fv-chart-names-missing', line, `the hit chart names "${name}", but ${why}; FieryVoid lets that hit fall to structure, and so does the import`);
    return { target: 'structure', comment: `FieryVoid names "${commentText(name)}" here (${where.name} has none): the hit falls to structure` };
  }

  private hangar(out: OutShip): void {
    const fighters = this.field('fighters');
    if (!fighters) return;
    const v = fighters.value;
    const entries = v && typeof v === 'object' && !Array.isArray(v) && 'entries' in v ? v.entries : [];
    let total = 0;
    const crafts: string[] = [];
    for (const [k, n] of entries) {
      if (typeof k === 'string' && typeof n === 'number') {
        total += n;
        // FieryVoid keys fighters by their size ("normal", "heavy"); other keys name the craft.
        crafts.push(/^(normal|light|medium|heavy|superheavy)$/i.test(k.trim()) ? `${k.trim()} fighters` : k);
      }
    }
    if (!total) return;
    const hangars = out.sections.flatMap((s) => s.systems).filter((s) => s.map.role === 'hangar');
    // FieryVoid lets a ship carry craft with no hangar system (the Suliban Helix's 72 fighters):
    // a ship-level complement (B5-HANGAR).
    if (!hangars.length) {
      out.props.push(['complement', numText(total)], ['complementCraft', strText(crafts.join(', '))]);
      return;
    }
    hangars[0].props.push(['fighters', numText(total)], ['craft', strText(crafts.join(', '))]);
  }

  private shipFigures(out: OutShip): void {
    const p = out.props;
    const str = (field: string, prop: string) => {
      const f = this.field(field);
      if (f && typeof f.value === 'string' && f.value.trim()) p.push([prop, strText(f.value)]);
    };
    const n = (field: string, prop: string, scale = 1) => {
      const f = this.field(field);
      if (!f) return;
      const v = num(f.value);
      if (v === undefined) {
        this.warn('fv-not-constant', f.line, `\`${field}\` is not a number; \`${prop}\` is left out`);
        return;
      }
      const x = v / scale;
      if (scale !== 1 && !Number.isInteger(x)) this.info('fv-data-only', f.line, `\`${field}\` ${v} is not a multiple of ${scale}; written as ${Math.round(x)}`);
      p.push([prop, numText(scale !== 1 ? Math.round(x) : x)]);
    };
    str('shipClass', 'name');
    str('faction', 'faction');
    const isd = this.field('isd');
    if (isd) {
      const y = isd.value;
      if ((typeof y === 'number' && Number.isFinite(y)) || (typeof y === 'string' && /^\d{3,4}$/.test(y.trim()))) p.push(['year', strText(String(y).trim())]);
      else this.info('fv-data-only', isd.line, `the in-service year is not a year (${commentText(String(typeof y === 'object' ? '?' : y))}); left out`);
    }
    p.push(['reference', strText(`FieryVoid ${this.php.className}`)]);
    p.push(['size', this.hull.size]);
    n('pointCost', 'points');
    n('forwardDefense', 'forwardDefense');
    n('sideDefense', 'sideDefense');
    n('iniativebonus', 'initiative', 5);
    n('accelcost', 'accel');
    n('turncost', 'turnCost');
    n('turndelaycost', 'turnDelay');
    // FieryVoid's roll cost 999 is its "cannot roll": the language's figure for it (B5-ROLL).
    const rollcost = this.field('rollcost');
    const rollValue = rollcost ? num(rollcost.value) : undefined;
    if (rollValue !== undefined && rollValue >= CANNOT_ROLL_COST) p.push(['canRoll', 'false']);
    else n('rollcost', 'roll');
    n('pivotcost', 'pivot');
    str('notes', 'notes');
    const variant = this.field('variantOf');
    if (variant && typeof variant.value === 'string') {
      out.notes.push(`A variant of FieryVoid's ${commentText(variant.value)}; written as a ship of its own.`);
      this.info('fv-variant', variant.line, `variant of ${variant.value}: written as a ship of its own`);
    }
    this.deployment(p);
    for (const f of ['unofficial', 'gravitic', 'trueStealth']) {
      const v = this.field(f);
      if (v && (typeof v.value === 'number' || typeof v.value === 'string' || typeof v.value === 'boolean')) out.notes.push(`FieryVoid ${f}: ${commentText(String(v.value))}.`);
    }
    this.enhancements(out);
  }

  /** FieryVoid's fleet-builder options (`enhancementOptionsEnabled[] = 'NAVIGATOR'`), which drydock has no figure for. */
  private enhancements(out: OutShip): void {
    const options = this.field('enhancementOptionsEnabled');
    if (!options || !Array.isArray(options.value)) return;
    const names = options.value.filter((o): o is string => typeof o === 'string').map((o) => commentText(o));
    out.notes.push(`FieryVoid enhancement options: ${names.join(', ') || '?'}.`);
    this.info('fv-data-only', options.line, "FieryVoid's fleet-builder enhancement options have no drydock figure; carried as a comment");
  }

  /** FieryVoid's `limited` (a percentage) and `occurence` (a rarity) as the ship's `limited` and `rarity`. */
  private deployment(p: [string, string][]): void {
    const limited = this.field('limited');
    if (limited) {
      const v = num(limited.value);
      if (v !== undefined && Number.isInteger(v) && v >= 1 && v <= 100) p.push(['limited', numText(v)]);
      else this.info('fv-data-only', limited.line, `limited deployment ${commentText(String(limited.value))} is not a whole percentage; left out`);
    }
    const occurence = this.field('occurence');
    if (occurence) {
      const v = typeof occurence.value === 'string' ? occurence.value.trim().toLowerCase() : undefined;
      if (v && RARITIES.includes(v)) p.push(['rarity', v]);
      else this.info('fv-data-only', occurence.line, `rarity ${commentText(String(occurence.value))} is none of ${RARITIES.join(', ')}; left out`);
    }
  }

  private flight(out: OutShip): Convert {
    const f = this.php.fighter;
    if (!f) return { ok: false, reason: 'a fighter flight whose populate() builds no `new Fighter(...)`', line: this.php.line };
    const p: [string, string][] = [];
    const str = (field: string, prop: string) => {
      const v = this.field(field);
      if (v && typeof v.value === 'string' && v.value.trim()) p.push([prop, strText(v.value)]);
    };
    str('shipClass', 'name');
    str('faction', 'faction');
    p.push(['reference', strText(`FieryVoid ${this.php.className}`)]);
    str('notes', 'notes');
    const armor = Array.isArray(f.armor) && f.armor.length === 4 && f.armor.every((x) => typeof x === 'number') ? (f.armor as number[]) : undefined;
    if (!armor) return { ok: false, reason: "the craft's armour is not four numbers", line: f.line };
    p.push(['armor', `[${armor.map(numText).join(', ')}]`]);
    const structure = num(f.structure);
    if (structure === undefined) return { ok: false, reason: "the craft's structure is not a number", line: f.line };
    p.push(['structure', numText(structure)]);
    const size = num(this.field('maxFlightSize')?.value) ?? num(this.field('flightSize')?.value) ?? 6;
    p.push(['minCraft', '1'], ['maxCraft', numText(size)]);
    const n = (field: string, prop: string, scale = 1) => {
      const v = num(this.field(field)?.value);
      if (v !== undefined) p.push([prop, numText(scale === 1 ? v : Math.round(v / scale))]);
    };
    n('freethrust', 'freeThrust');
    n('offensivebonus', 'offensiveBonus');
    n('jinkinglimit', 'jinkingLimit');
    n('turncost', 'turnCost');
    n('turndelaycost', 'turnDelay');
    n('iniativebonus', 'initiative', 5);
    n('forwardDefense', 'forwardDefense');
    n('sideDefense', 'sideDefense');
    const cost = num(this.field('pointCost')?.value);
    if (cost !== undefined) {
      // FieryVoid prices a flight of six craft, whatever the flight's largest size.
      const each = cost / 6;
      if (!Number.isInteger(each))
        this.info('fv-data-only', this.field('pointCost')?.line, `point cost ${cost} for 6 craft is not whole per craft; written as ${Math.round(each)}`);
      p.push(['points', numText(Math.round(each))]);
    }
    const weapons: OutSystem[] = [];
    for (const sys of f.systems) {
      if (sys.cls.toLowerCase() === 'trekshieldftr') {
        const a = sys.args.map((v) => (typeof v === 'number' ? v : '?'));
        const note = `FieryVoid TrekShieldFtr, not stated as data: each craft has a shield (armor ${a[0]}, ${a[1]} boxes, rating ${a[2]}, recharge ${a[3]}); drydock's flights carry weapons only.`;
        if (!this.dataNotes.includes(note)) {
          this.dataNotes.push(note);
          this.info('fv-data-only', sys.line, "the craft's shield is carried as a comment: drydock's flights carry weapons only");
        }
        continue;
      }
      if (sys.cls.toLowerCase() === 'marines') {
        const note = 'FieryVoid Marines, not stated as data: each craft carries a boarding party; drydock plays no boarding.';
        if (!this.dataNotes.includes(note)) {
          this.dataNotes.push(note);
          this.info('fv-data-only', sys.line, "the craft's marines are carried as a comment: drydock plays no boarding");
        }
        continue;
      }
      if (sys.cls.toLowerCase() === 'rammingattack') {
        this.info('fv-data-only', sys.line, 'the ramming attack is left out: drydock plays ramming with the `ram` action');
        continue;
      }
      const map = classOf(sys.cls);
      if (!map || map.defaults !== true) {
        this.warn('fv-unknown-class', sys.line, `the craft's weapon ${sys.cls} is not in the importer's table; not imported`);
        out.notes.push(`Not imported (line ${sys.line}): the craft's ${sys.cls}.`);
        continue;
      }
      const o = this.system(sys, map, this.args(sys, map));
      if (o) weapons.push(o);
    }
    this.ids([{ name: '', location: 0, systems: weapons, hits: [] }]);
    this.enhancements(out);
    out.notes.push(...this.dataNotes);
    out.flightProps = p;
    out.flightWeapons = weapons;
    return { ok: true, ship: out };
  }
}

function order(loc: number): number {
  return [1, 31, 41, 3, 4, 2, 32, 42, 0].indexOf(loc);
}

/** The projections drydock's size layout expects (ST-SH-1), with their arcs. */
function standardLayout(size: Hull['size'], count: number): { name: string; arc: [number, number] }[] | undefined {
  if (size === 'light' && count === 1) return [{ name: 'all', arc: [0, 360] }];
  if (size === 'medium' && count === 2)
    return [
      { name: 'fore', arc: [270, 90] },
      { name: 'aft', arc: [90, 270] },
    ];
  if (size === 'large' && count === 4)
    return [
      { name: 'fore', arc: [315, 45] },
      { name: 'starboard', arc: [45, 135] },
      { name: 'aft', arc: [135, 225] },
      { name: 'port', arc: [225, 315] },
    ];
  return undefined;
}

/** A name for an off-layout projection: the direction of its centre, or p1, p2... when taken. */
function directionOf(arc: [number, number], used: Set<string>): string {
  const width = arc[1] > arc[0] ? arc[1] - arc[0] : arc[1] + 360 - arc[0];
  const centre = (arc[0] + width / 2) % 360;
  const name = width >= 360 ? 'all' : centre >= 315 || centre < 45 ? 'fore' : centre < 135 ? 'starboard' : centre < 225 ? 'aft' : 'port';
  if (!used.has(name)) return name;
  for (let i = 1; ; i++) if (!used.has(`p${i}`)) return `p${i}`;
}
