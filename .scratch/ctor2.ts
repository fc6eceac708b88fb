import { ShipParser } from '../grammar/parser';
for (let i = 0; i < 30; i++) new ShipParser();
