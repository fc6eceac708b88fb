// The Z-ship CPU (seed 004; rules.md Z-CPU-1): while any CPU box works the ship has its AI
// benefits (the file's list, or all of the seed's when it lists none); with every box gone it has
// none, and actions that need one are refused.
import type { CompiledShip } from '../../compiler/types';
import { zCpuBenefits } from '../../compiler/catalog/sfb';
import { own } from '../core/own';
import { refuse, systemsOf } from './common';
import type { SfbShipState } from './state';

/** The CPU state of a ship with CPU boxes (benefits as the file lists them), else undefined. */
export function initCpu(ship: CompiledShip): SfbShipState['cpu'] {
  const cpus = systemsOf(ship, 'cpu');
  if (cpus.length === 0) return undefined;
  const benefits = cpus.flatMap((c) => (Array.isArray(c.benefits) ? c.benefits.filter((b): b is string => typeof b === 'string') : []));
  return { active: true, benefits, inForce: [] };
}

/** Z-CPU-1: the AI benefits hold while any CPU box works. */
export function refreshCpu(st: SfbShipState, ship: CompiledShip): void {
  if (!st.cpu) return;
  st.cpu.active = systemsOf(ship, 'cpu').some((c) => {
    const rec = own(st.systems, c.id);
    return rec !== undefined && rec.damage < rec.boxes;
  });
  st.cpu.inForce = st.cpu.active ? (st.cpu.benefits.length > 0 ? [...st.cpu.benefits] : [...zCpuBenefits]) : [];
}

/** Z-CPU-1: refuses an action that needs a CPU benefit the ship does not have now. */
export function needBenefit(st: SfbShipState, benefit: string, what: string): void {
  if (st.cpu?.inForce.includes(benefit)) return;
  throw refuse(
    st.cpu ? `${what} needs the CPU benefit "${benefit}", which the ship has lost: every CPU box is destroyed` : `${what} needs the CPU benefit "${benefit}", and the ship has no CPU`,
    'Z-CPU-1',
  );
}
