// FieryVoid hull classes: the drydock size each becomes and the section each FieryVoid location
// (0 primary, 1 front, 2 aft, 3 left, 4 right; 31/32/41/42 on six-section hulls) is written as.

export interface Hull {
  size: 'light' | 'medium' | 'large';
  /** A fighter flight rather than a ship. */
  flight?: boolean;
  /** The hull's outer sections give their own arcs (six sections of 60 degrees, or so). */
  sectionArcs?: boolean;
}

export const HULLS: Readonly<Record<string, Hull>> = {
  LCV: { size: 'light' },
  MediumShip: { size: 'medium' },
  MediumShipLeftRight: { size: 'medium' },
  HeavyCombatVessel: { size: 'medium' },
  HeavyCombatVesselLeftRight: { size: 'medium' },
  BaseShip: { size: 'large' },
  BaseShipNoAft: { size: 'large' },
  StarBaseSixSections: { size: 'large', sectionArcs: true },
  VreeCapital: { size: 'large', sectionArcs: true },
  FighterFlight: { size: 'light', flight: true },
  SuperHeavyFighter: { size: 'light', flight: true },
};

export const SECTION_NAMES: Readonly<Record<number, string>> = {
  0: 'primary',
  1: 'forward',
  2: 'aft',
  3: 'port',
  4: 'starboard',
  31: 'forePort',
  32: 'aftPort',
  41: 'foreStarboard',
  42: 'aftStarboard',
};

/** The section a FieryVoid location becomes, or undefined for a location no hull has. */
export function sectionName(location: number): string | undefined {
  return Object.hasOwn(SECTION_NAMES, location) ? SECTION_NAMES[location] : undefined;
}
