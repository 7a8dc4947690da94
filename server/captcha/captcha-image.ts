import { PNG } from 'pngjs';

// Draws a captcha code into a PNG: only pixels leave the server, never glyph names, text or path data
// (docs/decisions/086). Each glyph is a set of polylines on a 4 x 6 grid, scaled, tilted and jittered, then the
// whole picture is bent by two random waves and crossed by curves as thick as the strokes, over speckle noise.
type Point = [number, number];
type Stroke = Point[];
type Rgb = [number, number, number];

const GLYPHS: Record<string, Stroke[]> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[1, 3.5], [3, 3.5]]],
  B: [[[0, 0], [0, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]], [[0, 0], [3, 0], [4, 1], [4, 2], [3, 3]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [3, 6], [4, 5], [4, 1], [3, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  G: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 3], [2, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  I: [[[1, 0], [3, 0]], [[2, 0], [2, 6]], [[1, 6], [3, 6]]],
  J: [[[4, 0], [4, 5], [3, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.5]], [[1.3, 2.8], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  O: [[[1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5], [0, 1], [1, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]],
  Q: [[[1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5], [0, 1], [1, 0]], [[2.5, 4.5], [4, 6.3]]],
  R: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]], [[2, 3], [4, 6]]],
  S: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 2], [1, 3], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 3], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  Z: [[[0, 0], [4, 0], [0, 6], [4, 6]]],
  '0': [[[1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5], [0, 1], [1, 0]], [[0.5, 5], [3.5, 1]]],
  '1': [[[1, 1], [2, 0], [2, 6]], [[1, 6], [3, 6]]],
  '2': [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [0, 6], [4, 6]]],
  '3': [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]], [[1.5, 3], [3, 3]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '5': [[[4, 0], [0, 0], [0, 3], [3, 3], [4, 4], [4, 5], [3, 6], [0, 6]]],
  '6': [[[4, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '8': [[[1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1, 3], [0, 2], [0, 1], [1, 0]], [[1, 3], [0, 4], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3]]],
  '9': [[[4, 3], [1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [0, 6]]],
};

export const CAPTCHA_IMAGE_WIDTH = 240;
export const CAPTCHA_IMAGE_HEIGHT = 80;
const W = CAPTCHA_IMAGE_WIDTH;
const H = CAPTCHA_IMAGE_HEIGHT;
// Dark enough on the pale background for a person (contrast above 7:1), close enough to each other that colour
// does not separate the code from the crossing curves.
const INKS: Rgb[] = [[46, 16, 101], [76, 29, 149], [30, 58, 138], [131, 24, 67], [6, 78, 59], [120, 53, 15]];

// The drawing's randomness only has to vary the picture (the code itself comes from node:crypto), and
// Math.random keeps a picture to a few milliseconds.
const randomInt = (min: number, max?: number) => (max === undefined ? Math.floor(Math.random() * min) : min + Math.floor(Math.random() * (max - min)));
const jitter = (range: number) => (Math.random() * 2 - 1) * range;
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

/** The code as PNG bytes; two calls with the same code give different pictures. */
export function renderCaptchaPng(code: string): Buffer {
  const png = new PNG({ width: W, height: H, colorType: 2 });
  paintBackground(png.data);
  const warp = randomWarp();
  const cell = (W - 24) / code.length;

  const curves = Array.from({ length: 3 }, () => randomCurve());
  // One curve under the glyphs and the rest over them, so strokes and curves overlap both ways.
  drawStroke(png.data, curves[0]!.map(warp), 1.6 + jitter(0.4), pick(INKS));
  [...code].forEach((char, index) => {
    const strokes = GLYPHS[char];
    if (!strokes) throw new Error(`No captcha glyph for ${char}`);
    const scale = 8 + jitter(0.6);
    const angle = (jitter(12) * Math.PI) / 180;
    const originX = 12 + cell * (index + 0.5) + jitter(3);
    const originY = H / 2 + jitter(4);
    const ink = pick(INKS);
    for (const stroke of strokes) {
      const points = stroke.map(([gx, gy]): Point => {
        const x = (gx - 2 + jitter(0.18)) * scale;
        const y = (gy - 3 + jitter(0.18)) * scale;
        return [originX + x * Math.cos(angle) - y * Math.sin(angle), originY + x * Math.sin(angle) + y * Math.cos(angle)];
      });
      drawStroke(png.data, densify(points).map(warp), 2.6 + jitter(0.3), ink);
    }
  });
  for (const curve of curves.slice(1)) drawStroke(png.data, curve.map(warp), 1.8 + jitter(0.5), pick(INKS));
  sprinkleSpeckles(png.data);
  return PNG.sync.write(png, { colorType: 2 });
}

// pngjs keeps RGBA in memory whatever colour type it writes.
function paintBackground(data: Buffer) {
  const [r0, g0, b0] = [245 + randomInt(6), 240 + randomInt(8), 250 + randomInt(6)];
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const offset = (y * W + x) * 4;
      const shade = Math.sin(x / 17 + y / 29) * 6 + randomInt(-10, 11);
      data[offset] = clampByte(r0 + shade);
      data[offset + 1] = clampByte(g0 + shade);
      data[offset + 2] = clampByte(b0 + shade);
      data[offset + 3] = 255;
    }
  }
}

/** Two sine displacements with random phase and wavelength: straight strokes come out bent, differently each time. */
function randomWarp(): (point: Point) => Point {
  const ampX = 2.5 + jitter(1);
  const ampY = 3 + jitter(1);
  const waveX = 14 + randomInt(10);
  const waveY = 26 + randomInt(16);
  const phaseX = jitter(Math.PI);
  const phaseY = jitter(Math.PI);
  return ([x, y]) => [x + ampX * Math.sin(y / waveX + phaseX), y + ampY * Math.sin(x / waveY + phaseY)];
}

/** A quadratic curve across most of the picture, as points about 2 px apart. */
function randomCurve(): Point[] {
  const start: Point = [randomInt(0, 30), randomInt(8, H - 8)];
  const control: Point = [randomInt(60, W - 60), randomInt(-20, H + 20)];
  const end: Point = [randomInt(W - 30, W), randomInt(8, H - 8)];
  return Array.from({ length: 121 }, (_, i) => {
    const t = i / 120;
    const u = 1 - t;
    return [u * u * start[0] + 2 * u * t * control[0] + t * t * end[0], u * u * start[1] + 2 * u * t * control[1] + t * t * end[1]];
  });
}

/** Splits each segment into pieces of at most 2 px, so the warp bends it instead of only moving its ends. */
function densify(points: Point[]): Point[] {
  const dense: Point[] = [points[0]!];
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1]!;
    const [bx, by] = points[i]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / 2));
    for (let s = 1; s <= steps; s++) dense.push([ax + ((bx - ax) * s) / steps, ay + ((by - ay) * s) / steps]);
  }
  return dense;
}

/** An anti-aliased polyline: coverage per pixel is kept as a maximum, so joints do not darken. */
function drawStroke(data: Buffer, points: Point[], width: number, ink: Rgb) {
  const coverage = new Float32Array(W * H);
  const half = width / 2;
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1]!;
    const [bx, by] = points[i]!;
    const minX = Math.max(0, Math.floor(Math.min(ax, bx) - half - 1));
    const maxX = Math.min(W - 1, Math.ceil(Math.max(ax, bx) + half + 1));
    const minY = Math.max(0, Math.floor(Math.min(ay, by) - half - 1));
    const maxY = Math.min(H - 1, Math.ceil(Math.max(ay, by) + half + 1));
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSquared = dx * dx + dy * dy || 1;
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const t = Math.max(0, Math.min(1, ((x + 0.5 - ax) * dx + (y + 0.5 - ay) * dy) / lengthSquared));
        const ex = x + 0.5 - (ax + t * dx);
        const ey = y + 0.5 - (ay + t * dy);
        const distance = Math.sqrt(ex * ex + ey * ey);
        const cover = Math.max(0, Math.min(1, half + 0.5 - distance));
        const index = y * W + x;
        if (cover > coverage[index]!) coverage[index] = cover;
      }
    }
  }
  for (let index = 0; index < coverage.length; index++) {
    const alpha = coverage[index]!;
    if (alpha === 0) continue;
    const offset = index * 4;
    for (let channel = 0; channel < 3; channel++) data[offset + channel] = Math.round(data[offset + channel]! * (1 - alpha) + ink[channel]! * alpha);
  }
}

/** Dark and light single pixels over everything: breaks clean edges without hiding a stroke from a person. */
function sprinkleSpeckles(data: Buffer) {
  for (let n = 0; n < 420; n++) {
    const offset = (randomInt(H) * W + randomInt(W)) * 4;
    const value = randomInt(2) === 0 ? randomInt(60, 140) : randomInt(225, 256);
    data[offset] = value;
    data[offset + 1] = value;
    data[offset + 2] = clampByte(value + 10);
  }
}

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
