// The flight the fleet tests field: six Starfury craft at 30 points each.
export const FLIGHT = `flight Starfury {
  armor: [3, 2, 2, 2]
  structure: 9
  maxCraft: 6
  freeThrust: 10
  forwardDefense: 8
  sideDefense: 7
  points: 30
  weapon G { arc: 300..60  damage: "d6+2" }
}
`;
