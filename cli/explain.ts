// `drydock explain <code or rule>`: what a diagnostic code means and what to do about it, or what a
// rule ID says and how drydock applies it, from the one description of each (compiler/
// diagnostic-codes.json, compiler/rule-texts.json). For the wargamer who meets `power-over-budget`
// in a warning and wants to know what to type.
import { allCodes, codeText } from '../compiler/diagnostic-code-texts';
import { ruleText, ruleTexts } from '../compiler/rule-texts';
import { suggest } from '../compiler/suggest';
import { parseArgs } from './args';
import { usage, type Command } from './context';
import { SPECS } from './specs';

export const explain: Command = async (argv, ctx) => {
  const args = parseArgs(argv, SPECS.explain);
  if (args.errors.length) return usage(ctx, `${args.errors.join('; ')}. Run drydock explain --help for the options.`);
  if (args.positionals.length !== 1) return usage(ctx, 'explain takes one diagnostic code or rule ID, for example `drydock explain power-over-budget` or `drydock explain ST-SH-1`');
  const asked = args.positionals[0]!;
  const code = codeText(asked) ?? codeText(asked.toLowerCase());
  if (code) {
    ctx.out(`${code.code}: ${code.severity}${code.rule ? `, rule ${code.rule}` : ''} (${code.section})\n  ${code.doc}\n`);
    const rule = code.rule ? ruleText(code.rule) : undefined;
    if (rule) ctx.out(`\n${rule.id}: ${rule.summary}\n`);
    return 0;
  }
  const rule = ruleText(asked) ?? ruleText(asked.toUpperCase());
  if (rule) {
    const lines = [`${rule.id}: ${rule.summary}`, `  applied by: ${rule.where}`, ...(rule.interpretation ? [`  drydock reads it so: ${rule.interpretation}`] : [])];
    ctx.out(lines.join('\n') + '\n');
    return 0;
  }
  const guess = suggest(asked, [...allCodes(), ...ruleTexts.map((r) => r.id)]);
  // The name is not echoed in full: it may be anything pasted in.
  const shown = asked.length > 40 ? `${asked.slice(0, 37)}...` : asked;
  ctx.err(`drydock explain: no diagnostic code or rule ID \`${shown}\`.${guess ? ` Did you mean \`${guess}\`? Run drydock explain ${guess}.` : ' A code is the word after `error` or `warning` in a diagnostic (`warning power-over-budget:`); a rule ID is the one in brackets at its end (`[B5-POWER]`).'}\n`);
  return 1;
};
