// Long on purpose: one small drawing per kind of demo product (tools, clothing, office goods), a
// catalogue of pictures rather than logic; splitting it would only scatter the kinds.
import { circle, ellipse, frame, group, n, path, rect, ring, stroke } from './svg';

/** The colours one drawing uses: `main` is the product's colour, the rest are shared by all. */
export interface Palette {
  main: string;
  shade: string;
  light: string;
  ink: string;
  inkLight: string;
  metal: string;
  metalShade: string;
}

/** The product families; each has its own backdrop so a category's pictures look alike. */
export type Family = 'power' | 'hand' | 'wear' | 'safety' | 'fixings' | 'office';

interface Drawing {
  family: Family;
  /** Shapes in a 200 × 200 box, the object centred and resting on y ≈ 180. */
  draw(p: Palette): string;
}

const teeth = (count: number, cx: number, cy: number, outer: number, inner: number) => {
  const points: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const b = ((i + 0.6) / count) * Math.PI * 2;
    points.push(`${n(cx + Math.cos(a) * outer)} ${n(cy + Math.sin(a) * outer)}`);
    points.push(`${n(cx + Math.cos(b) * inner)} ${n(cy + Math.sin(b) * inner)}`);
  }
  return `M${points.join('L')}z`;
};

const sawTeeth = (x1: number, y1: number, x2: number, y2: number, count: number) => {
  const points: string[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t;
    points.push(`${n(x)} ${n(y)}`);
    if (i < count) points.push(`${n(x + (x2 - x1) / count / 2)} ${n(y + (y2 - y1) / count / 2 + 6)}`);
  }
  return points.join('L');
};

const drill = (p: Palette) =>
  rect(48, 150, 70, 26, 7, p.ink) +
  rect(55, 158, 56, 5, 2.5, p.main) +
  path('M74 100h30l-10 52H64z', p.ink, ` stroke="${p.ink}" stroke-width="6" stroke-linejoin="round"`) +
  rect(102, 106, 9, 18, 4, p.shade) +
  path('M42 58h90a20 20 0 0 1 20 20v8a20 20 0 0 1-20 20H42a16 16 0 0 1-16-16V74a16 16 0 0 1 16-16z', p.main) +
  rect(40, 65, 84, 7, 3.5, p.light, ' opacity=".7"') +
  stroke('M38 76v14M46 76v14M54 76v14', p.shade, 4) +
  rect(150, 66, 22, 32, 5, p.ink) +
  rect(172, 71, 10, 22, 3, p.metalShade) +
  rect(182, 78, 14, 8, 2, p.metal);

const impactDriver = (p: Palette) =>
  rect(52, 150, 64, 26, 7, p.ink) +
  rect(58, 158, 52, 5, 2.5, p.main) +
  path('M76 96h28l-10 56H66z', p.ink, ` stroke="${p.ink}" stroke-width="6" stroke-linejoin="round"`) +
  path('M46 58h72a20 20 0 0 1 20 20v4a20 20 0 0 1-20 20H46a16 16 0 0 1-16-16V74a16 16 0 0 1 16-16z', p.main) +
  rect(44, 65, 70, 7, 3.5, p.light, ' opacity=".7"') +
  rect(138, 64, 20, 32, 6, p.ink) +
  rect(158, 72, 12, 16, 3, p.metalShade) +
  rect(170, 76, 18, 8, 2, p.metal);

const rotaryHammer = (p: Palette) =>
  frame([22, 56, 46, 100, 16], [34, 76, 20, 60, 10], p.ink) +
  path('M56 60h86a18 18 0 0 1 18 18v18a18 18 0 0 1-18 18H56z', p.main) +
  rect(60, 66, 78, 7, 3.5, p.light, ' opacity=".7"') +
  rect(70, 114, 58, 30, 8, p.shade) +
  stroke('M82 124v12M94 124v12M106 124v12M118 124v12', p.main, 4) +
  rect(160, 70, 18, 34, 5, p.ink) +
  rect(178, 80, 18, 14, 3, p.metalShade) +
  rect(140, 104, 10, 40, 5, p.ink);

const circularSaw = (p: Palette) =>
  path('M54 128a46 46 0 0 0 92 0z', p.metal) +
  path(teeth(28, 100, 128, 46, 42), p.metal) +
  circle(100, 128, 9, p.metalShade) +
  rect(28, 120, 144, 10, 3, p.metalShade) +
  path('M40 120a60 60 0 0 1 120 0z', p.main) +
  path('M58 120a42 42 0 0 1 84 0z', p.shade, ' opacity=".35"') +
  stroke('M66 70c4-28 60-28 66 0', p.ink, 13) +
  circle(100, 98, 16, p.ink) +
  circle(100, 98, 6, p.light);

const jigsaw = (p: Palette) =>
  rect(120, 130, 7, 44, 2, p.metalShade) +
  path(sawTeeth(120, 132, 120, 174, 6), 'none', ` stroke="${p.metal}" stroke-width="2"`) +
  rect(46, 122, 118, 10, 3, p.metal) +
  frame([40, 64, 126, 60, 18], [66, 76, 64, 20, 10], p.main) +
  rect(40, 100, 126, 24, 10, p.shade, ' opacity=".35"') +
  rect(140, 88, 26, 36, 8, p.ink) +
  rect(72, 62, 54, 12, 6, p.ink);

const sawBlade = (p: Palette) =>
  path(teeth(40, 100, 104, 76, 68), p.metal) +
  circle(100, 104, 66, p.metalShade, ' opacity=".35"') +
  circle(100, 104, 30, p.main) +
  ring(100, 104, 30, 10, p.shade) +
  stroke('M100 38v18M100 152v18M34 104h18M148 104h18', p.metalShade, 4);

const disc = (p: Palette) =>
  ring(100, 104, 76, 12, p.ink) +
  ring(100, 104, 62, 12, p.inkLight) +
  ring(100, 104, 38, 12, p.main) +
  ring(100, 104, 20, 12, p.metal) +
  path('M100 66a38 38 0 0 1 34 21l-14 6a23 23 0 0 0-20-12z', p.light, ' opacity=".6"');

const angleGrinder = (p: Palette) =>
  ellipse(150, 132, 42, 7, p.ink) +
  path('M122 120h56a8 8 0 0 1-8 10h-40a8 8 0 0 1-8-10z', p.metalShade) +
  rect(132, 78, 36, 46, 8, p.ink) +
  rect(142, 36, 12, 44, 6, p.ink) +
  path('M40 82h90v40H40a20 20 0 0 1 0-40z', p.main) +
  rect(40, 88, 84, 7, 3.5, p.light, ' opacity=".7"') +
  rect(70, 112, 40, 8, 4, p.ink) +
  rect(14, 90, 18, 24, 6, p.ink);

const sander = (p: Palette) =>
  ellipse(100, 156, 66, 14, p.ink) +
  ellipse(100, 150, 62, 12, p.inkLight) +
  path('M42 148c0-50 116-50 116 0z', p.main) +
  path('M56 140c6-26 76-34 90-4', 'none', ` stroke="${p.light}" stroke-width="6" stroke-linecap="round" opacity=".7"`) +
  ellipse(100, 104, 32, 12, p.ink) +
  rect(150, 122, 36, 14, 7, p.ink);

const battery = (p: Palette) =>
  rect(54, 82, 92, 70, 12, p.ink) +
  rect(54, 118, 92, 10, 0, p.main) +
  rect(70, 64, 60, 24, 6, p.main) +
  rect(78, 70, 44, 6, 3, p.shade) +
  [0, 1, 2, 3].map((i) => rect(70 + i * 16, 136, 12, 6, 2, i < 3 ? '#7ddc83' : p.inkLight)).join('') +
  rect(64, 90, 72, 6, 3, p.inkLight);

const screwdriver = (p: Palette) =>
  group(
    'rotate(-35 100 100)',
    rect(22, 82, 74, 36, 16, p.main),
    stroke('M36 92v16M48 92v16M60 92v16M72 92v16', p.shade, 4),
    rect(26, 86, 66, 7, 3.5, p.light, ' opacity=".6"'),
    rect(94, 88, 12, 24, 3, p.ink),
    rect(106, 96, 66, 8, 2, p.metal),
    path('M172 96l14 2v4l-14 2z', p.metalShade),
  );

const bitSet = (p: Palette) =>
  rect(84, 42, 32, 14, 5, p.shade) +
  rect(28, 52, 144, 110, 14, p.main) +
  rect(40, 66, 120, 82, 8, p.ink) +
  [0, 1, 2, 3, 4, 5, 6, 7]
    .map((i) => rect(50 + i * 13.5, 76 + (i % 2) * 8, 7, 52 - (i % 2) * 8, 2, i % 3 === 0 ? p.metalShade : p.metal))
    .join('') +
  rect(28, 52, 144, 10, 5, p.light, ' opacity=".4"');

const pliers = (p: Palette) =>
  path('M96 98L70 170a8 8 0 0 1-14-4l26-70z', p.main) +
  path('M104 98l26 72a8 8 0 0 0 14-4l-26-70z', p.shade) +
  path('M100 100L84 38c2-10 12-12 16-4z', p.metal) +
  path('M100 100l16-62c-2-10-12-12-16-4z', p.metalShade) +
  circle(100, 98, 9, p.ink) +
  circle(100, 98, 3, p.metal);

const wrench = (p: Palette) =>
  group(
    'rotate(-32 100 100)',
    rect(46, 91, 108, 18, 8, p.metal),
    rect(78, 91, 44, 18, 4, p.main),
    ring(38, 100, 24, 12, p.metal),
    path('M150 82a24 24 0 1 1 0 36l8-10h16v-16h-16z', p.metal),
    rect(46, 96, 30, 4, 2, '#ffffff', ' opacity=".6"'),
  );

const socketSet = (p: Palette) =>
  rect(84, 40, 32, 14, 5, p.shade) +
  rect(24, 50, 152, 114, 14, p.main) +
  rect(36, 64, 128, 86, 8, p.ink) +
  [0, 1, 2, 3, 4].map((i) => ring(52 + i * 24, 86, 9 - i * 0.6 + 3, 5, p.metal)).join('') +
  [0, 1, 2, 3].map((i) => ring(58 + i * 28, 122, 11, 6, p.metalShade)).join('') +
  rect(24, 50, 152, 10, 5, p.light, ' opacity=".4"');

const hammer = (p: Palette) =>
  group(
    'rotate(-20 100 110)',
    rect(93, 60, 14, 70, 4, p.ink),
    rect(89, 110, 22, 72, 10, p.main),
    stroke('M94 130h12M94 142h12M94 154h12M94 166h12', p.shade, 3),
    path('M52 36h90a4 4 0 0 1 4 4v26a4 4 0 0 1-4 4H52z', p.metalShade),
    rect(140, 30, 16, 42, 4, p.metal),
    path('M52 40L30 46v14l22 6z', p.metal),
    rect(56, 40, 80, 6, 3, '#ffffff', ' opacity=".45"'),
  );

const handSaw = (p: Palette) =>
  group(
    'rotate(-12 100 100)',
    path(`M72 72L188 98L${sawTeeth(188, 112, 72, 132, 18)}z`, p.metal),
    path('M80 80l100 22', 'none', ' stroke="#ffffff" stroke-width="3" opacity=".6"'),
    frame([20, 62, 62, 80, 18], [36, 80, 28, 40, 12], p.main),
    circle(70, 80, 4, p.metalShade),
    circle(70, 124, 4, p.metalShade),
  );

const utilityKnife = (p: Palette) =>
  group(
    'rotate(-14 100 100)',
    path('M150 92l40 10-30 12z', p.metal),
    path('M28 96h122l12 12-12 12H28a12 12 0 0 1 0-24z', p.main),
    rect(32, 112, 100, 8, 4, p.shade),
    rect(56, 88, 36, 10, 5, p.ink),
    rect(30, 100, 30, 5, 2.5, p.light, ' opacity=".6"'),
  );

const spiritLevel = (p: Palette) =>
  rect(14, 84, 172, 38, 5, p.main) +
  rect(14, 84, 172, 8, 4, p.light, ' opacity=".5"') +
  rect(14, 84, 12, 38, 4, p.ink) +
  rect(174, 84, 12, 38, 4, p.ink) +
  rect(86, 90, 28, 26, 4, p.ink) +
  rect(90, 97, 20, 12, 6, '#c7ec7a') +
  circle(102, 103, 3.5, '#f3fbdc') +
  rect(40, 96, 12, 14, 3, p.ink) +
  rect(43, 98, 6, 10, 3, '#c7ec7a');

const tapeMeasure = (p: Palette) =>
  rect(122, 138, 66, 14, 2, '#f2c94c') +
  stroke('M132 138v6M142 138v4M152 138v6M162 138v4M172 138v6', p.ink, 1.6) +
  rect(184, 134, 6, 22, 2, p.metalShade) +
  rect(40, 56, 104, 104, 30, p.main) +
  rect(124, 132, 20, 28, 6, p.ink) +
  circle(92, 108, 28, p.ink) +
  circle(92, 108, 12, p.metal) +
  path(
    'M52 68a30 30 0 0 1 30-12h30',
    'none',
    ` stroke="${p.light}" stroke-width="6" stroke-linecap="round" opacity=".6"`,
  );

const foldingRule = (p: Palette) => {
  const joints: Array<[number, number]> = [
    [24, 160],
    [70, 62],
    [116, 160],
    [162, 62],
  ];
  return (
    joints
      .slice(0, -1)
      .map(([x1, y1], i) => {
        const [x2, y2] = joints[i + 1]!;
        const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
        const length = Math.hypot(x2 - x1, y2 - y1);
        return group(
          `translate(${x1} ${y1}) rotate(${n(angle)})`,
          rect(-6, -9, length + 12, 18, 3, i % 2 ? p.shade : p.main),
          stroke(
            Array.from({ length: 9 }, (_, k) => `M${n(8 + k * ((length - 8) / 9))} -9v${k % 2 ? 5 : 8}`).join(''),
            p.ink,
            1.6,
          ),
        );
      })
      .join('') + joints.map(([x, y]) => circle(x, y, 4, p.metalShade)).join('')
  );
};

const jacket = (p: Palette) =>
  path('M72 38L44 48 28 64 20 146h22l8-60v88h100V86l8 60h22l-8-82-16-16-28-10c-6 10-16 14-28 14s-22-4-28-14z', p.main) +
  path('M44 48L28 64 20 146h22l8-60zM156 48l16 16 8 82h-22l-8-60z', p.shade, ' opacity=".45"') +
  path('M72 38c6 10 16 14 28 14s22-4 28-14l-4-10c-6 8-14 12-24 12s-18-4-24-12z', p.shade) +
  stroke('M100 52v122', p.ink, 3) +
  rect(60, 118, 28, 22, 4, p.shade) +
  rect(112, 118, 28, 22, 4, p.shade) +
  rect(20, 138, 22, 8, 3, p.ink) +
  rect(158, 138, 22, 8, 3, p.ink);

const vest = (p: Palette) =>
  path('M70 30l-14 6-8 40v98h104V76l-8-40-14-6c-4 18-16 26-30 26s-26-8-30-26z', p.main) +
  rect(48, 118, 104, 10, 0, p.metal) +
  rect(48, 146, 104, 10, 0, p.metal) +
  rect(48, 120, 104, 2, 0, '#ffffff', ' opacity=".8"') +
  rect(48, 148, 104, 2, 0, '#ffffff', ' opacity=".8"') +
  stroke('M100 58v116', p.shade, 3) +
  path('M56 36l-8 40h10l6-40z', p.shade, ' opacity=".5"');

const trousers = (p: Palette) =>
  path('M58 30h84l10 150h-38l-14-96-14 96H48z', p.main) +
  rect(58, 30, 84, 14, 3, p.shade) +
  rect(52, 116, 30, 26, 6, p.ink, ' opacity=".85"') +
  rect(118, 116, 30, 26, 6, p.ink, ' opacity=".85"') +
  path('M62 50c8 10 22 12 30 4M138 50c-8 10-22 12-30 4', 'none', ` stroke="${p.shade}" stroke-width="3"`) +
  rect(150, 60, 12, 34, 3, p.shade) +
  stroke('M100 44v40', p.shade, 3);

const shirt = (p: Palette) =>
  path('M72 34c6 10 16 14 28 14s22-4 28-14l40 20-12 30-18-8v96H62V76l-18 8-12-30z', p.main) +
  path('M72 34c6 10 16 14 28 14s22-4 28-14l-6-4c-6 8-12 10-22 10s-16-2-22-10z', p.shade) +
  path('M32 54l12 30 18-8-10-32z', p.shade, ' opacity=".45"') +
  path('M168 54l-12 30-18-8 10-32z', p.shade, ' opacity=".45"') +
  rect(112, 74, 20, 16, 3, p.shade, ' opacity=".7"');

const safetyShoe = (p: Palette) =>
  rect(26, 144, 152, 20, 9, p.ink) +
  stroke('M40 164h10M60 164h10M80 164h10M100 164h10M120 164h10M140 164h10', p.inkLight, 3) +
  path('M34 146l4-70a10 10 0 0 1 10-10h40a10 10 0 0 1 10 9l4 27c40 4 66 20 72 44z', p.main) +
  path('M130 108c26 6 42 18 44 38h-48z', p.shade) +
  rect(36, 62, 62, 12, 6, p.ink) +
  stroke('M90 84l14-4M92 96l14-4M94 108l14-4', p.light, 4) +
  rect(34, 132, 140, 6, 3, p.metal, ' opacity=".7"');

const helmet = (p: Palette) =>
  path('M20 134q80 26 160 0v10q-80 26-160 0z', p.shade) +
  path('M36 134c0-56 30-86 64-86s64 30 64 86q-64 18-128 0z', p.main) +
  rect(92, 50, 16, 84, 8, p.light, ' opacity=".55"') +
  path('M54 90c6-20 18-30 30-34', 'none', ` stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity=".45"`) +
  rect(52, 118, 20, 8, 4, p.shade);

const earDefenders = (p: Palette) =>
  stroke('M52 104c0-78 96-78 96 0', p.ink, 14) +
  stroke('M52 104c0-78 96-78 96 0', p.main, 6) +
  rect(28, 94, 44, 72, 20, p.main) +
  rect(128, 94, 44, 72, 20, p.main) +
  rect(62, 100, 12, 60, 6, p.ink) +
  rect(126, 100, 12, 60, 6, p.ink) +
  rect(34, 102, 10, 40, 5, p.light, ' opacity=".5"') +
  rect(156, 102, 10, 40, 5, p.light, ' opacity=".5"');

const earPlugs = (p: Palette) =>
  stroke('M70 96c-10 50 30 70 60 50s20-60 0-50', p.ink, 3) +
  group('rotate(-25 70 80)', rect(52, 56, 36, 52, 18, p.main), rect(58, 62, 10, 34, 5, p.light, ' opacity=".6"')) +
  group('rotate(20 132 96)', rect(114, 70, 36, 52, 18, p.main), rect(120, 76, 10, 34, 5, p.light, ' opacity=".6"'));

const goggles = (p: Palette) =>
  rect(14, 88, 172, 16, 8, p.ink) +
  path(
    'M36 72c20-10 108-10 128 0 10 6 10 54-8 60-14 6-30-2-40-12-8-8-24-8-32 0-10 10-26 18-40 12-18-6-18-54-8-60z',
    p.main,
  ) +
  path(
    'M46 82c18-8 90-8 108 0 6 4 4 36-8 40-10 4-22-2-30-10-8-6-24-6-32 0-8 8-20 14-30 10-12-4-14-36-8-40z',
    '#cfe8f6',
    ' opacity=".9"',
  ) +
  stroke('M58 90l18 22M70 88l10 12', '#ffffff', 4, ' opacity=".8"');

const gloves = (p: Palette) =>
  path(
    'M66 176v-60l-8-54c-1-8 4-13 10-13s9 4 10 11l5 40V40c0-8 5-12 11-12s11 4 11 12l1 52 2-56c0-8 5-12 11-12s10 5 10 12l-1 60 4-46c1-7 6-11 11-10s9 6 8 12l-4 74 12-18c5-8 13-9 18-4s4 12-1 19l-28 44v18z',
    p.main,
  ) +
  path(
    'M58 62c-1-8 4-13 10-13s9 4 10 11l2 16-20 4zM83 40c0-8 5-12 11-12s11 4 11 12v14H83zM107 36c0-8 5-12 11-12s10 5 10 12v14h-21zM133 46c1-7 6-11 11-10s9 6 8 12l-1 12h-19z',
    p.shade,
  ) +
  rect(62, 156, 78, 24, 5, p.ink) +
  stroke('M70 162h62M70 172h62', p.inkLight, 2);

const mask = (p: Palette) =>
  stroke('M46 92C16 90 14 130 40 140M154 92c30-2 32 38 6 48', p.ink, 3) +
  path('M44 92q56-44 112 0l-8 48q-48 34-96 0z', p.main) +
  path('M100 58v114', 'none', ` stroke="${p.shade}" stroke-width="2"`) +
  path('M48 112q52 16 104 0', 'none', ` stroke="${p.shade}" stroke-width="2"`) +
  rect(80, 60, 40, 6, 3, p.metal) +
  circle(128, 126, 13, p.ink) +
  circle(128, 126, 6, p.inkLight);

const screwBox = (p: Palette) =>
  path('M40 76l20-18h100l-20 18z', p.light) +
  path('M140 76l20-18v86l-20 18z', p.shade) +
  rect(40, 76, 100, 86, 4, p.main) +
  rect(52, 96, 76, 44, 4, '#ffffff') +
  group(
    'translate(90 118) rotate(-30)',
    rect(-26, -4, 38, 8, 2, p.metalShade),
    stroke('M-22 -4l-2 8M-16 -4l-2 8M-10 -4l-2 8M-4 -4l-2 8M2 -4l-2 8', p.ink, 1.2),
    path('M-26 -4l-8 4 8 4z', p.metalShade),
    rect(12, -9, 6, 18, 2, p.metalShade),
  ) +
  group(
    'translate(150 170) rotate(-8)',
    rect(-42, -4, 52, 8, 2, p.metal),
    stroke('M-38 -4l-2 8M-32 -4l-2 8M-26 -4l-2 8M-20 -4l-2 8M-14 -4l-2 8M-8 -4l-2 8', p.metalShade, 1.4),
    path('M-42 -4l-10 4 10 4z', p.metal),
    rect(10, -10, 7, 20, 2, p.metalShade),
  );

const washers = (p: Palette) =>
  rect(36, 52, 96, 70, 6, p.main) +
  rect(48, 66, 72, 30, 4, '#ffffff') +
  ring(70, 81, 10, 4, p.metalShade) +
  ring(86, 138, 34, 14, p.metalShade) +
  ring(124, 128, 34, 14, p.metal) +
  ring(150, 152, 26, 11, p.metal);

const dowels = (p: Palette) =>
  [0, 1, 2]
    .map((i) =>
      group(
        `translate(${44 + i * 20} ${100 + i * 30}) rotate(-35)`,
        i === 1 ? rect(-34, -4, 38, 8, 2, p.metal) + rect(-40, -9, 7, 18, 2, p.metalShade) : '',
        path('M0 -10h74l14 10-14 10H0z', i === 1 ? p.shade : p.main),
        stroke('M16 -10v20M30 -10v20M44 -10v20M58 -10v20', i === 1 ? p.main : p.shade, 3),
        rect(-4, -14, 8, 28, 3, i === 1 ? p.main : p.shade),
      ),
    )
    .join('');

const anchors = (p: Palette) =>
  group(
    'rotate(-30 100 100)',
    rect(28, 92, 140, 16, 3, p.main),
    stroke(Array.from({ length: 12 }, (_, i) => `M${34 + i * 6} 92l-3 16`).join(''), p.shade, 2),
    rect(130, 88, 34, 24, 4, p.shade),
    rect(20, 82, 10, 36, 2, p.shade),
    path('M8 88h12v24H8l-4-6v-12z', p.shade),
    rect(40, 95, 80, 4, 2, '#ffffff', ' opacity=".5"'),
  );

const cartridge = (p: Palette) =>
  group(
    'rotate(-20 100 100)',
    path('M150 92l40 6v4l-40 6z', p.ink),
    rect(140, 86, 14, 28, 3, p.ink),
    rect(24, 78, 120, 44, 8, p.main),
    rect(50, 86, 70, 28, 3, '#ffffff'),
    stroke('M58 94h40M58 102h54M58 108h30', p.inkLight, 2.5),
    rect(18, 82, 10, 36, 3, p.ink),
    rect(28, 80, 112, 6, 3, p.light, ' opacity=".5"'),
  );

const cableTies = (p: Palette) =>
  [30, 15, 0]
    .map((angle, i) =>
      group(
        `translate(30 ${164 - i * 6}) rotate(${-angle})`,
        rect(0, -3.5, 136, 7, 3.5, i === 1 ? p.shade : p.main),
        rect(-10, -8, 16, 16, 3, i === 1 ? p.main : p.shade),
      ),
    )
    .join('') +
  stroke('M138 82a24 24 0 1 1 14-4l24 14', p.main, 7) +
  rect(132, 76, 16, 16, 3, p.shade);

const paperReam = (p: Palette) =>
  path('M30 104l40-34h100l-40 34z', '#ffffff') +
  path('M130 104l40-34v50l-40 34z', '#e9edf1') +
  rect(30, 104, 100, 50, 3, '#ffffff') +
  stroke('M32 120h96M32 128h96M32 136h96', '#e3e7ec', 1.5) +
  path('M64 104l40-34h36l-40 34z', p.shade) +
  rect(64, 104, 36, 50, 0, p.main) +
  path('M100 104l40-34v50l-40 34z', p.shade, ' opacity=".8"') +
  stroke('M30 154h100l40-34', '#cdd3da', 2);

const notepad = (p: Palette) =>
  group(
    'rotate(-8 100 104)',
    rect(48, 40, 104, 136, 6, p.main),
    rect(52, 44, 104, 136, 6, '#ffffff'),
    stroke(Array.from({ length: 9 }, (_, i) => `M64 ${78 + i * 11}h80`).join(''), '#b9c6d6', 1.6),
    stroke('M72 70v104', '#f1a7a7', 1.6),
    rect(48, 34, 108, 22, 5, p.main),
    ...Array.from({ length: 8 }, (_, i) => circle(60 + i * 12, 45, 3, p.ink)),
  );

const folder = (p: Palette) =>
  group('rotate(-6 100 110)', rect(84, 28, 64, 148, 6, p.shade)) +
  rect(58, 26, 70, 152, 6, p.main) +
  rect(58, 26, 10, 152, 4, p.shade, ' opacity=".5"') +
  rect(72, 42, 42, 72, 3, '#ffffff') +
  stroke('M78 56h30M78 66h22', p.inkLight, 2.5) +
  ring(93, 148, 12, 7, p.ink);

const penSet = (p: Palette) =>
  [0, 1, 2]
    .map((i) =>
      group(
        `translate(${56 + i * 36} 104) rotate(${-14 + i * 14})`,
        path('M-7 54l7 18 7-18z', p.ink),
        rect(-8, -60, 16, 116, 7, i === 1 ? p.ink : '#f6f7f9'),
        rect(-8, -60, 16, 48, 7, i === 1 ? p.shade : p.main),
        rect(4, -58, 4, 42, 2, p.metal),
        rect(-8, -14, 16, 4, 0, p.metalShade),
      ),
    )
    .join('');

const marker = (p: Palette) =>
  group(
    'rotate(-40 100 100)',
    path('M150 88h18l10 6v12l-10 6h-18z', p.shade),
    rect(30, 82, 82, 36, 12, p.main),
    rect(108, 80, 44, 40, 8, p.shade),
    rect(36, 88, 60, 7, 3.5, p.light, ' opacity=".6"'),
    rect(60, 104, 30, 8, 3, '#ffffff', ' opacity=".8"'),
  );

const stapler = (p: Palette) =>
  rect(24, 146, 152, 18, 8, p.ink) +
  rect(150, 140, 24, 8, 3, p.metal) +
  path('M30 130l6-30c2-8 8-12 16-12h110c10 0 16 8 14 18l-4 24z', p.main) +
  path('M44 96h112', 'none', ` stroke="${p.light}" stroke-width="5" stroke-linecap="round" opacity=".6"`) +
  rect(36, 130, 136, 10, 3, p.metalShade) +
  circle(40, 136, 7, p.ink);

const holePunch = (p: Palette) =>
  rect(30, 138, 140, 22, 8, p.ink) +
  path('M40 140l8-36c2-6 6-10 12-10h80c6 0 10 4 12 10l8 36z', p.main) +
  rect(60, 80, 80, 16, 8, p.ink) +
  rect(66, 84, 68, 5, 2.5, p.inkLight) +
  circle(76, 149, 4, p.inkLight) +
  circle(124, 149, 4, p.inkLight) +
  stroke('M52 108h96', p.light, 4, ' opacity=".5"');

const scissors = (p: Palette) =>
  path('M98 104L176 34l4 6-70 76z', p.metal) +
  path('M102 104L176 174l-6 4-76-68z', p.metalShade) +
  frame([20, 54, 64, 44, 22], [32, 64, 40, 24, 12], p.main) +
  frame([20, 110, 64, 44, 22], [32, 120, 40, 24, 12], p.main) +
  path('M80 80l22 22M80 130l22-22', 'none', ` stroke="${p.main}" stroke-width="12" stroke-linecap="round"`) +
  circle(100, 104, 6, p.ink);

const book = (p: Palette) =>
  group(
    'rotate(-8 100 104)',
    rect(52, 36, 104, 140, 6, '#f4efe3'),
    stroke('M154 44v124', '#ddd3bd', 2),
    rect(44, 30, 106, 142, 6, p.main),
    rect(44, 30, 14, 142, 4, p.shade),
    rect(70, 54, 64, 8, 3, '#ffffff', ' opacity=".9"'),
    rect(70, 68, 44, 6, 3, '#ffffff', ' opacity=".6"'),
    rect(70, 128, 60, 26, 4, p.light, ' opacity=".6"'),
  );

export const drawings = {
  drill: { family: 'power', draw: drill },
  'impact-driver': { family: 'power', draw: impactDriver },
  'rotary-hammer': { family: 'power', draw: rotaryHammer },
  'circular-saw': { family: 'power', draw: circularSaw },
  jigsaw: { family: 'power', draw: jigsaw },
  'saw-blade': { family: 'power', draw: sawBlade },
  disc: { family: 'power', draw: disc },
  'angle-grinder': { family: 'power', draw: angleGrinder },
  sander: { family: 'power', draw: sander },
  battery: { family: 'power', draw: battery },
  screwdriver: { family: 'hand', draw: screwdriver },
  'bit-set': { family: 'hand', draw: bitSet },
  pliers: { family: 'hand', draw: pliers },
  wrench: { family: 'hand', draw: wrench },
  'socket-set': { family: 'hand', draw: socketSet },
  hammer: { family: 'hand', draw: hammer },
  saw: { family: 'hand', draw: handSaw },
  'utility-knife': { family: 'hand', draw: utilityKnife },
  'spirit-level': { family: 'hand', draw: spiritLevel },
  'tape-measure': { family: 'hand', draw: tapeMeasure },
  'folding-rule': { family: 'hand', draw: foldingRule },
  jacket: { family: 'wear', draw: jacket },
  vest: { family: 'wear', draw: vest },
  trousers: { family: 'wear', draw: trousers },
  shirt: { family: 'wear', draw: shirt },
  'safety-shoe': { family: 'wear', draw: safetyShoe },
  helmet: { family: 'safety', draw: helmet },
  'ear-defenders': { family: 'safety', draw: earDefenders },
  'ear-plugs': { family: 'safety', draw: earPlugs },
  goggles: { family: 'safety', draw: goggles },
  gloves: { family: 'safety', draw: gloves },
  mask: { family: 'safety', draw: mask },
  'screw-box': { family: 'fixings', draw: screwBox },
  washers: { family: 'fixings', draw: washers },
  dowels: { family: 'fixings', draw: dowels },
  anchors: { family: 'fixings', draw: anchors },
  cartridge: { family: 'fixings', draw: cartridge },
  'cable-ties': { family: 'fixings', draw: cableTies },
  'paper-ream': { family: 'office', draw: paperReam },
  notepad: { family: 'office', draw: notepad },
  folder: { family: 'office', draw: folder },
  'pen-set': { family: 'office', draw: penSet },
  marker: { family: 'office', draw: marker },
  stapler: { family: 'office', draw: stapler },
  'hole-punch': { family: 'office', draw: holePunch },
  scissors: { family: 'office', draw: scissors },
  book: { family: 'office', draw: book },
} satisfies Record<string, Drawing>;

export type IllustrationKind = keyof typeof drawings;
