import { ShipParser } from '../grammar/parser';
new ShipParser();
