// Renders web/public/icons/icon.svg to the PNG sizes the web manifest names, with Debian's
// Chromium, plus the favicon and apple-touch-icon. Run once after changing the SVG: pnpm --filter @civics/scripts exec tsx src/make-icons.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const dir = fileURLToPath(new URL('../../web/public/icons/', import.meta.url));
const svg = readFileSync(`${dir}icon.svg`, 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const [name, size, padding] of [
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  ['icon-maskable-512.png', 512, 0.1],
] as const) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  // A maskable icon keeps its drawing inside the safe zone: the background fills the whole square.
  const inner = Math.round(size * (1 - 2 * padding));
  await page.setContent(
    `<body style="margin:0;background:#1d3b6e;display:grid;place-items:center;height:${size}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</body>`,
  );
  await page.screenshot({ path: `${dir}${name}` });
  await page.close();
}
// The favicon (/favicon.ico: 16, 32 and 48 px PNGs in one ICO container, which every browser reads)
// and the apple-touch-icon (180 px, full-bleed: iOS rounds the corners itself), in web/public so
// both addresses serve images instead of the app's HTML.
const publicDir = fileURLToPath(new URL('../../web/public/', import.meta.url));
const render = async (size: number): Promise<Buffer> => {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<body style="margin:0;background:#1d3b6e;display:grid;place-items:center;height:${size}px">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
  );
  const png = await page.screenshot();
  await page.close();
  return png;
};
writeFileSync(`${publicDir}apple-touch-icon.png`, await render(180));
const favicons = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await render(size) })));
writeFileSync(`${publicDir}favicon-32.png`, favicons[1]!.png);
/** ICO = 6-byte header, one 16-byte entry per image, then the PNG bytes of each. */
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(favicons.length, 4);
let offset = 6 + 16 * favicons.length;
const entries = favicons.map(({ size, png }) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size % 256, 0);
  entry.writeUInt8(size % 256, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
writeFileSync(`${publicDir}favicon.ico`, Buffer.concat([header, ...entries, ...favicons.map((f) => f.png)]));

await browser.close();
