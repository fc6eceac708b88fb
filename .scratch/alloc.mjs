// bench/fleet.ts
import { readFileSync } from "node:fs";
import * as path from "node:path";
var ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
function example(name) {
  return readFileSync(path.join(ROOT, "examples", name), "utf8");
}
function body(text2, suffix, names) {
  let out = text2.replace(/^ruleset \w+\s*$/m, "");
  for (const n of names) out = out.replace(new RegExp(`\\b${n}\\b`, "g"), `${n}_${suffix}`);
  return out;
}
function generateFleet(count) {
  const exc = example("excelsior.ship");
  const mir = example("miranda.ship");
  const dw = example("vudar-dw.ship");
  const cz = example("highguard-cz.ship");
  const b5 = ["ruleset b5wars\n"];
  const sf = ["ruleset sfb\n"];
  for (let i = 0; i < count; i += 3) {
    b5.push(body(exc, String(i), ["ExcelsiorRefit", "Excelsior"]));
    b5.push(body(mir, String(i), ["Miranda"]));
    sf.push(body(dw, String(i), ["VudarDW"]));
    sf.push(body(cz, String(i), ["HighGuardCZ", "HeavyQuantumTorpedo"]));
  }
  return { b5wars: b5.join("\n"), sfb: sf.join("\n") };
}

// .scratch/alloc.ts
var f = generateFleet(1500);
var text = f.b5wars + f.sfb;
var N = 777004 / 2;
var T = { tokenTypeIdx: 3 };
var Tok = class {
  constructor(image, startOffset, tokenTypeIdx, tokenType) {
    this.image = image;
    this.startOffset = startOffset;
    this.tokenTypeIdx = tokenTypeIdx;
    this.tokenType = tokenType;
  }
};
function lit() {
  const out = [];
  for (let i = 0; i < N; i++) out.push({ image: "x", startOffset: i, tokenTypeIdx: 3, tokenType: T });
  return out.length;
}
function cls() {
  const out = [];
  for (let i = 0; i < N; i++) out.push(new Tok("x", i, 3, T));
  return out.length;
}
function pre() {
  const out = new Array(N);
  for (let i = 0; i < N; i++) out[i] = { image: "x", startOffset: i, tokenTypeIdx: 3, tokenType: T };
  return out.length;
}
function die() {
  let s = 0;
  for (let i = 0; i < N; i++) {
    const o = { image: "x", startOffset: i, tokenTypeIdx: 3, tokenType: T };
    s += o.startOffset;
  }
  return s;
}
var cpu = (fn) => {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1e3;
};
var r = { lit: [], cls: [], pre: [], die: [] };
for (let k = 0; k < 9; k++) for (const [name, fn] of [["lit", lit], ["cls", cls], ["pre", pre], ["die", die]]) r[name].push(cpu(fn));
for (const [k, v] of Object.entries(r)) console.log(k, v.sort((a, b) => a - b)[4].toFixed(1), "ms");
