// Draws the app icons (public/icons/*.png) with no image library: pixels computed here, encoded
// as PNG with zlib. Run `node scripts/make-icons.mjs` after changing the design; the PNGs are
// committed so a build needs nothing but this repository.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BRAND = [0x5f, 0x3d, 0xc4]; // violet.8, the PWA theme colour
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGBA pixels (size × size × 4) → PNG bytes (8-bit RGBA, filter 0 on every row). */
function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    pixels.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Coverage (0..1) of the letter 'P' at a point in unit coordinates (0..1 across the glyph box):
 * a stem plus a bowl (ring) on its upper half. 4×4 supersampling smooths the edges.
 */
function letterP(x, y) {
  const stem = x >= 0.18 && x <= 0.38 && y >= 0.1 && y <= 0.9;
  const cx = 0.48;
  const cy = 0.36;
  const dx = (x - cx) / 0.34;
  const dy = (y - cy) / 0.26;
  const outer = dx * dx + dy * dy <= 1;
  const ix = (x - cx) / 0.16;
  const iy = (y - cy) / 0.1;
  const inner = ix * ix + iy * iy <= 1;
  const bowl = outer && !inner && x >= 0.3;
  const bar = x >= 0.18 && x <= 0.5 && ((y >= 0.1 && y <= 0.26) || (y >= 0.46 && y <= 0.62));
  return stem || bowl || (bar && !inner);
}

/**
 * @param size pixel size
 * @param maskable true: full-bleed background, glyph inside the 80% safe zone;
 *                 false: rounded square with transparent corners.
 */
function drawIcon(size, maskable) {
  const pixels = Buffer.alloc(size * size * 4);
  const radius = maskable ? 0 : size * 0.22;
  const glyphBox = maskable ? size * 0.5 : size * 0.64;
  const glyphOrigin = (size - glyphBox) / 2;
  const samples = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const px = x + (sx + 0.5) / samples;
          const py = y + (sy + 0.5) / samples;
          const qx = Math.max(radius - px, px - (size - radius), 0);
          const qy = Math.max(radius - py, py - (size - radius), 0);
          const inside = radius === 0 || qx * qx + qy * qy <= radius * radius;
          if (!inside) continue;
          bg++;
          if (letterP((px - glyphOrigin) / glyphBox, (py - glyphOrigin) / glyphBox)) fg++;
        }
      }
      const total = samples * samples;
      const alpha = bg / total;
      const mix = bg ? fg / bg : 0;
      const i = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(BRAND[c] * (1 - mix) + WHITE[c] * mix);
      pixels[i + 3] = Math.round(alpha * 255);
    }
  }
  return encodePng(size, pixels);
}

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
mkdirSync(outDir, { recursive: true });
const icons = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
];
for (const [name, size, maskable] of icons) {
  writeFileSync(join(outDir, name), drawIcon(size, maskable));
  console.log(`wrote public/icons/${name}`);
}
