// Renders web/public/icons/icon.svg to the PNG sizes the web manifest names, with Debian's
// Chromium. Run once after changing the SVG: pnpm --filter @civics/scripts exec tsx src/make-icons.ts
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const dir = fileURLToPath(new URL('../../web/public/icons/', import.meta.url));
const svg = readFileSync(`${dir}icon.svg`, 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const [name, size, padding] of [['icon-192.png', 192, 0], ['icon-512.png', 512, 0], ['icon-maskable-512.png', 512, 0.1]] as const) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  // A maskable icon keeps its drawing inside the safe zone: the background fills the whole square.
  const inner = Math.round(size * (1 - 2 * padding));
  await page.setContent(`<body style="margin:0;background:#1d3b6e;display:grid;place-items:center;height:${size}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</body>`);
  await page.screenshot({ path: `${dir}${name}` });
  await page.close();
}
await browser.close();
