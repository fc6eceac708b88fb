// Malformed and hostile PHP: each gets a reason (with its line where there is one), never a crash
// or unbounded work. The limits are those docs/import.md states.
import { describe, expect, it } from 'vitest';
import { importFieryVoid } from '../../import/fieryvoid/index';
import { MAX_FILE_BYTES, MAX_NESTING, MAX_NODES, nestingDepth, readPhp } from '../../import/fieryvoid/read-php';
import { shipPhp } from './php';

const refusal = async (text: string) => {
  const r = await importFieryVoid(text, '/virtual/Bad.php', 'Bad.php');
  if (r.ok) throw new Error('imported');
  return r;
};

describe('drydock import fieryvoid: malformed and hostile input', () => {
  it('refuses PHP that does not parse, with the line', async () => {
    const r = await refusal('<?php\nclass A extends MediumShip {\n  function __construct( {\n}\n');
    expect(r.reason).toMatch(/^not valid PHP: /);
    expect(r.line).toBe(3);
  });

  it('refuses a file with no class, a class with no hull, a class with no constructor', async () => {
    expect((await refusal('<?php echo 1; ?>')).reason).toBe('no PHP class in the file');
    expect((await refusal('<?php class A { function __construct() {} } ?>')).reason).toMatch(/extends no FieryVoid hull class/);
    expect((await refusal('<?php class A extends MediumShip { function other() {} } ?>')).reason).toMatch(/has no constructor/);
  });

  it('refuses an oversized file before parsing it', async () => {
    const big = `<?php\n// ${'x'.repeat(MAX_FILE_BYTES)}\n`;
    expect((await refusal(big)).reason).toMatch(new RegExp(`over ${MAX_FILE_BYTES} bytes|ship files over ${MAX_FILE_BYTES}`));
  });

  it('refuses deep nesting before the (recursive) parser sees it', async () => {
    const deep = `<?php\nclass A extends MediumShip { function __construct() { $x = ${'('.repeat(5000)}1${')'.repeat(5000)}; } }\n`;
    expect(nestingDepth(deep)).toBe(5002);
    expect((await refusal(deep)).reason).toBe(`brackets nest 5002 deep; more than ${MAX_NESTING} is not read`);
    // Brackets inside strings and comments do not count.
    expect(nestingDepth('<?php $a = "(((("; // ((((\n /* [[[[ */ $b = array(1);')).toBe(1);
  });

  it('stops walking past the node limit', () => {
    const many = "$a=1;".repeat(40000); // three nodes each: 120,000 in 200,000 bytes
    const r = readPhp(`<?php class A extends MediumShip { function __construct() { ${many} } }`, 'A.php');
    expect(r).toEqual({ ok: false, reason: `more than ${MAX_NODES} syntax nodes; the file is not read` });
  });

  it('reports statements and values it does not read, and still imports the rest', async () => {
    const text = shipPhp(
      'Odd',
      'MediumShip',
      `        if ($x) { $this->addPrimarySystem(new CnC(3, 8, 0, 0)); }
        $this->addPrimarySystem(new Reactor(3, someFunction(), 0, 0));
        $this->addPrimarySystem(new Structure(3, 30));
        $this->hitChart = array(0=> array(18 => "Structure", 20 => "Reactor"));`,
    );
    const r = await importFieryVoid(text, '/virtual/Odd.php', 'Odd.php');
    if (!r.ok) throw new Error(r.reason);
    const msgs = r.findings.map((f) => `${f.line}: ${f.message}`);
    expect(msgs).toContain('19: a PHP `if` statement is not read; what it sets is not imported');
    expect(msgs.some((m) => /^20: argument 2 of Reactor \(boxes\) is not a constant/.test(m))).toBe(true);
  });

  it('keeps texts harmless: quotes, newlines and comment ends are neutralised and long texts cut', async () => {
    const text = shipPhp('Quotes', 'MediumShip', '        $this->addPrimarySystem(new Structure(3, 30));\n        $this->hitChart = array(0=> array(20 => "Structure"));', `        $this->notes = "a \\"quoted\\"\\nline */ ${'y'.repeat(500)}";`);
    const r = await importFieryVoid(text, '/virtual/Quotes.php', 'Quotes.php');
    if (!r.ok) throw new Error(r.reason);
    const notes = /notes: (".*")/.exec(r.text)?.[1] ?? '';
    expect(notes.length).toBeLessThanOrEqual(202);
    expect(notes.slice(1, -1)).not.toMatch(/["\\\n]/);
  });
});
