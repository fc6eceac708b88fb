// A b5wars ship with six outer sections of 60° each, facing their own arcs, for the
// compiler's B5-SECTIONS tests and the runtime's hitByChart tests.

/** A six-section ship; `arcs` overrides a section's arc (or `''` to leave it out). */
export function sixSections(arcs: Record<string, string> = {}, extra = ''): string {
  const sections: [string, string][] = [
    ['fore', '330..30'],
    ['foreStarboard', '30..90'],
    ['aftStarboard', '90..150'],
    ['aft', '150..210'],
    ['aftPort', '210..270'],
    ['forePort', '270..330'],
  ];
  const body = sections
    .map(([name, arc]) => {
      const a = name in arcs ? arcs[name] : arc;
      return `  section ${name} {\n    structure: 12${a ? `  arc: ${a}` : ''}\n    weapon W_${name} { arc: all  damage: "2d6" }\n    hits { 1..10: structure  11..20: W_${name} }\n  }`;
    })
    .join('\n');
  return `ruleset b5wars
ship Hex {
  size: large
  shields { fore: 10  starboard: 10  aft: 10  port: 10 }
  section primary {
    structure: 30
    deflector DF { arc: all  value: 4  power: 2 }
    reactor R { boxes: 6 }
    hits { 1..12: structure  13..16: DF  17..20: R }
  }
${body}
${extra}}
`;
}
