/**
 * npm run images:draw: writes the site's own illustrations into content-images/ (the
 * embedded default content refers to them): the home hero, one per seminar and one per
 * event. Flat SVG diagrams of data-centre motifs, each in its own theme colour, drawn from
 * a few primitives (racks, cabinets, pipes, documents, charts, people). No text: an image
 * must suit both languages; what it shows is said by its alt text in the content.
 * The output is committed; run this again after changing a drawing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

const OUT = resolve(import.meta.dirname, '../content-images');
const W = 1200;
const H = 675;

const INK = '#0d1b2a';
const PANEL = '#1b3350';
const PANEL_LIGHT = '#264669';
const LINE = '#7f9bb8';
const PAPER = '#e6eef6';
const COLD = '#38bdf8';
const WARM = '#f87171';
const POWER = '#f59e0b';

type Svg = string;

const n = (value: number) => String(Math.round(value * 10) / 10);
const attrs = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join(' ');
const rect = (x: number, y: number, w: number, h: number, extra: Record<string, string | number> = {}): Svg =>
  `<rect ${attrs({ x, y, width: w, height: h, ...extra })}/>`;
const circle = (cx: number, cy: number, r: number, extra: Record<string, string | number> = {}): Svg =>
  `<circle ${attrs({ cx, cy, r, ...extra })}/>`;
const path = (d: string, extra: Record<string, string | number> = {}): Svg => `<path ${attrs({ d, ...extra })}/>`;
const line = (
  points: ReadonlyArray<readonly [number, number]>,
  stroke: string,
  width = 6,
  extra: Record<string, string | number> = {},
): Svg =>
  path(`M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')}`, {
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
const group = (body: Svg[], extra: Record<string, string | number> = {}): Svg => `<g ${attrs(extra)}>${body.join('')}</g>`;

function mix(a: string, b: string, share: number): string {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x
    .map((value, i) =>
      Math.round(value * (1 - share) + (y[i] as number) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The frame of every illustration: a dark blueprint with a glow of the theme colour and a faint grid. */
function canvas(theme: string, body: Svg[], height = H): Svg {
  const grid: Svg[] = [];
  for (let x = 75; x < W; x += 75)
    grid.push(
      line(
        [
          [x, 0],
          [x, height],
        ],
        '#ffffff',
        1,
      ),
    );
  for (let y = 75; y < height; y += 75)
    grid.push(
      line(
        [
          [0, y],
          [W, y],
        ],
        '#ffffff',
        1,
      ),
    );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${height}" width="${W}" height="${height}">`,
    `<defs><radialGradient id="glow" cx="0.75" cy="0.2" r="0.9"><stop offset="0" stop-color="${mix(INK, theme, 0.38)}"/><stop offset="1" stop-color="${INK}"/></radialGradient></defs>`,
    rect(0, 0, W, height, { fill: 'url(#glow)' }),
    group(grid, { opacity: 0.05 }),
    ...body,
    '</svg>\n',
  ].join('');
}

/** A rack seen from the front: height units with a status light each. */
function rack(x: number, y: number, w: number, h: number, light: string, units = Math.floor((h - 16) / 24)): Svg {
  const parts = [rect(x, y, w, h, { rx: 6, fill: PANEL, stroke: LINE, 'stroke-width': 3 })];
  for (let i = 0; i < units; i++) {
    const uy = y + 10 + i * ((h - 16) / units);
    parts.push(rect(x + 9, uy, w - 18, (h - 16) / units - 6, { rx: 2, fill: PANEL_LIGHT }));
    parts.push(circle(x + w - 18, uy + ((h - 16) / units - 6) / 2, 3.5, { fill: i % 3 === 2 ? PAPER : light }));
  }
  return group(parts);
}

/** A UPS cabinet: a battery with a flash. */
function ups(x: number, y: number, w: number, h: number, colour: string): Svg {
  const bx = x + w * 0.22;
  const by = y + h * 0.25;
  const bw = w * 0.56;
  const bh = h * 0.3;
  return group([
    rect(x, y, w, h, { rx: 8, fill: PANEL, stroke: LINE, 'stroke-width': 3 }),
    rect(bx, by, bw, bh, { rx: 5, fill: 'none', stroke: colour, 'stroke-width': 5 }),
    rect(bx + bw * 0.35, by - 9, bw * 0.3, 9, { fill: colour }),
    path(
      `M${n(bx + bw * 0.55)} ${n(by + 8)} L${n(bx + bw * 0.38)} ${n(by + bh * 0.55)} H${n(bx + bw * 0.55)} L${n(bx + bw * 0.45)} ${n(by + bh - 8)} L${n(bx + bw * 0.66)} ${n(by + bh * 0.42)} H${n(bx + bw * 0.5)} Z`,
      { fill: colour },
    ),
    rect(x + w * 0.2, y + h * 0.7, w * 0.6, 8, { rx: 4, fill: PANEL_LIGHT }),
    rect(x + w * 0.2, y + h * 0.8, w * 0.6, 8, { rx: 4, fill: PANEL_LIGHT }),
  ]);
}

/** A standby generator: a housing with a fan and an exhaust. */
function generator(x: number, y: number, w: number, h: number, colour: string): Svg {
  const r = Math.min(w, h) * 0.28;
  return group([
    rect(x + w * 0.7, y - h * 0.35, w * 0.1, h * 0.35, { fill: LINE }),
    rect(x, y, w, h, { rx: 10, fill: PANEL, stroke: LINE, 'stroke-width': 3 }),
    circle(x + w * 0.35, y + h / 2, r, { fill: 'none', stroke: colour, 'stroke-width': 5 }),
    path(`M${n(x + w * 0.35)} ${n(y + h / 2 - r)} V${n(y + h / 2 + r)} M${n(x + w * 0.35 - r)} ${n(y + h / 2)} H${n(x + w * 0.35 + r)}`, {
      stroke: colour,
      'stroke-width': 5,
    }),
    rect(x + w * 0.65, y + h * 0.3, w * 0.22, h * 0.12, { rx: 3, fill: PANEL_LIGHT }),
    rect(x + w * 0.65, y + h * 0.55, w * 0.22, h * 0.12, { rx: 3, fill: PANEL_LIGHT }),
  ]);
}

/** A grid connection: a transmission tower. */
function pylon(x: number, y: number, h: number, colour: string): Svg {
  const w = h * 0.5;
  return (
    line(
      [
        [x - w / 2, y + h],
        [x - w * 0.12, y],
        [x + w * 0.12, y],
        [x + w / 2, y + h],
        [x - w * 0.3, y + h * 0.55],
        [x + w * 0.3, y + h * 0.55],
        [x - w / 2, y + h],
      ],
      colour,
      5,
    ) +
    line(
      [
        [x - w * 0.55, y + h * 0.2],
        [x + w * 0.55, y + h * 0.2],
      ],
      colour,
      5,
    )
  );
}

/** A cooling unit: a cabinet with a fan grille. */
function coolingUnit(x: number, y: number, w: number, h: number, colour: string): Svg {
  const r = w * 0.3;
  const cx = x + w / 2;
  const cy = y + h * 0.35;
  const blades = [0, 1, 2, 3].map((i) => {
    const a = (i * Math.PI) / 2;
    return path(
      `M${n(cx)} ${n(cy)} Q${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)} ${n(cx + Math.cos(a + 0.9) * r)} ${n(cy + Math.sin(a + 0.9) * r)} Z`,
      { fill: colour },
    );
  });
  return group([
    rect(x, y, w, h, { rx: 8, fill: PANEL, stroke: LINE, 'stroke-width': 3 }),
    circle(cx, cy, r + 6, { fill: 'none', stroke: LINE, 'stroke-width': 3 }),
    ...blades,
    ...[0.68, 0.78, 0.88].map((f) => rect(x + 12, y + h * f, w - 24, 6, { rx: 3, fill: PANEL_LIGHT })),
  ]);
}

/** A page of a document: text lines, some marked. */
function documentPage(x: number, y: number, w: number, h: number, marks: Readonly<Record<number, string>> = {}, lines = 9): Svg {
  const parts = [rect(x, y, w, h, { rx: 10, fill: PAPER }), rect(x + 28, y + 30, w * 0.45, 16, { rx: 5, fill: '#3b556f' })];
  for (let i = 0; i < lines; i++) {
    const ly = y + 76 + i * ((h - 110) / lines);
    const lw = (w - 56) * (i % 4 === 3 ? 0.6 : 1);
    if (marks[i]) parts.push(rect(x + 20, ly - 8, lw + 16, 24, { rx: 4, fill: marks[i] as string, opacity: 0.55 }));
    parts.push(rect(x + 28, ly, lw, 8, { rx: 4, fill: '#8ea3b8' }));
  }
  return group(parts);
}

/** A chart panel with bars or a line. */
function chartPanel(x: number, y: number, w: number, h: number, values: readonly number[], colour: string, kind: 'bars' | 'line'): Svg {
  const parts = [rect(x, y, w, h, { rx: 12, fill: PANEL, stroke: LINE, 'stroke-width': 3 })];
  const left = x + 30;
  const bottom = y + h - 30;
  const width = w - 60;
  const height = h - 70;
  parts.push(
    line(
      [
        [left, y + 30],
        [left, bottom],
        [left + width, bottom],
      ],
      LINE,
      3,
    ),
  );
  const step = width / values.length;
  if (kind === 'bars') {
    for (const [i, value] of values.entries()) {
      parts.push(rect(left + i * step + step * 0.2, bottom - value * height, step * 0.6, value * height, { rx: 3, fill: colour }));
    }
  } else {
    parts.push(
      line(
        values.map((value, i) => [left + step * (i + 0.5), bottom - value * height] as const),
        colour,
        5,
      ),
    );
    for (const [i, value] of values.entries()) parts.push(circle(left + step * (i + 0.5), bottom - value * height, 6, { fill: colour }));
  }
  return group(parts);
}

/** A person: head and shoulders. */
function person(x: number, y: number, scale: number, colour: string): Svg {
  return group([
    circle(x, y, 22 * scale, { fill: PAPER }),
    path(
      `M${n(x - 40 * scale)} ${n(y + 85 * scale)} Q${n(x - 40 * scale)} ${n(y + 30 * scale)} ${n(x)} ${n(y + 30 * scale)} Q${n(x + 40 * scale)} ${n(y + 30 * scale)} ${n(x + 40 * scale)} ${n(y + 85 * scale)} Z`,
      { fill: colour },
    ),
  ]);
}

/** A tick mark. */
const tick = (x: number, y: number, size: number, colour: string) =>
  line(
    [
      [x, y + size * 0.5],
      [x + size * 0.35, y + size * 0.85],
      [x + size, y],
    ],
    colour,
    size * 0.18,
  );

/** A small house (a building heated with waste heat). */
const house = (x: number, y: number, s: number, colour: string) =>
  group([
    path(`M${n(x)} ${n(y + 40 * s)} L${n(x + 45 * s)} ${n(y)} L${n(x + 90 * s)} ${n(y + 40 * s)} V${n(y + 100 * s)} H${n(x)} Z`, {
      fill: PANEL_LIGHT,
      stroke: colour,
      'stroke-width': 4,
    }),
    rect(x + 35 * s, y + 60 * s, 20 * s, 40 * s, { fill: colour }),
  ]);

/** Arrowhead at (x, y) pointing in direction `angle` (radians). */
function arrowHead(x: number, y: number, angle: number, colour: string, size = 18): Svg {
  const p = (a: number, r: number) => `${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`;
  return path(`M${p(angle, size * 0.6)} L${p(angle + 2.5, size)} L${p(angle - 2.5, size)} Z`, { fill: colour });
}

/** A calendar sheet, the mark of an event. */
function calendar(x: number, y: number, s: number, colour: string): Svg {
  const parts = [
    rect(x, y, 150 * s, 140 * s, { rx: 14 * s, fill: PAPER }),
    rect(x, y, 150 * s, 38 * s, { rx: 14 * s, fill: colour }),
    rect(x, y + 24 * s, 150 * s, 14 * s, { fill: colour }),
  ];
  parts.push(
    rect(x + 32 * s, y - 12 * s, 12 * s, 30 * s, { rx: 6 * s, fill: LINE }),
    rect(x + 106 * s, y - 12 * s, 12 * s, 30 * s, { rx: 6 * s, fill: LINE }),
  );
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 4; col++)
      parts.push(
        rect(x + (18 + col * 30) * s, y + (54 + row * 26) * s, 20 * s, 16 * s, {
          rx: 3 * s,
          fill: row === 1 && col === 2 ? colour : '#b6c4d2',
        }),
      );
  return group(parts);
}

// --- The illustrations ---------------------------------------------------------------

const seminars: Record<string, (theme: string) => Svg> = {
  // Building blocks: general concepts at the base, infrastructure parts, operations, KPIs.
  'en-50600-grundlagen': (theme) =>
    canvas(theme, [
      rect(180, 500, 840, 80, { rx: 12, fill: theme }),
      ...[0, 1, 2].flatMap((col) =>
        [0, 1].map((row) =>
          rect(180 + col * 190, 300 + row * 100, 170, 80, { rx: 12, fill: PANEL_LIGHT, stroke: mix(theme, PAPER, 0.5), 'stroke-width': 3 }),
        ),
      ),
      ...[0, 1, 2].map((col) => circle(265 + col * 190, 340, 14, { fill: mix(theme, PAPER, 0.4) })),
      rect(760, 300, 260, 180, { rx: 12, fill: PANEL_LIGHT, stroke: mix(theme, PAPER, 0.5), 'stroke-width': 3 }),
      line(
        [
          [800, 390],
          [860, 390],
          [900, 350],
          [960, 350],
        ],
        PAPER,
        6,
      ),
      arrowHead(975, 350, 0, PAPER),
      rect(330, 110, 540, 160, { rx: 12, fill: PANEL, stroke: LINE, 'stroke-width': 3 }),
      ...[0, 1, 2, 3, 4].map((i) =>
        rect(370 + i * 95, 230 - (i + 2) * 16, 55, (i + 2) * 16, { rx: 4, fill: i === 4 ? theme : mix(theme, PAPER, 0.5) }),
      ),
    ]),
  // Floor plan: rack rows with colour-coded paths for power, cooling and data.
  'en-50600-professional': (theme) =>
    canvas(theme, [
      rect(120, 90, 960, 500, { rx: 8, fill: 'none', stroke: PAPER, 'stroke-width': 8 }),
      rect(540, 582, 120, 16, { fill: INK }),
      ...[0, 1, 2].flatMap((row) =>
        Array.from({ length: 10 }, (_, i) =>
          rect(260 + i * 62, 170 + row * 130, 52, 60, { rx: 4, fill: PANEL_LIGHT, stroke: LINE, 'stroke-width': 2 }),
        ),
      ),
      rect(150, 120, 70, 110, { rx: 6, fill: POWER }),
      rect(150, 430, 70, 110, { rx: 6, fill: COLD }),
      rect(980, 120, 70, 90, { rx: 6, fill: theme }),
      line(
        [
          [220, 175],
          [240, 175],
          [240, 150],
          [900, 150],
        ],
        POWER,
        7,
      ),
      line(
        [
          [220, 485],
          [240, 485],
          [240, 255],
          [900, 255],
        ],
        COLD,
        7,
      ),
      line(
        [
          [980, 165],
          [945, 165],
          [945, 385],
          [260, 385],
        ],
        theme,
        7,
        { 'stroke-dasharray': '18 10' },
      ),
    ]),
  // Two editions of a standard side by side, the changes highlighted.
  'en-50600-professional-update': (theme) =>
    canvas(theme, [
      group([documentPage(190, 90, 330, 470, {}, 10)], { opacity: 0.75 }),
      documentPage(680, 90, 330, 470, { 2: theme, 5: theme, 6: theme, 8: POWER }, 10),
      line(
        [
          [560, 325],
          [630, 325],
        ],
        PAPER,
        8,
      ),
      arrowHead(648, 325, 0, PAPER, 26),
      circle(1000, 100, 34, { fill: theme }),
      tick(983, 86, 34, PAPER),
    ]),
  // Sankey: grid connection -> IT load (to waste-heat reuse), cooling, losses.
  'energieeffizienz-und-nachhaltigkeit': (theme) =>
    canvas(theme, [
      pylon(140, 200, 200, PAPER),
      path('M220 230 H430 C560 230 560 170 690 170 H760 V370 H690 C560 370 560 400 430 400 H220 Z', { fill: theme, opacity: 0.9 }),
      path('M430 400 C560 400 560 440 690 440 H760 V500 H690 C560 500 560 440 430 440 Z', { fill: COLD, opacity: 0.85 }),
      path('M430 440 C560 440 560 540 690 540 H760 V570 H690 C560 570 560 460 430 460 Z', { fill: WARM, opacity: 0.8 }),
      rect(220, 230, 210, 230, { fill: theme, opacity: 0.9 }),
      rect(760, 170, 60, 200, { rx: 6, fill: PANEL_LIGHT, stroke: PAPER, 'stroke-width': 3 }),
      ...[0, 1, 2, 3].map((i) => rect(772, 186 + i * 44, 36, 30, { rx: 3, fill: PANEL })),
      path('M820 200 C900 200 900 250 960 250 H1000 V330 H960 C900 330 900 340 820 340 Z', { fill: WARM, opacity: 0.85 }),
      house(1000, 210, 1.3, WARM),
    ]),
  // Four supply schematics, from one path to 2N.
  'verfuegbarkeitsklassen-und-schutzklassen': (theme) =>
    canvas(
      theme,
      [1, 2, 3, 4].flatMap((cls, i) => {
        const x = 105 + i * 265;
        const parts: Svg[] = [
          rect(x, 80, 220, 520, { rx: 14, fill: PANEL, opacity: 0.6 }),
          ...Array.from({ length: cls }, (_, k) => circle(x + 30 + k * 24, 112, 8, { fill: theme })),
        ];
        const paths = cls >= 3 ? [x + 70, x + 150] : [x + 110];
        const sources = cls === 4 ? [x + 70, x + 150] : cls === 2 || cls === 3 ? [x + 70, x + 150] : [x + 110];
        for (const sx of sources) parts.push(ups(sx - 35, 150, 70, 90, cls === 2 && sx === x + 150 ? LINE : POWER));
        if (cls === 2)
          parts.push(
            line(
              [
                [x + 70, 240],
                [x + 70, 290],
                [x + 110, 290],
              ],
              POWER,
              6,
            ),
            line(
              [
                [x + 150, 240],
                [x + 150, 290],
                [x + 110, 290],
              ],
              LINE,
              6,
              { 'stroke-dasharray': '12 8' },
            ),
          );
        if (cls === 3)
          parts.push(
            line(
              [
                [x + 70, 240],
                [x + 70, 300],
              ],
              POWER,
              6,
            ),
            line(
              [
                [x + 150, 240],
                [x + 150, 300],
              ],
              POWER,
              6,
            ),
            line(
              [
                [x + 70, 300],
                [x + 150, 300],
              ],
              LINE,
              4,
              { 'stroke-dasharray': '10 8' },
            ),
          );
        if (cls === 4)
          parts.push(
            line(
              [
                [x + 70, 240],
                [x + 70, 300],
              ],
              POWER,
              6,
            ),
            line(
              [
                [x + 150, 240],
                [x + 150, 300],
              ],
              theme,
              6,
            ),
          );
        for (const px of paths)
          parts.push(
            line(
              [
                [px, cls === 1 ? 240 : 300],
                [px, 440],
              ],
              cls === 4 && px === x + 150 ? theme : POWER,
              6,
            ),
          );
        if (cls === 2)
          parts.push(
            line(
              [
                [x + 110, 290],
                [x + 110, 440],
              ],
              POWER,
              6,
            ),
          );
        parts.push(rack(x + 60, 440, 100, 140, COLD, 5));
        return parts;
      }),
    ),
  // 2N power: grid and generator, two UPS, A and B feeds to every rack.
  'stromversorgung-und-stromverteilung': (theme) =>
    canvas(theme, [
      pylon(150, 90, 150, PAPER),
      generator(300, 130, 150, 100, theme),
      line(
        [
          [150, 240],
          [150, 290],
          [900, 290],
        ],
        PAPER,
        6,
      ),
      line(
        [
          [375, 230],
          [375, 290],
        ],
        theme,
        6,
      ),
      ups(340, 330, 120, 130, POWER),
      ups(720, 330, 120, 130, COLD),
      line(
        [
          [400, 290],
          [400, 330],
        ],
        PAPER,
        6,
      ),
      line(
        [
          [780, 290],
          [780, 330],
        ],
        PAPER,
        6,
      ),
      line(
        [
          [400, 460],
          [400, 500],
          [1080, 500],
        ],
        POWER,
        7,
      ),
      line(
        [
          [780, 460],
          [780, 520],
          [1080, 520],
        ],
        COLD,
        7,
      ),
      ...[0, 1, 2, 3].flatMap((i) => [
        rack(560 + i * 130, 545, 90, 110, theme, 3),
        line(
          [
            [585 + i * 130, 500],
            [585 + i * 130, 545],
          ],
          POWER,
          5,
        ),
        line(
          [
            [625 + i * 130, 520],
            [625 + i * 130, 545],
          ],
          COLD,
          5,
        ),
      ]),
    ]),
  // Cross-section: raised floor, contained cold aisle, airflows, cooling units.
  'klimatisierung-und-kuehlung': (theme) =>
    canvas(theme, [
      rect(80, 520, 1040, 16, { fill: LINE }),
      rect(80, 560, 1040, 10, { fill: PANEL_LIGHT }),
      coolingUnit(100, 250, 120, 270, theme),
      coolingUnit(980, 250, 120, 270, theme),
      rack(380, 250, 130, 270, COLD),
      rack(690, 250, 130, 270, COLD),
      rect(510, 230, 180, 14, { fill: PAPER }),
      rect(510, 244, 180, 276, { fill: COLD, opacity: 0.18 }),
      line(
        [
          [220, 545],
          [600, 545],
          [600, 480],
        ],
        COLD,
        8,
      ),
      arrowHead(600, 462, -Math.PI / 2, COLD, 24),
      line(
        [
          [600, 420],
          [600, 300],
        ],
        COLD,
        8,
        { 'stroke-dasharray': '16 12' },
      ),
      line(
        [
          [380, 330],
          [300, 330],
          [300, 170],
          [220, 170],
          [220, 240],
        ],
        WARM,
        8,
      ),
      arrowHead(220, 246, Math.PI / 2, WARM, 24),
      line(
        [
          [820, 330],
          [900, 330],
          [900, 170],
          [980, 170],
          [980, 240],
        ],
        WARM,
        8,
      ),
      arrowHead(980, 246, Math.PI / 2, WARM, 24),
      line(
        [
          [1040, 545],
          [620, 545],
        ],
        COLD,
        8,
      ),
    ]),
  // Cabling: a tray above a rack row, fibre and copper running into the racks.
  telekommunikationsverkabelung: (theme) =>
    canvas(theme, [
      ...[0, 1, 2, 3, 4, 5].map((i) => rack(120 + i * 165, 340, 130, 270, theme)),
      rect(80, 180, 1040, 40, { rx: 6, fill: 'none', stroke: PAPER, 'stroke-width': 5 }),
      ...[0, 1, 2, 3, 4, 5, 6].map((i) =>
        line(
          [
            [130 + i * 150, 120],
            [130 + i * 150, 180],
          ],
          LINE,
          4,
        ),
      ),
      ...[0, 1, 2, 3, 4, 5].flatMap((i) => [
        line(
          [
            [80, 192],
            [160 + i * 165, 192],
            [160 + i * 165, 340],
          ],
          '#facc15',
          5,
        ),
        line(
          [
            [1120, 206],
            [210 + i * 165, 206],
            [210 + i * 165, 340],
          ],
          COLD,
          5,
        ),
      ]),
    ]),
  // Site plan: concentric protection zones from the fence to the computer room.
  'gebaeude-und-physische-sicherheit': (theme) =>
    canvas(theme, [
      rect(110, 60, 980, 560, { rx: 40, fill: 'none', stroke: PAPER, 'stroke-width': 5, 'stroke-dasharray': '4 14' }),
      rect(110, 300, 5, 80, { fill: INK }),
      rect(240, 140, 720, 400, { rx: 30, fill: PANEL, opacity: 0.7, stroke: POWER, 'stroke-width': 5 }),
      rect(370, 210, 460, 260, { rx: 20, fill: PANEL_LIGHT, stroke: theme, 'stroke-width': 6 }),
      rect(480, 270, 240, 140, { rx: 12, fill: INK, stroke: WARM, 'stroke-width': 6 }),
      ...[0, 1, 2, 3].map((i) => rect(508 + i * 50, 298, 34, 84, { rx: 3, fill: PANEL_LIGHT })),
      circle(240, 340, 16, { fill: POWER }),
      circle(370, 340, 16, { fill: theme }),
      circle(480, 340, 16, { fill: WARM }),
    ]),
  // Control room: a wall of screens for power, cooling and alarms, and a desk.
  'management-und-betrieb': (theme) =>
    canvas(theme, [
      chartPanel(110, 70, 300, 200, [0.5, 0.6, 0.55, 0.7, 0.65, 0.8, 0.75], POWER, 'line'),
      chartPanel(450, 70, 300, 200, [0.7, 0.5, 0.6, 0.45, 0.55, 0.4], COLD, 'bars'),
      rect(790, 70, 300, 200, { rx: 12, fill: PANEL, stroke: LINE, 'stroke-width': 3 }),
      ...[0, 1, 2, 3].flatMap((i) => [
        circle(830, 110 + i * 42, 10, { fill: [WARM, POWER, PAPER, POWER][i] as string }),
        rect(855, 104 + i * 42, 200 - i * 20, 12, { rx: 6, fill: '#8ea3b8' }),
      ]),
      rect(110, 300, 980, 14, { fill: theme, opacity: 0.6 }),
      path('M200 470 H1000 L1040 540 H160 Z', { fill: PANEL_LIGHT, stroke: LINE, 'stroke-width': 3 }),
      rect(330, 400, 200, 70, { rx: 6, fill: PANEL, stroke: LINE, 'stroke-width': 3 }),
      rect(670, 400, 200, 70, { rx: 6, fill: PANEL, stroke: LINE, 'stroke-width': 3 }),
      line(
        [
          [350, 445],
          [400, 425],
          [440, 440],
          [510, 415],
        ],
        POWER,
        4,
      ),
      line(
        [
          [690, 440],
          [740, 430],
          [790, 445],
          [850, 420],
        ],
        COLD,
        4,
      ),
      rect(190, 540, 16, 80, { fill: LINE }),
      rect(994, 540, 16, 80, { fill: LINE }),
    ]),
  // Register report form beside a chart of PUE over twelve months.
  'energieeffizienzgesetz-fuer-rechenzentren': (theme) =>
    canvas(theme, [
      rect(130, 80, 360, 520, { rx: 12, fill: PAPER }),
      rect(160, 112, 180, 18, { rx: 6, fill: '#3b556f' }),
      ...[0, 1, 2, 3, 4].flatMap((i) => [
        rect(160, 170 + i * 80, 150, 10, { rx: 5, fill: '#8ea3b8' }),
        rect(160, 192 + i * 80, 250, 32, { rx: 6, fill: '#ffffff', stroke: '#8ea3b8', 'stroke-width': 2 }),
        ...(i < 4 ? [tick(430, 196 + i * 80, 28, theme)] : []),
      ]),
      chartPanel(560, 130, 520, 400, [0.85, 0.82, 0.8, 0.74, 0.7, 0.62, 0.6, 0.63, 0.56, 0.52, 0.5, 0.46], theme, 'line'),
      line(
        [
          [590, 250],
          [1050, 250],
        ],
        WARM,
        3,
        { 'stroke-dasharray': '10 10' },
      ),
    ]),
  // A globe of linked sites beside a table that cross-references two standards.
  'iso-iec-22237-international': (theme) => {
    const sites: Array<readonly [number, number]> = [
      [230, 250],
      [330, 200],
      [400, 300],
      [300, 390],
      [470, 230],
      [380, 450],
    ];
    return canvas(theme, [
      circle(340, 330, 220, { fill: PANEL, stroke: LINE, 'stroke-width': 4 }),
      ...[0.35, 0.7].map((f) =>
        path(`M340 110 A${n(220 * f)} 220 0 0 0 340 550 A${n(220 * f)} 220 0 0 0 340 110`, {
          fill: 'none',
          stroke: LINE,
          'stroke-width': 3,
        }),
      ),
      ...[-110, 0, 110].map((dy) =>
        line(
          [
            [340 - Math.sqrt(220 ** 2 - dy ** 2), 330 + dy],
            [340 + Math.sqrt(220 ** 2 - dy ** 2), 330 + dy],
          ],
          LINE,
          3,
        ),
      ),
      line([sites[0]!, sites[1]!, sites[4]!, sites[2]!, sites[3]!, sites[5]!, sites[2]!, sites[0]!], theme, 5),
      ...sites.map(([x, y]) => circle(x, y, 14, { fill: theme, stroke: PAPER, 'stroke-width': 4 })),
      rect(660, 120, 440, 430, { rx: 12, fill: PAPER }),
      ...[0, 1, 2, 3, 4, 5].flatMap((i) => [
        rect(690, 160 + i * 64, 140, 34, { rx: 6, fill: mix(theme, PAPER, 0.55) }),
        rect(930, 160 + i * 64, 140, 34, { rx: 6, fill: '#b6c4d2' }),
      ]),
      ...[
        [0, 0],
        [1, 2],
        [2, 1],
        [3, 3],
        [4, 5],
        [5, 4],
      ].map(([a, b]) =>
        line(
          [
            [830, 177 + (a as number) * 64],
            [930, 177 + (b as number) * 64],
          ],
          INK,
          3,
        ),
      ),
    ]);
  },
  // A ticked checklist on a clipboard in front of a row of UPS cabinets.
  'audit-und-zertifizierungsvorbereitung': (theme) =>
    canvas(theme, [
      ...[0, 1, 2, 3, 4, 5].map((i) => ups(110 + i * 170, 150, 140, 330, i % 2 ? COLD : POWER)),
      rect(60, 480, 1080, 12, { fill: LINE }),
      rect(640, 230, 330, 410, { rx: 16, fill: '#a67c52' }),
      rect(665, 265, 280, 360, { rx: 6, fill: PAPER }),
      rect(745, 215, 120, 40, { rx: 10, fill: LINE }),
      ...[0, 1, 2, 3, 4].flatMap((i) => [
        rect(690, 300 + i * 62, 36, 36, { rx: 6, fill: '#ffffff', stroke: '#8ea3b8', 'stroke-width': 3 }),
        rect(745, 312 + i * 62, 170, 12, { rx: 6, fill: '#8ea3b8' }),
        ...(i < 4 ? [tick(694, 302 + i * 62, 30, theme)] : []),
      ]),
    ]),
  // Plant room: aspirating smoke detection pipe on the ceiling, extinguishing gas cylinders.
  'brandschutz-im-rechenzentrum': (theme) =>
    canvas(theme, [
      rect(60, 60, 1080, 16, { fill: LINE }),
      line(
        [
          [120, 120],
          [1080, 120],
        ],
        PAPER,
        12,
      ),
      ...Array.from({ length: 9 }, (_, i) =>
        group([
          line(
            [
              [190 + i * 105, 126],
              [190 + i * 105, 150],
            ],
            PAPER,
            6,
          ),
          circle(190 + i * 105, 156, 7, { fill: theme }),
        ]),
      ),
      line(
        [
          [120, 120],
          [120, 76],
        ],
        PAPER,
        12,
      ),
      rect(90, 170, 90, 110, { rx: 8, fill: PANEL, stroke: theme, 'stroke-width': 4 }),
      line(
        [
          [135, 170],
          [135, 126],
        ],
        PAPER,
        8,
      ),
      circle(135, 225, 14, { fill: theme }),
      ...[0, 1, 2].map((i) =>
        group([rect(250 + i * 90, 330, 70, 270, { rx: 35, fill: WARM }), rect(270 + i * 90, 300, 30, 34, { rx: 6, fill: LINE })]),
      ),
      line(
        [
          [285, 300],
          [285, 260],
          [520, 260],
          [520, 200],
        ],
        LINE,
        6,
      ),
      ...[0, 1, 2, 3].map((i) => rack(620 + i * 125, 330, 100, 270, COLD)),
      rect(60, 600, 1080, 12, { fill: LINE }),
    ]),
  // Colocation hall: customer cages around rack groups, a meter on each rack's feed.
  'colocation-data-centre-operations': (theme) =>
    canvas(theme, [
      `<defs><pattern id="mesh" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="18" height="18" fill="none"/><path d="M0 0 V18" stroke="${PAPER}" stroke-width="2" opacity="0.35"/></pattern></defs>`,
      ...[0, 1, 2].flatMap((cage) => {
        const x = 90 + cage * 360;
        const count = [3, 2, 3][cage] as number;
        return [
          rect(x, 150, 320, 450, { rx: 8, fill: 'url(#mesh)', stroke: [theme, COLD, POWER][cage] as string, 'stroke-width': 6 }),
          ...Array.from({ length: count }, (_, i) => {
            const rx = x + 30 + i * (260 / count) + (260 / count - 70) / 2;
            return group([
              rack(rx, 330, 70, 250, theme, 8),
              line(
                [
                  [rx + 35, 250],
                  [rx + 35, 330],
                ],
                POWER,
                4,
              ),
              circle(rx + 35, 230, 24, { fill: PANEL, stroke: PAPER, 'stroke-width': 4 }),
              line(
                [
                  [rx + 35, 230],
                  [rx + 48, 217],
                ],
                POWER,
                4,
              ),
            ]);
          }),
        ];
      }),
      rect(60, 90, 1080, 12, { fill: LINE }),
    ]),
  // Dashboard: availability class, PUE gauge, certification status.
  'en-50600-kompakt-fuer-fuehrungskraefte': (theme) =>
    canvas(theme, [
      rect(90, 70, 1020, 540, { rx: 18, fill: PANEL, opacity: 0.75, stroke: LINE, 'stroke-width': 3 }),
      rect(130, 110, 290, 460, { rx: 14, fill: PANEL_LIGHT }),
      ...[0, 1, 2, 3].map((i) =>
        rect(180, 480 - i * 95, 190, 70, { rx: 10, fill: i < 3 ? theme : INK, stroke: PAPER, 'stroke-width': i < 3 ? 0 : 3 }),
      ),
      rect(455, 110, 320, 460, { rx: 14, fill: PANEL_LIGHT }),
      path('M505 400 A110 110 0 0 1 725 400', { fill: 'none', stroke: INK, 'stroke-width': 34 }),
      path('M505 400 A110 110 0 0 1 671 305', { fill: 'none', stroke: theme, 'stroke-width': 34 }),
      line(
        [
          [615, 400],
          [665, 322],
        ],
        PAPER,
        8,
      ),
      circle(615, 400, 14, { fill: PAPER }),
      ...[0, 1, 2].map((i) => rect(520 + i * 70, 460, 50, 70, { rx: 6, fill: INK })),
      rect(810, 110, 260, 460, { rx: 14, fill: PANEL_LIGHT }),
      circle(940, 290, 90, { fill: theme }),
      ...Array.from({ length: 12 }, (_, i) =>
        circle(940 + Math.cos((i * Math.PI) / 6) * 98, 290 + Math.sin((i * Math.PI) / 6) * 98, 14, { fill: theme }),
      ),
      tick(895, 250, 90, PAPER),
      path('M890 390 L870 500 L910 480 L940 510 V390 Z', { fill: mix(theme, PAPER, 0.3) }),
      path('M990 390 L1010 500 L970 480 L940 510 V390 Z', { fill: mix(theme, PAPER, 0.3) }),
    ]),
};

const events: Record<string, (theme: string) => Svg> = {
  // People at standing tables, talking.
  'absolvententreffen-data-center-specialist-2027': (theme) =>
    canvas(theme, [
      ...[0, 1].flatMap((t) => {
        const x = 330 + t * 460;
        return [
          rect(x - 70, 430, 140, 18, { rx: 9, fill: PAPER }),
          rect(x - 8, 448, 16, 150, { fill: LINE }),
          rect(x - 50, 596, 100, 12, { rx: 6, fill: LINE }),
          person(x - 130, 300, 1.5, t ? COLD : theme),
          person(x + 130, 300, 1.5, t ? POWER : mix(theme, PAPER, 0.35)),
          path(
            `M${x - 170} 150 h110 a20 20 0 0 1 20 20 v50 a20 20 0 0 1 -20 20 h-60 l-30 28 v-28 h-20 a20 20 0 0 1 -20 -20 v-50 a20 20 0 0 1 20 -20 Z`,
            {
              fill: PAPER,
            },
          ),
          ...[0, 1, 2].map((i) => circle(x - 140 + i * 30, 195, 7, { fill: theme })),
        ];
      }),
      calendar(1000, 70, 0.8, theme),
    ]),
  // Video conference: two experts beside a chart of energy KPIs.
  'enefg-sprechstunde-2027': (theme) =>
    canvas(theme, [
      rect(90, 80, 1020, 520, { rx: 18, fill: PANEL, stroke: LINE, 'stroke-width': 3 }),
      ...[0, 1].map((i) =>
        group([rect(130, 120 + i * 235, 330, 210, { rx: 12, fill: PANEL_LIGHT }), person(295, 175 + i * 235, 1.7, i ? COLD : theme)]),
      ),
      chartPanel(500, 120, 570, 445, [0.8, 0.7, 0.75, 0.6, 0.55, 0.5, 0.42], theme, 'bars'),
      ...[0, 1, 2].map((i) => circle(540 + i * 50, 610, 14, { fill: i === 2 ? WARM : LINE })),
      calendar(980, 20, 0.6, theme),
    ]),
  // Schematic: racks -> heat exchanger -> pipes -> heating network of houses.
  'fachforum-kuehlung-und-abwaerme-2027': (theme) =>
    canvas(theme, [
      ...[0, 1].map((i) => rack(90 + i * 120, 280, 95, 300, COLD)),
      rect(420, 300, 150, 260, { rx: 12, fill: PANEL, stroke: PAPER, 'stroke-width': 4 }),
      line(
        [
          [440, 340],
          [550, 370],
          [440, 400],
          [550, 430],
          [440, 460],
          [550, 490],
          [440, 520],
        ],
        theme,
        6,
      ),
      line(
        [
          [305, 350],
          [420, 350],
        ],
        WARM,
        12,
      ),
      line(
        [
          [420, 520],
          [305, 520],
        ],
        COLD,
        12,
      ),
      line(
        [
          [570, 350],
          [760, 350],
          [760, 250],
          [1100, 250],
        ],
        WARM,
        12,
      ),
      line(
        [
          [1100, 300],
          [810, 300],
          [810, 520],
          [570, 520],
        ],
        COLD,
        12,
      ),
      ...[0, 1, 2].map((i) =>
        group([
          house(850 + i * 90, 100, 0.75, WARM),
          line(
            [
              [884 + i * 90, 175],
              [884 + i * 90, 250],
            ],
            WARM,
            6,
          ),
        ]),
      ),
      calendar(980, 440, 0.8, theme),
    ]),
  // Lecture hall: rows of listeners before a slide on waste-heat reuse.
  'rechenzentrumstag-2027': (theme) =>
    canvas(theme, [
      rect(300, 60, 600, 300, { rx: 10, fill: PAPER }),
      rack(360, 130, 100, 180, COLD, 5),
      line(
        [
          [480, 220],
          [640, 220],
        ],
        WARM,
        10,
      ),
      arrowHead(662, 220, 0, WARM, 30),
      house(690, 150, 1.4, WARM),
      ...[0, 1, 2].flatMap((row) =>
        Array.from({ length: 8 - row }, (_, i) => {
          const x = 180 + row * 60 + i * 120 + (row % 2) * 10;
          const y = 430 + row * 80;
          return group([
            circle(x, y, 26, { fill: mix(INK, PAPER, 0.55 - row * 0.1) }),
            path(`M${x - 48} ${y + 80} Q${x - 48} ${y + 30} ${x} ${y + 30} Q${x + 48} ${y + 30} ${x + 48} ${y + 80} Z`, {
              fill: [theme, COLD, PANEL_LIGHT][(i + row) % 3] as string,
            }),
          ]);
        }),
      ),
      calendar(60, 60, 0.8, theme),
    ]),
};

/** The home hero: rack rows fed with power and cooling, under a network of linked sites. */
function hero(): Svg {
  const height = 800;
  const nodes: Array<readonly [number, number]> = [
    [170, 150],
    [360, 90],
    [560, 170],
    [770, 100],
    [1000, 170],
    [450, 290],
    [860, 280],
  ];
  return canvas(
    '#3b82f6',
    [
      line([nodes[0]!, nodes[1]!, nodes[2]!, nodes[3]!, nodes[4]!, nodes[6]!, nodes[2]!, nodes[5]!, nodes[0]!], '#5cb3f0', 5),
      line([nodes[1]!, nodes[5]!], '#5cb3f0', 5),
      line([nodes[3]!, nodes[6]!], '#5cb3f0', 5),
      ...nodes.map(([x, y], i) =>
        circle(x, y, i === 2 ? 24 : 16, { fill: i === 2 ? '#3b82f6' : PANEL_LIGHT, stroke: PAPER, 'stroke-width': 5 }),
      ),
      line(
        [
          [560, 194],
          [560, 380],
        ],
        PAPER,
        5,
        { 'stroke-dasharray': '12 10' },
      ),
      ups(80, 420, 130, 190, POWER),
      coolingUnit(80, 630, 130, 150, COLD),
      ...[0, 1, 2, 3, 4, 5].map((i) => rack(290 + i * 140, 400, 110, 340, i === 2 ? '#22c55e' : '#5cb3f0')),
      line(
        [
          [210, 470],
          [1130, 470],
        ],
        POWER,
        7,
      ),
      line(
        [
          [210, 700],
          [250, 700],
          [250, 760],
          [1130, 760],
        ],
        COLD,
        7,
      ),
      rect(260, 380, 880, 10, { rx: 5, fill: LINE }),
    ],
    height,
  );
}

const THEMES = [
  '#3b82f6',
  '#14b8a6',
  '#8b5cf6',
  '#22c55e',
  '#f59e0b',
  '#f97316',
  '#06b6d4',
  '#6366f1',
  '#ef4444',
  '#0ea5e9',
  '#84cc16',
  '#a855f7',
  '#10b981',
  '#f43f5e',
  '#eab308',
  '#ec4899',
];
const EVENT_THEMES = ['#14b8a6', '#84cc16', '#f97316', '#8b5cf6'];

async function write(file: string, svg: Svg): Promise<void> {
  const target = join(OUT, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, svg);
}

await write('home/hero.svg', hero());
await Promise.all(
  Object.entries(seminars).map(([slug, draw], i) => write(`seminars/${slug}.svg`, draw(THEMES[i % THEMES.length] as string))),
);
await Promise.all(
  Object.entries(events).map(([id, draw], i) => write(`events/${id}.svg`, draw(EVENT_THEMES[i % EVENT_THEMES.length] as string))),
);
console.log(`images:draw: ${1 + Object.keys(seminars).length + Object.keys(events).length} illustrations in ${OUT}`);
