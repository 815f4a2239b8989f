// Renders chosen SVG illustrations and logos in public/images to JPEG or PNG, for the
// blocks whose spec asks for a raster image (the call-to-action breaker takes jpeg or
// png only; logo lists read best as PNG). A developer tool: run it by hand after
// changing an SVG and commit what it writes. Never run at request time or in the tests.
//
//   node scripts/rasterize-images.mjs
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
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

/**
 * Social previews: every image a page may name as its own (public/images
 * and public/images/products, SVG or raster) rendered as a 1200 x 630 JPEG in
 * public/images/og/, the size Open Graph consumers show large; SVG is shown by none of the
 * major networks. The store's og:image points at these (src/worker/seo/og-image.ts): Cloudflare
 * resizes rasters in production but passes SVG through, so SVGs need a rendered file anyway.
 * Landscape sources fill the card (cropped to cover); portrait ones (bottles) sit whole on
 * the brand's cream.
 */
const OG = { dir: 'og', width: 1200, height: 630, maxBytes: 150 * 1024, background: '#efe7da' };
const OG_SOURCE = /\.(svg|jpe?g|png)$/i;

async function ogSources() {
  const found = [];
  for (const folder of ['', 'products']) {
    for (const name of (await readdir(path.join(images, folder))).sort()) if (OG_SOURCE.test(name)) found.push(folder ? `${folder}/${name}` : name);
  }
  return found;
}

/** The og file of a source under public/images: `products/x.svg` -> `og/products-x.jpg` (the same rule as og-image.ts). */
const ogName = (source) => `${OG.dir}/${source.replace(/\.[a-z]+$/i, '').replaceAll('/', '-')}.jpg`;

async function renderOgImages(page) {
  await mkdir(path.join(images, OG.dir), { recursive: true });
  await page.setViewportSize({ width: OG.width, height: OG.height });
  for (const source of await ogSources()) {
    const bytes = await readFile(path.join(images, source));
    const type = source.endsWith('.svg') ? 'image/svg+xml' : source.endsWith('.png') ? 'image/png' : 'image/jpeg';
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;background:${OG.background}}img{display:block;width:${OG.width}px;height:${OG.height}px}</style></head><body><img alt=""></body></html>`,
    );
    await page.$eval(
      'img',
      (img, src) =>
        new Promise((resolve, reject) => {
          img.onload = () => {
            img.style.objectFit = img.naturalHeight > img.naturalWidth ? 'contain' : 'cover';
            resolve(undefined);
          };
          img.onerror = () => reject(new Error('unreadable'));
          img.src = src;
        }),
      `data:${type};base64,${bytes.toString('base64')}`,
    );
    let out;
    for (let quality = 85; quality >= 50; quality -= 5) {
      out = await page.screenshot({ type: 'jpeg', quality, clip: { x: 0, y: 0, width: OG.width, height: OG.height } });
      if (out.length <= OG.maxBytes) break;
    }
    if (out.length > OG.maxBytes) throw new Error(`${ogName(source)} is ${out.length} bytes, over ${OG.maxBytes}`);
    await writeFile(path.join(images, ogName(source)), out);
    console.log(`${ogName(source)}: ${out.length} bytes`);
  }
}

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
  // After the rasters above: they are sources of their own.
  await renderOgImages(page);
} finally {
  await browser.close();
}
