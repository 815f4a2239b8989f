// Renders chosen SVG illustrations and logos in public/images to JPEG or PNG, for the
// blocks whose spec asks for a raster image (the call-to-action breaker takes jpeg or
// png only; logo lists read best as PNG). A developer tool: run it by hand after
// changing an SVG and commit what it writes. Never run at request time or in the tests.
//
//   node scripts/rasterize-images.mjs
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';

const root = path.resolve(import.meta.dirname, '..');
const images = path.join(root, 'public/images');

/** Each file stays small enough to serve without resizing. */
const MAX_BYTES = 80 * 1024;

/**
 * What to render: the SVG, the raster it becomes, and the size in CSS pixels (the SVG
 * scales to it). JPEG for illustrations, PNG with a transparent ground for logos.
 */
const JOBS = [
  { svg: 'barrel-room.svg', out: 'barrel-room.jpg', width: 1200, height: 900 },
  { svg: 'tasting-room.svg', out: 'tasting-room.jpg', width: 1200, height: 900 },
  { svg: 'harvest.svg', out: 'harvest.jpg', width: 1200, height: 900 },
  { svg: 'logos/napa-table.svg', out: 'logos/napa-table.png', width: 480, height: 160 },
  { svg: 'logos/cellar-journal.svg', out: 'logos/cellar-journal.png', width: 480, height: 160 },
  { svg: 'logos/west-coast-wine-review.svg', out: 'logos/west-coast-wine-review.png', width: 480, height: 160 },
  { svg: 'logos/vintners-almanac.svg', out: 'logos/vintners-almanac.png', width: 480, height: 160 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const job of JOBS) {
    const svg = await readFile(path.join(images, job.svg), 'utf8');
    await page.setViewportSize({ width: job.width, height: job.height });
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;background:transparent}svg{display:block;width:${job.width}px;height:${job.height}px}</style></head><body>${svg}</body></html>`,
    );
    const target = path.join(images, job.out);
    const clip = { x: 0, y: 0, width: job.width, height: job.height };
    let bytes;
    if (job.out.endsWith('.png')) {
      bytes = await page.screenshot({ type: 'png', clip, omitBackground: true });
    } else {
      // Lower the quality step by step until the file fits.
      for (let quality = 80; quality >= 50; quality -= 5) {
        bytes = await page.screenshot({ type: 'jpeg', quality, clip });
        if (bytes.length <= MAX_BYTES) break;
      }
    }
    if (bytes.length > MAX_BYTES) throw new Error(`${job.out} is ${bytes.length} bytes, over ${MAX_BYTES}: render it smaller`);
    await writeFile(target, bytes);
    console.log(`${job.out}: ${(await stat(target)).size} bytes`);
  }
} finally {
  await browser.close();
}
