// The ship's hit-location table (which section a shot from each facing strikes) is computed in
// compiler/hit-location.ts, where the runtime's `hitByChart` reads it too, so the sheet and play
// cannot disagree.
export { hitAndShieldLocations, hitLocations, projectionsOffLayout, type HitAndShieldLocation, type HitLocation } from '../compiler/hit-location';
