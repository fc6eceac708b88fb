// A flight declaration with FieryVoid's NXShuttlepod figures (ZTrek Playtest Federation
// "Shuttlepod Flight": armour 1/1/1/1, structure 6, defense 7/8, free thrust 7, offensive bonus 3,
// jinking limit 4, turn cost 0.33, initiative 70 on d100 = 14, 90 points for 6; its dual light
// particle beam: d6+1, 2 shots, -2 per hex, fire control 0/0/0, intercept 2) and a carrier
// whose hangar holds it, for the flight tests.
export const SHUTTLEPOD = `flight NXShuttlepod {
  name: "Shuttlepod Flight"
  armor: [1, 1, 1, 1]
  structure: 6
  minCraft: 1
  maxCraft: 6
  freeThrust: 7
  offensiveBonus: 3
  jinkingLimit: 4
  turnCost: 1/3
  initiative: 14
  forwardDefense: 7
  sideDefense: 8
  points: 15
  weapon DB { arc: 330..30  damage: "d6+1"  rangePenalty: 2  fireControl: [0, 0, 0]  rateOfFire: 2  intercept: 2 }
}
`;

/** A medium ship with one hangar whose members are `hangar`. */
export function carrier(hangar: string): string {
  return `ship Carrier {
  size: medium
  section primary {
    structure: 30
    hangar H { boxes: 6  ${hangar} }
    hits { 1..18: structure  19..20: H }
  }
}
`;
}

export const withFlight = (body: string) => `ruleset b5wars\n${SHUTTLEPOD}\n${body}`;
