// Draws the demo shop's images as SVG into public/images/ (committed), so neither the seed nor the
// pages fetch anything. Re-run after changing prisma/demo-catalog.ts:
//
//   npx tsx scripts/generate-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BANNERS, DEMO_PRODUCTS, TESTIMONIALS, type Artwork, type DemoProduct } from '../prisma/demo-catalog.js';
import { slugify } from '#tests/factories/db.js';

const PUBLIC_IMAGES = path.resolve(import.meta.dirname, '../public/images');

const COLOR = {
  purple: '#5B2A86',
  teal: '#138A8C',
  coral: '#F46A5E',
  sun: '#F9B234',
  sky: '#4FA3E0',
  leaf: '#5FAF4E',
  cream: '#FFF8EE',
  ink: '#2B2140',
  white: '#FFFFFF',
  skin: ['#F6D2B8', '#D9A47E', '#A86F4C', '#7A4A2E'],
  hair: ['#3B2A20', '#6B3E1E', '#1F1A17', '#B5652B'],
} as const;

const FONT = "Nunito, 'Trebuchet MS', 'Segoe UI', Arial, sans-serif";

const LEVEL_COLORS: Record<string, string> = {
  'Pre-K': COLOR.sun,
  Kindergarten: COLOR.coral,
  Elementary: COLOR.teal,
  'Middle School': COLOR.sky,
  'High School': COLOR.purple,
};

const ARTWORK_COLORS: Record<Artwork, string> = {
  program: COLOR.teal,
  video: COLOR.purple,
  dolls: COLOR.coral,
  'coloring-book': COLOR.sun,
  combo: COLOR.teal,
  script: COLOR.leaf,
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[\s,.:;-]+$/, '')}…`;
  return kept;
}

function textBlock(lines: string[], x: number, y: number, size: number, options: { anchor?: string; color?: string; weight?: number } = {}) {
  const { anchor = 'middle', color = COLOR.ink, weight = 800 } = options;
  const spans = lines
    .map((line, index) => `<tspan x="${x}" dy="${index === 0 ? 0 : size * 1.2}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${spans}</text>`;
}

// --- Illustrations, each drawn around (0, 0) in roughly a 320 x 260 box -------------------------

function child(x: number, y: number, scale: number, shirt: string, variant: number, pigtails = false) {
  const skin = COLOR.skin[variant % COLOR.skin.length];
  const hair = COLOR.hair[variant % COLOR.hair.length];
  const tails = pigtails
    ? `<circle cx="-30" cy="-78" r="14" fill="${hair}"/><circle cx="30" cy="-78" r="14" fill="${hair}"/>`
    : '';
  return `<g transform="translate(${x} ${y}) scale(${scale})">
  <rect x="-30" y="-40" width="60" height="80" rx="28" fill="${shirt}"/>
  <rect x="-24" y="30" width="18" height="40" rx="9" fill="${COLOR.ink}"/><rect x="6" y="30" width="18" height="40" rx="9" fill="${COLOR.ink}"/>
  ${tails}<circle cx="0" cy="-72" r="30" fill="${skin}"/>
  <path d="M-30 -78 Q0 -118 30 -78 Q16 -92 0 -90 Q-16 -92 -30 -78 Z" fill="${hair}"/>
  <circle cx="-10" cy="-72" r="3.5" fill="${COLOR.ink}"/><circle cx="10" cy="-72" r="3.5" fill="${COLOR.ink}"/>
  <path d="M-10 -60 Q0 -52 10 -60" stroke="${COLOR.ink}" stroke-width="3" fill="none" stroke-linecap="round"/>
  <circle cx="-18" cy="-62" r="5" fill="${COLOR.coral}" opacity="0.35"/><circle cx="18" cy="-62" r="5" fill="${COLOR.coral}" opacity="0.35"/>
</g>`;
}

function shield(x: number, y: number, scale: number, color: string) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
  <path d="M0 -110 L90 -78 L90 6 C90 72 44 112 0 132 C-44 112 -90 72 -90 6 L-90 -78 Z" fill="${color}"/>
  <path d="M0 -88 L70 -63 L70 6 C70 58 35 90 0 107 C-35 90 -70 58 -70 6 L-70 -63 Z" fill="${COLOR.white}" opacity="0.22"/>
  <path d="M-36 8 L-8 36 L42 -22" stroke="${COLOR.white}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
</g>`;
}

function heart(x: number, y: number, size: number, color: string) {
  const s = size / 20;
  return `<path transform="translate(${x} ${y}) scale(${s})" d="M0 6 C-4 -2 -16 -2 -16 8 C-16 16 -6 22 0 28 C6 22 16 16 16 8 C16 -2 4 -2 0 6 Z" fill="${color}"/>`;
}

function drawProgram(accent: string) {
  return `${shield(0, -10, 1, accent)}${child(-130, 40, 0.95, COLOR.coral, 0)}${child(130, 40, 0.95, COLOR.sky, 2, true)}`;
}

function drawVideo(accent: string) {
  return `<rect x="-150" y="-115" width="300" height="190" rx="22" fill="${COLOR.ink}"/>
<rect x="-134" y="-99" width="268" height="158" rx="12" fill="${accent}"/>
<circle cx="0" cy="-20" r="46" fill="${COLOR.white}" opacity="0.95"/>
<path d="M-14 -44 L26 -20 L-14 4 Z" fill="${accent}"/>
<rect x="-40" y="75" width="80" height="16" fill="${COLOR.ink}"/><rect x="-80" y="90" width="160" height="14" rx="7" fill="${COLOR.ink}"/>
${heart(150, -120, 36, COLOR.coral)}${heart(-168, 40, 26, COLOR.sun)}`;
}

function drawDolls() {
  return `${child(-70, 10, 1.35, COLOR.sky, 1)}${child(70, 10, 1.35, COLOR.coral, 0, true)}${heart(0, -160, 34, COLOR.coral)}`;
}

function drawColoringBook(accent: string) {
  const crayon = (x: number, rotate: number, color: string) =>
    `<g transform="translate(${x} 70) rotate(${rotate})"><rect x="-9" y="-70" width="18" height="110" rx="4" fill="${color}"/><path d="M-9 -70 L0 -92 L9 -70 Z" fill="${color}"/><rect x="-9" y="-40" width="18" height="10" fill="${COLOR.white}" opacity="0.6"/></g>`;
  return `<path d="M0 -90 C-50 -110 -110 -105 -150 -90 L-150 80 C-110 65 -50 62 0 82 Z" fill="${COLOR.white}" stroke="${COLOR.ink}" stroke-width="6" stroke-linejoin="round"/>
<path d="M0 -90 C50 -110 110 -105 150 -90 L150 80 C110 65 50 62 0 82 Z" fill="${COLOR.white}" stroke="${COLOR.ink}" stroke-width="6" stroke-linejoin="round"/>
<circle cx="-75" cy="-25" r="34" fill="none" stroke="${COLOR.ink}" stroke-width="4" stroke-dasharray="8 6"/>
<path d="M-75 -45 L-58 -10 L-92 -10 Z" fill="${accent}" opacity="0.8"/>
<g transform="translate(75 -10) scale(0.45)">${shield(0, 0, 1, accent)}</g>
${crayon(-120, -18, COLOR.coral)}${crayon(120, 16, COLOR.sky)}${crayon(150, 28, COLOR.leaf)}`;
}

function drawCombo(accent: string) {
  return `<g transform="translate(-110 -40) scale(0.55)">${shield(0, 0, 1, COLOR.purple)}</g>
<rect x="-130" y="-10" width="260" height="130" rx="14" fill="${accent}"/>
<rect x="-145" y="-40" width="290" height="44" rx="12" fill="${accent}" stroke="${COLOR.white}" stroke-width="4"/>
<rect x="-16" y="-40" width="32" height="160" fill="${COLOR.sun}"/>
<path d="M0 -40 C-40 -100 -90 -70 -40 -42 Z M0 -40 C40 -100 90 -70 40 -42 Z" fill="${COLOR.sun}"/>
${child(110, -60, 0.6, COLOR.coral, 0, true)}
${heart(-170, 80, 28, COLOR.coral)}`;
}

function drawScript(accent: string) {
  const lines = [0, 1, 2, 3, 4].map((i) => `<rect x="-70" y="${-50 + i * 28}" width="${i === 4 ? 80 : 140}" height="10" rx="5" fill="${COLOR.ink}" opacity="0.25"/>`).join('');
  return `<rect x="-100" y="-110" width="200" height="240" rx="14" fill="${COLOR.white}" stroke="${COLOR.ink}" stroke-width="6"/>
<rect x="-100" y="-110" width="200" height="40" rx="14" fill="${accent}"/>
${lines}
<path d="M95 -140 h110 a22 22 0 0 1 22 22 v44 a22 22 0 0 1 -22 22 h-70 l-26 24 v-24 h-14 a22 22 0 0 1 -22 -22 v-44 a22 22 0 0 1 22 -22 z" fill="${COLOR.coral}"/>
<circle cx="125" cy="-96" r="7" fill="${COLOR.white}"/><circle cx="150" cy="-96" r="7" fill="${COLOR.white}"/><circle cx="175" cy="-96" r="7" fill="${COLOR.white}"/>
${child(-170, 60, 0.7, COLOR.sky, 3)}`;
}

function illustration(artwork: Artwork, accent: string) {
  switch (artwork) {
    case 'program':
      return drawProgram(accent);
    case 'video':
      return drawVideo(accent);
    case 'dolls':
      return drawDolls();
    case 'coloring-book':
      return drawColoringBook(accent);
    case 'combo':
      return drawCombo(accent);
    case 'script':
      return drawScript(accent);
  }
}

// --- Files ----------------------------------------------------------------------------------

function decorations(width: number, height: number, accent: string) {
  return `<circle cx="${width - 60}" cy="60" r="150" fill="${accent}" opacity="0.16"/>
<circle cx="40" cy="${height - 30}" r="110" fill="${COLOR.sky}" opacity="0.12"/>
<circle cx="${width * 0.2}" cy="${height * 0.62}" r="10" fill="${COLOR.sun}"/><circle cx="${width * 0.85}" cy="${height * 0.55}" r="8" fill="${COLOR.coral}"/>
<circle cx="${width * 0.08}" cy="${height * 0.45}" r="6" fill="${COLOR.teal}"/>`;
}

function svgDocument(width: number, height: number, title: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<title>${escapeXml(title)}</title>
${body}
</svg>
`;
}

function productSvg(product: Pick<DemoProduct, 'title' | 'badge' | 'artwork' | 'level'>) {
  const accent = product.artwork === 'program' && product.level ? LEVEL_COLORS[product.level] : ARTWORK_COLORS[product.artwork];
  const titleLines = wrapWords(product.title, 30, 2);
  const badgeWidth = Math.max(90, product.badge.length * 15 + 40);
  const body = `<rect width="800" height="600" rx="0" fill="${COLOR.cream}"/>
${decorations(800, 600, accent)}
<rect x="32" y="30" width="${badgeWidth}" height="46" rx="23" fill="${accent}"/>
${textBlock([product.badge], 32 + badgeWidth / 2, 62, 24, { color: COLOR.white })}
${textBlock(['PLAY IT SAFE'], 768, 62, 22, { anchor: 'end', color: COLOR.purple, weight: 900 })}
<g transform="translate(400 260)">${illustration(product.artwork, accent)}</g>
<rect x="40" y="430" width="720" height="${titleLines.length > 1 ? 140 : 96}" rx="24" fill="${COLOR.white}" opacity="0.92"/>
${textBlock(titleLines, 400, titleLines.length > 1 ? 488 : 490, 36)}`;
  return svgDocument(800, 600, product.title, body);
}

const GALLERY = [
  { file: 'classroom', caption: 'In the classroom', artwork: 'program' as const, accent: COLOR.teal },
  { file: 'video', caption: 'Watch and talk together', artwork: 'video' as const, accent: COLOR.purple },
  { file: 'dolls', caption: 'Joe & Suzy', artwork: 'dolls' as const, accent: COLOR.coral },
  { file: 'coloring-book', caption: 'Color, read and remember', artwork: 'coloring-book' as const, accent: COLOR.sun },
  { file: 'family', caption: 'Safe at home', artwork: 'script' as const, accent: COLOR.leaf },
];

function gallerySvg(item: (typeof GALLERY)[number]) {
  const body = `<rect width="800" height="600" fill="${COLOR.cream}"/>
${decorations(800, 600, item.accent)}
<g transform="translate(400 270) scale(1.15)">${illustration(item.artwork, item.accent)}</g>
${textBlock([item.caption], 400, 545, 40, { color: COLOR.purple })}`;
  return svgDocument(800, 600, item.caption, body);
}

const BANNER_ARTWORK: Record<(typeof BANNERS)[number]['file'], { artwork: Artwork; accent: string }> = {
  'shop-1': { artwork: 'program', accent: COLOR.sun },
  'shop-2': { artwork: 'coloring-book', accent: COLOR.coral },
  'shop-3': { artwork: 'dolls', accent: COLOR.sky },
  'category-pre-k': { artwork: 'dolls', accent: COLOR.sun },
  'category-kindergarten': { artwork: 'program', accent: COLOR.coral },
  'books-sale': { artwork: 'coloring-book', accent: COLOR.sun },
};

// A banner's words stay left of its artwork (about 1000 of its 1600 units). The English ones fit at the first size;
// longer ones (Spanish) get a smaller type rather than a cut.
const TITLE_FITS = [
  { chars: 24, size: 64 },
  { chars: 28, size: 56 },
  { chars: 32, size: 50 },
];
function fitTitle(title: string) {
  for (const { chars, size } of TITLE_FITS) {
    const lines = wrapWords(title, chars, 3);
    if (lines.length <= 2) return { lines, size };
  }
  const { chars, size } = TITLE_FITS[TITLE_FITS.length - 1];
  return { lines: wrapWords(title, chars, 2), size };
}
const SUBTITLE_CHARS = 52;
const subtitleSize = (text: string) => (text.length <= SUBTITLE_CHARS ? 32 : Math.floor((32 * SUBTITLE_CHARS) / text.length));

/**
 * A banner in English or, with `spanish`, in the words of its `.es.svg` file; `narrow` leaves the subtitle out (the
 * shop shows it as text under the picture on a phone), with the title moved to the middle.
 */
function bannerSvg(banner: (typeof BANNERS)[number], { narrow = false, spanish = false } = {}) {
  const { artwork, accent } = BANNER_ARTWORK[banner.file];
  const words = spanish ? banner.spanish : banner;
  const id = `bg-${banner.file}${narrow ? '-narrow' : ''}${spanish ? '-es' : ''}`;
  const { lines: titleLines, size: titleSize } = fitTitle(words.title);
  const titleY = narrow ? (titleLines.length > 1 ? 250 : 260) : titleLines.length > 1 ? 190 : 230;
  const subtitle = narrow ? '' : textBlock([words.text], 92, titleLines.length > 1 ? 370 : 310, subtitleSize(words.text), { anchor: 'start', color: COLOR.cream, weight: 600 });
  const body = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOR.purple}"/><stop offset="1" stop-color="${COLOR.teal}"/></linearGradient></defs>
<rect width="1600" height="500" fill="url(#${id})"/>
<circle cx="1350" cy="250" r="230" fill="${COLOR.cream}" opacity="0.95"/>
<circle cx="120" cy="440" r="90" fill="${accent}" opacity="0.25"/><circle cx="980" cy="70" r="40" fill="${accent}" opacity="0.5"/>
${textBlock(titleLines, 90, titleY, titleSize, { anchor: 'start', color: COLOR.white, weight: 900 })}
${subtitle}
<g transform="translate(1350 260) scale(0.95)">${illustration(artwork, accent)}</g>`;
  return svgDocument(1600, 500, words.title, body);
}

const AVATAR_COLORS = [COLOR.purple, COLOR.teal, COLOR.coral, COLOR.sky, COLOR.leaf, COLOR.sun];

function avatarSvg(name: string, index: number) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const color = AVATAR_COLORS[index % AVATAR_COLORS.length];
  const body = `<circle cx="100" cy="100" r="100" fill="${color}"/>
<circle cx="150" cy="40" r="36" fill="${COLOR.white}" opacity="0.15"/>
${textBlock([initials], 100, 122, 64, { color: COLOR.white, weight: 900 })}`;
  return svgDocument(200, 200, name, body);
}

function placeholderAvatarSvg() {
  const body = `<circle cx="100" cy="100" r="100" fill="${COLOR.cream}"/>
<circle cx="100" cy="80" r="36" fill="${COLOR.purple}" opacity="0.5"/>
<rect x="48" y="124" width="104" height="60" rx="30" fill="${COLOR.purple}" opacity="0.5"/>`;
  return svgDocument(200, 200, 'Reviewer', body);
}

function write(relativePath: string, content: string) {
  const target = path.join(PUBLIC_IMAGES, relativePath);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

function main() {
  let count = 0;
  for (const product of DEMO_PRODUCTS) {
    write(`products/${product.slug}.svg`, productSvg(product));
    count++;
  }
  write('products/placeholder.svg', productSvg({ title: 'Play It Safe', badge: 'Product', artwork: 'program' }));
  for (const item of GALLERY) write(`gallery/${item.file}.svg`, gallerySvg(item));
  for (const banner of BANNERS) {
    for (const narrow of banner.narrow ? [false, true] : [false]) {
      for (const spanish of [false, true]) {
        write(`banners/${banner.file}${narrow ? '-narrow' : ''}${spanish ? '.es' : ''}.svg`, bannerSvg(banner, { narrow, spanish }));
        count++;
      }
    }
  }
  for (const [index, testimonial] of TESTIMONIALS.entries()) {
    write(`testimonials/${slugify(testimonial.name)}.svg`, avatarSvg(testimonial.name, index));
  }
  write('testimonials/placeholder.svg', placeholderAvatarSvg());
  count += 1 + GALLERY.length + TESTIMONIALS.length + 1;
  console.log(`Wrote ${count} SVG files under ${path.relative(process.cwd(), PUBLIC_IMAGES)}/`);
}

main();
