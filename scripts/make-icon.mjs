// Draws the extension icon (images/icon.png, 256×256) and the file icon (images/file-icon.png,
// 32×32): a card with list lines and a check mark. Plain PNG written with node:zlib, 4×4
// supersampled. Run: node scripts/make-icon.mjs
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

function crc32(buf) {
  let c, crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

// Shapes in a 0..1 coordinate space, painted in order.
const inRoundRect = (x, y, x0, y0, x1, y1, r) => {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
const nearSegment = (x, y, ax, ay, bx, by, w) => {
  const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
  return (x - (ax + t * (bx - ax))) ** 2 + (y - (ay + t * (by - ay))) ** 2 <= (w / 2) ** 2;
};

const SHAPES = [
  // card body and inner frame
  { color: [0x2b, 0x1d, 0x14], hit: (x, y) => inRoundRect(x, y, 0.16, 0.04, 0.84, 0.96, 0.07) },
  { color: [0xe8, 0xd9, 0xb5], hit: (x, y) => inRoundRect(x, y, 0.21, 0.09, 0.79, 0.91, 0.04) },
  // list lines: quantity dot and name bar
  ...[0.22, 0.36, 0.5, 0.64].flatMap((y0) => [
    { color: [0x5a, 0x44, 0x30], hit: (x, y) => inRoundRect(x, y, 0.27, y0, 0.33, y0 + 0.06, 0.02) },
    { color: [0x5a, 0x44, 0x30], hit: (x, y) => inRoundRect(x, y, 0.37, y0 + 0.005, y0 === 0.5 ? 0.6 : 0.72, y0 + 0.055, 0.02) },
  ]),
  // check badge
  { color: [0x2e, 0x9e, 0x5b], hit: (x, y) => (x - 0.7) ** 2 + (y - 0.78) ** 2 <= 0.2 ** 2 },
  { color: [0xff, 0xff, 0xff], hit: (x, y) => nearSegment(x, y, 0.6, 0.78, 0.67, 0.86, 0.055) || nearSegment(x, y, 0.67, 0.86, 0.8, 0.7, 0.055) },
];

function render(size, ss = 4) {
  const out = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const x = (px + (sx + 0.5) / ss) / size;
          const y = (py + (sy + 0.5) / ss) / size;
          let color;
          for (const s of SHAPES) if (s.hit(x, y)) color = s.color;
          if (color) {
            r += color[0]; g += color[1]; b += color[2]; a += 255;
          }
        }
      }
      const n = ss * ss;
      const i = (py * size + px) * 4;
      const cover = a / n;
      // Colors are averaged over covered samples only (straight alpha).
      const covered = a / 255 || 1;
      out[i] = Math.round(r / covered);
      out[i + 1] = Math.round(g / covered);
      out[i + 2] = Math.round(b / covered);
      out[i + 3] = Math.round(cover);
    }
  }
  return out;
}

mkdirSync('images', { recursive: true });
writeFileSync('images/icon.png', png(256, render(256)));
writeFileSync('images/file-icon.png', png(32, render(32)));
console.log('wrote images/icon.png (256×256) and images/file-icon.png (32×32)');
