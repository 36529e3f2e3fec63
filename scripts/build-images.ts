/**
 * Generates the planner illustration (SVG) and every raster made from it: the responsive hero
 * (AVIF + WebP), the product image, the Open Graph image and the icons. The outputs are committed,
 * so the server never needs sharp; run again after changing the drawing: `npx tsx scripts/build-images.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve('public');
const images = path.join(out, 'images');
mkdirSync(images, { recursive: true });

const WIDTH = 1200;
const HEIGHT = 600;
const COLUMNS = 13;
const ROWS = 4; // 13 x 4 = 52 weeks
const markerColors = ['#1d4ed8', '#b45309', '#047857', '#be185d', '#6d28d9', '#0e7490'];

/** A fixed pseudo-random sequence, so every build draws the same planner. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function plannerSvg(): string {
  const random = sequence(52);
  const board = { x: 70, y: 56, width: 1060, height: 468 };
  const grid = { x: board.x + 24, y: board.y + 62, width: board.width - 48, height: board.height - 86 };
  const cellW = grid.width / COLUMNS;
  const cellH = grid.height / ROWS;
  const cells: string[] = [];
  for (let week = 0; week < COLUMNS * ROWS; week++) {
    const col = week % COLUMNS;
    const row = Math.floor(week / COLUMNS);
    const x = grid.x + col * cellW;
    const y = grid.y + row * cellH;
    cells.push(
      `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${cellW.toFixed(1)}" height="${cellH.toFixed(1)}" fill="none" stroke="#cbd5e1" stroke-width="1.5"/>`,
      `<text x="${(x + 7).toFixed(1)}" y="${(y + 18).toFixed(1)}" font-size="13" fill="#64748b">${week + 1}</text>`,
    );
    const entries = Math.floor(random() * 3.2);
    for (let i = 0; i < entries; i++) {
      const color = markerColors[Math.floor(random() * markerColors.length)];
      const barWidth = cellW * (0.35 + random() * 0.5);
      cells.push(
        `<rect x="${(x + 7).toFixed(1)}" y="${(y + 30 + i * 19).toFixed(1)}" width="${barWidth.toFixed(1)}" height="9" rx="4.5" fill="${color}" opacity="0.85"/>`,
      );
    }
  }
  // A holiday spanning weeks, drawn across cells like a marker line.
  const span = (fromWeek: number, weeks: number, color: string, offset: number) => {
    const col = (fromWeek - 1) % COLUMNS;
    const row = Math.floor((fromWeek - 1) / COLUMNS);
    const x = grid.x + col * cellW + 6;
    const y = grid.y + row * cellH + cellH - offset;
    return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(cellW * weeks - 12).toFixed(1)}" height="12" rx="6" fill="${color}"/>`;
  };
  const markers = markerColors
    .slice(0, 4)
    .map((color, i) => {
      const x = 470 + i * 70;
      return `<g transform="translate(${x} 541) rotate(-4)"><rect width="58" height="12" rx="3" fill="#f8fafc" stroke="#94a3b8"/><rect x="44" width="14" height="12" rx="3" fill="${color}"/></g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" font-family="DejaVu Sans, Arial, sans-serif">
<rect width="${WIDTH}" height="${HEIGHT}" fill="#eef6ff"/>
<rect x="0" y="500" width="${WIDTH}" height="100" fill="#dbeafe"/>
<rect x="${board.x + 8}" y="${board.y + 10}" width="${board.width}" height="${board.height}" rx="14" fill="#1e3a8a" opacity="0.12"/>
<rect x="${board.x}" y="${board.y}" width="${board.width}" height="${board.height}" rx="14" fill="#ffffff" stroke="#94a3b8" stroke-width="10"/>
<rect x="${grid.x}" y="${board.y + 18}" width="${grid.width}" height="32" rx="6" fill="#1e40af"/>
${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => `<rect x="${(grid.x + 14 + (m - 1) * ((grid.width - 28) / 12)).toFixed(1)}" y="${board.y + 30}" width="${((grid.width - 28) / 12 - 14).toFixed(1)}" height="8" rx="4" fill="#93c5fd"/>`).join('')}
${cells.join('\n')}
${span(7, 2, '#f59e0b', 18)}
${span(29, 4, '#10b981', 18)}
${span(43, 2, '#ec4899', 18)}
${span(51, 2, '#f59e0b', 18)}
<rect x="${board.x + 360}" y="${board.y + board.height + 4}" width="340" height="14" rx="4" fill="#94a3b8"/>
${markers}
<circle cx="${board.x + 40}" cy="${board.y + 6}" r="6" fill="#64748b"/>
<circle cx="${board.x + board.width - 40}" cy="${board.y + 6}" r="6" fill="#64748b"/>
</svg>
`;
}

/** The logo: a small year grid on a blue board, readable at 16 px. */
const iconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect x="2" y="6" width="28" height="20" rx="3" fill="#1e40af"/>
<path d="M6 12h20M6 16h20M6 20h20M12 8v16M20 8v16" stroke="#fff" stroke-width="1.5"/>
</svg>
`;

async function main() {
  const svg = plannerSvg();
  writeFileSync(path.join(images, 'planner.svg'), svg);
  writeFileSync(path.join(out, 'favicon.svg'), iconSvg);
  const source = sharp(Buffer.from(svg), { density: 144 });
  for (const width of [640, 960, 1280]) {
    await source
      .clone()
      .resize(width)
      .avif({ quality: 55, effort: 6 })
      .toFile(path.join(images, `planner-${width}.avif`));
    await source
      .clone()
      .resize(width)
      .webp({ quality: 78 })
      .toFile(path.join(images, `planner-${width}.webp`));
  }
  // The product image in the cart and the admin (seeded imageUrl).
  await source.clone().resize(800).webp({ quality: 78 }).toFile(path.join(images, 'planner-800.webp'));
  // Open Graph and Twitter cards: 1200 x 630, the planner centred on the wall colour.
  await source
    .clone()
    .resize(1200, 600)
    .extend({ top: 15, bottom: 15, background: '#eef6ff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(path.join(images, 'planner-1200.jpg'));
  const icon = sharp(Buffer.from(iconSvg), { density: 1200 });
  const padded = async (size: number, file: string) =>
    icon
      .clone()
      .resize(Math.round(size * 0.8))
      .extend({
        top: Math.round(size * 0.1),
        bottom: size - Math.round(size * 0.8) - Math.round(size * 0.1),
        left: Math.round(size * 0.1),
        right: size - Math.round(size * 0.8) - Math.round(size * 0.1),
        background: '#ffffff',
      })
      .png()
      .toFile(path.join(out, file));
  await padded(180, 'apple-touch-icon.png');
  await padded(192, 'icon-192.png');
  await padded(512, 'icon-512.png');
  await icon.clone().resize(32).png().toFile(path.join(out, 'favicon-32.png'));
}

await main();
