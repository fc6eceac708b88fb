// The formatter knows `flight NAME [extends BASE] { ... }` (docs/language.md, flights): one member
// per line like a ship, doc comments and `extends` kept; formatting twice changes nothing.
import { describe, expect, it } from 'vitest';
import { formatShip } from '../../format/format';

describe('formatting a flight', () => {
  it('lays a flight out like a ship and is stable', async () => {
    const text = `ruleset b5wars
/// FieryVoid NXShuttlepod
flight   NXShuttlepod {name: "Shuttlepod Flight"  armor: [1,1,1,1]
  structure: 6 maxCraft: 6 // six pods
  weapon DB { arc: 330..30  damage: "d10+1" }
}
flight Heavy   extends NXShuttlepod { structure: 8 remove DB }
`;
    const once = await formatShip(text);
    expect(once).toBe(`ruleset b5wars
/// FieryVoid NXShuttlepod
flight NXShuttlepod {
  name: "Shuttlepod Flight"
  armor: [1, 1, 1, 1]
  structure: 6
  maxCraft: 6 // six pods
  weapon DB { arc: 330..30  damage: "d10+1" }
}
flight Heavy extends NXShuttlepod {
  structure: 8
  remove DB
}
`);
    expect(await formatShip(once)).toBe(once);
  });
});
