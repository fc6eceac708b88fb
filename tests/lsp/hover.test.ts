// Hover through real JSON-RPC: catalog docs and rule IDs, derived values with the rules'
// arithmetic, `///` doc comments.
import { describe, expect, it } from 'vitest';
import { groupKind, paramOf, shipProperty, systemKind } from '../../compiler/catalog/index';
import { hoversAt, LspClient, type TempProject, useLsp } from './harness';

let client: LspClient;
let project: TempProject;

useLsp((c, p) => {
  client = c;
  project = p;
});

const hovers = (src: string) => hoversAt(client, project, src);

const VUDAR = `ruleset sfb

/// The Vudar War Destroyer.
ship VudarDW {
  name: "Vudar War Destroyer"
  sizeClass: 4
  warpEngine LW, RW { boxes: 8 }
  ionCannon A { arc: FA }
  ionCannon B { arc: F<|>X }
  ionCannon C { arc: RA }
  ionPulseGenerator IPG { arc: 360 }
  /// Holds the ion weapons' energy.
  ionic<|>Capacitor { capa<|>city: 7 }
  allow H93.<|>12 "as printed"
}
`;

describe('hover', () => {
  it('a nacelle with thrust shows the impulse thrust it counts in; the kind list is the catalog\'s (derivedValues)', async () => {
    const [nac, thr] = await hovers(`ruleset b5wars
ship N {
  size: medium
  section primary {
    structure: 20
    impulseThruster { thrust: 2 }
    hits { 1..20: structure }
  }
  section aft {
    structure: 10
    nacelle N<|>1 { thrust: 4 }
    nacelle N2 { thrust: 4 }
    impulse<|>Thruster IT2 { thrust: 1 }
    hits { 1..10: structure }
  }
}
`);
    expect(nac).toContain('**Derived values**');
    expect(nac).toMatch(/impulse thrust[^\n]*11/);
    expect(nac).toMatch(/warp/);
    expect(thr).toMatch(/impulse thrust[^\n]*11/);
    expect(systemKind('b5wars', 'nacelle')?.derivedValues).toEqual(['warp', 'impulseThrust']);
  });

  it('a damage dice expression shows its minimum, mean and maximum', async () => {
    const [dmg, fc] = await hovers(`ruleset b5wars
system TrekDisruptor extends weapon {
  dam<|>age: "2d10+4"
  fireCon<|>trol: [3, 2, -]
}
`);
    expect(dmg).toContain('**2d10+4** min 6 · mean 15 · max 24');
    expect(fc).toContain('`-` means the weapon cannot fire at that class');
  });

  it('shows derived values with the arithmetic (ionic capacitor capacity 7 = 3 x 1 + 4)', async () => {
    const [fx, cap, capacity] = await hovers(VUDAR);
    expect(cap).toContain('capacity **7** = 3 ion cannons x 1 + 1 ion pulse generator x 4 (H93.12)');
    expect(cap).toContain(systemKind('sfb', 'ionicCapacitor')!.doc);
    expect(cap).toContain('`H93.12`');
    expect(cap).toContain("Holds the ion weapons' energy.");
    expect(capacity).toContain(paramOf(systemKind('sfb', 'ionicCapacitor')!, 'capacity')!.doc);
    expect(capacity).toContain('**Derived** capacity **7** = 3 ion cannons x 1 + 1 ion pulse generator x 4');
    expect(fx).toContain('arc FX = 270..90');
  });

  it('shows a rule ID with its summary in `allow`', async () => {
    const [, , , rule] = await hovers(VUDAR);
    expect(rule).toContain('**H93.12**');
    expect(rule).toContain('Ionic capacitor capacity');
  });

  it('shows the ship with its `///` doc and all its derived values', async () => {
    const [ship] = await hovers(VUDAR.replace('ship VudarDW', 'ship Vudar<|>DW').replace(/<\|>(?!DW)/g, ''));
    expect(ship).toContain('ship VudarDW');
    expect(ship).toContain('The Vudar War Destroyer.');
    expect(ship).toContain('ionic capacitor capacity **7**');
    expect(ship).toContain('power total **16**');
  });

  it('shows catalog docs of kinds, ship properties, section properties and groups', async () => {
    const [size, shields, structure, deflector, value, fore] = await hovers(`ruleset b5wars
ship X {
  si<|>ze: large
  power: 10
  shi<|>elds { fore: 40  starboard: 30  aft: 30  port: 30 }
  section forward {
    struc<|>ture: 40
    defl<|>ector DF { arc: 315..45  val<|>ue: 8  power: 4 }
  }
  section aft { deflector DA { arc: 45..315  value: 6  power: 3 } }
}
ship Y {
  size: large
  shields { fo<|>re: 40  starboard: 30  aft: 30  port: 30 }
  deflector D { arc: all  value: 1 }
}
`);
    expect(size).toContain(shipProperty('b5wars', 'size')!.doc);
    expect(size).toContain('ST-SH-1');
    expect(shields).toContain(groupKind('b5wars', 'shields')!.doc);
    expect(structure).toContain(paramOf(groupKind('b5wars', 'section')!, 'structure')!.doc);
    expect(deflector).toContain(systemKind('b5wars', 'deflector')!.doc);
    expect(deflector).toContain('value: 8');
    expect(value).toContain(paramOf(systemKind('b5wars', 'deflector')!, 'value')!.doc);
    expect(fore).toContain('**Projection arc** 315..45');
  });

  it('shows system types with their doc comment and differences, and the power budget on `power`', async () => {
    const [type, power, use] = await hovers(`ruleset b5wars
/// A heavy launcher.
system Heavy<|>Launcher extends photonLauncher { damage: "3d10" }
ship X {
  size: light
  po<|>wer: 6
  shields { all: 10 }
  deflector D1 { arc: all  value: 3  power: 2 }
  HeavyLaun<|>cher T1 { arc: 300..60 }
}
`);
    expect(type).toContain('system HeavyLauncher extends photonLauncher');
    expect(type).toContain('A heavy launcher.');
    expect(type).toContain('damage: "3d10"');
    expect(use).toContain('A heavy launcher.');
    expect(power).toContain('**Power needed** **2** = D1 2');
  });

  it('answers null where there is nothing', async () => {
    const [blank, comment] = await hovers('ruleset sfb\n<|>\n// a comm<|>ent\n');
    expect(blank).toBeNull();
    expect(comment).toBeNull();
  });
});
