// Schema pieces the sfb actions share (the core adds type, ship, rolls, comment and impulse).
export const num = { type: 'number' } as const;
export const str = { type: 'string', minLength: 1 } as const;
export const power = { enum: ['impulse', 'warp', 'other'] } as const;
export const from = { enum: ['capacitor', 'centralCapacitor', 'batteries'] } as const;
