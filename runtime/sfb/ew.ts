// Z-ship electronic warfare (seed 004; docs/rules.md, Star Fleet Battles Z-EW-1): ECM + ECCM bought at most the sensor
// rating + 4; 3 points of passive ECCM come free (fire control). The limit is the compiled
// `derived.ew` when present, otherwise `sensor + 4` on a Z-ship; other ships have no limit here.
import type { CompiledShip } from '../../compiler/types';
import { refuse } from './common';

export const EW_BONUS = 4;
export const PASSIVE_ECCM = 3;

/** `state.ships.<handle>.ew` */
export interface EwState {
  /** ECM + ECCM that may be bought (null: no limit known). */
  limit: number | null;
  ecm: number;
  eccm: number;
  passiveEccm: number;
  /** ECCM in force: bought + passive. */
  totalEccm: number;
}

export function initEw(ship: CompiledShip): EwState {
  const d = ship.derived?.ew;
  const sensor = typeof ship.sensor === 'number' ? ship.sensor : undefined;
  const z = ship.zship === true;
  const limit = d ? d.limit : z && sensor !== undefined ? sensor + EW_BONUS : null;
  const passive = d ? d.passiveEccm : z ? PASSIVE_ECCM : 0;
  const ecm = typeof ship.ecm === 'number' ? ship.ecm : 0;
  const eccm = typeof ship.eccm === 'number' ? ship.eccm : 0;
  return { limit, ecm, eccm, passiveEccm: passive, totalEccm: eccm + passive };
}

function count(v: unknown, field: string): number {
  if (v === undefined) return 0;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw refuse(`"${field}" must be a whole number of 0 or more`, 'Z-EW-1');
  return v;
}

/** Z-EW-1: sets the EW bought for the turn. */
export function setEw(st: EwState, req: { ecm?: unknown; eccm?: unknown }): EwState {
  const ecm = count(req.ecm, 'ecm');
  const eccm = count(req.eccm, 'eccm');
  if (st.limit !== null && ecm + eccm > st.limit) {
    throw refuse(`ECM ${ecm} + ECCM ${eccm} = ${ecm + eccm} is more than the ship may buy (sensor + ${EW_BONUS} = ${st.limit})`, 'Z-EW-1');
  }
  st.ecm = ecm;
  st.eccm = eccm;
  st.totalEccm = eccm + st.passiveEccm;
  return st;
}
