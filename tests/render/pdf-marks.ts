// The marks of a sheet in play, read back from a PDF page's content stream (tests/render/pdf-text.ts
// decodes it): each painted path with the fill colour in force, so that a test can count the boxes
// filled solid, the boxes crossed and the energy points filled, as render/pdf.ts draws them.

export interface PdfMarks {
  /** Boxes (a 2.8 mm square path, filled and stroked) by fill: paper or ink. */
  boxes: number;
  destroyedBoxes: number;
  /** Crosses: a stroked path of two separate strokes (m l m l). */
  crosses: number;
  /** Energy points (a circle of four curves, filled and stroked) by fill. */
  energy: number;
  filledEnergy: number;
}

/** Tokens of a content stream: numbers, names, operators; strings and arrays skipped whole. */
function* tokens(content: string): Generator<string> {
  const re = /<[0-9a-fA-F\s]*>|\[(?:<[0-9a-fA-F\s]*>|[^\]<])*\]|\((?:[^()\\]|\\.)*\)|\/[^\s/<>[\]()]+|[-+]?\d*\.?\d+|[A-Za-z'"*]+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(content))) yield m[0];
}

export function pdfMarks(content: string): PdfMarks {
  const out: PdfMarks = { boxes: 0, destroyedBoxes: 0, crosses: 0, energy: 0, filledEnergy: 0 };
  let operands: string[] = [];
  let path: { op: string; args: number[] }[] = [];
  let fill = '0 0 0';
  const fills: string[] = [];
  for (const t of tokens(content)) {
    if (/^[-+]?\d*\.?\d+$/.test(t) || t.startsWith('/') || t.startsWith('<') || t.startsWith('[') || t.startsWith('(')) {
      operands.push(t);
      continue;
    }
    const args = operands.map(Number);
    operands = [];
    switch (t) {
      case 'scn':
      case 'rg':
        fill = args.join(' ');
        break;
      case 'q':
        fills.push(fill);
        break;
      case 'Q':
        fill = fills.pop() ?? fill;
        break;
      case 're':
      case 'm':
      case 'l':
      case 'c':
      case 'h':
        path.push({ op: t, args });
        break;
      case 'B':
      case 'f':
      case 'S':
      case 'b':
      case 'n': {
        const ops = path.map((p) => p.op).join(' ');
        if (t === 'B' && ops === 're' && Math.abs(path[0].args[2] - 2.8) < 1e-6 && Math.abs(path[0].args[3] - 2.8) < 1e-6) {
          if (fill === '0 0 0') out.destroyedBoxes++;
          else out.boxes++;
        } else if (t === 'S' && ops === 'm l m l') out.crosses++;
        else if (t === 'B' && /^m c c c c( h)?$/.test(ops)) {
          if (fill === '0 0 0') out.filledEnergy++;
          else out.energy++;
        }
        path = [];
        break;
      }
      default:
        break;
    }
  }
  return out;
}
