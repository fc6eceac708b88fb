import { getRuleset } from '../../runtime/index';
for (const r of ['b5wars', 'sfb'] as const) { const m = getRuleset(r)!; for (const [k, s] of Object.entries(m.actions)) console.log(r, k, s.segment ?? '', JSON.stringify(s.schema)); }
