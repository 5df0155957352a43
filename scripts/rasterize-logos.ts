// The sandbox billers' logos as small WebP pictures beside their SVGs (apps/server/public/catalog/), made
// with Debian's Chromium: `node --import tsx scripts/rasterize-logos.ts`. Run it after changing a logo.
//
// Why not the SVGs themselves (issue 13): the browser makes each SVG picture a document of its own, which
// it parses, lays out and paints on the page's main thread. The Login's twenty logos were a third of the
// main thread's work between the first paint and the takeover under Lighthouse's phone profile. A WebP
// picture is decoded off the main thread. The biller network's own logos are pictures too.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BILLERS } from '../apps/server/src/db/seed/catalog-data.ts';

/** Drawn 64 px high (global.css --biller-logo), on screens of up to twice the pixels. */
const SIZE = 128;
const QUALITY = 0.9;
const dir = path.resolve('apps/server/public/catalog');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const { slug } of BILLERS) {
    const svg = fs.readFileSync(path.join(dir, `${slug}.svg`)).toString('base64');
    const webp = await page.evaluate(
      async ([source, size, quality]) => {
        const img = new Image();
        img.src = `data:image/svg+xml;base64,${source}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        canvas.getContext('2d')!.drawImage(img, 0, 0, size, size);
        const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
        const bytes = new Uint8Array(await blob!.arrayBuffer());
        let text = '';
        for (const b of bytes) text += String.fromCharCode(b);
        return btoa(text);
      },
      [svg, SIZE, QUALITY] as const,
    );
    fs.writeFileSync(path.join(dir, `${slug}.webp`), Buffer.from(webp, 'base64'));
    console.log(`${slug}.webp`, Buffer.from(webp, 'base64').length, 'bytes');
  }
} finally {
  await browser.close();
}
