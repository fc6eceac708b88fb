import { fleet } from './fleet.mts';
import { lex, shipParser } from '/work/main/grammar/index';
const text = fleet(5 * 1024 * 1024);
const lexed = lex(text);
console.log('tokens', lexed.tokens.length);
for (let i = 0; i < 6; i++) { const c0 = process.cpuUsage(); shipParser.parseTokens(text, 'x', lexed); const c = process.cpuUsage(c0); console.log('parse-only cpu ms', ((c.user + c.system) / 1000).toFixed(0)); }
