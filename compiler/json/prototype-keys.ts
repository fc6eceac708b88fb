// Keys named like Object.prototype's members (`__proto__`, `constructor`, `toString`, ...). No
// property of a ship document has such a name, so each is an unknown property. The schema check
// alone misses them: the validator (ajv) records evaluated properties in a plain object, where
// `constructor` always looks evaluated, so such keys were silently dropped.
import type { Diagnostic } from '../../grammar/diagnostic';
import type { JsonNode } from './parse';

const PROTOTYPE_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** unknown-property for every such key below `root` whose pointer has no diagnostic yet. */
export function prototypeKeyDiagnostics(root: JsonNode, file: string, reported: ReadonlySet<string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const stack: JsonNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'array') for (const item of node.items) stack.push(item);
    if (node.type !== 'object') continue;
    for (const m of node.members) {
      stack.push(m.value);
      if (!PROTOTYPE_NAMES.has(m.key) || reported.has(m.value.pointer)) continue;
      out.push({
        code: 'unknown-property',
        severity: 'error',
        message: `There is no property \`${m.key}\` here: JSON ship documents use only the property names of their schema (\`drydock schema --input\`). Remove it.`,
        span: m.keySpan,
        file,
        data: { pointer: m.value.pointer },
      });
    }
  }
  return out.sort((a, b) => a.span.start - b.span.start);
}
