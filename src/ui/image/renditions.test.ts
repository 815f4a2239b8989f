import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_SETTINGS, hostAllowed, imageRendition, QUALITY, renditionWidths, transformedUrl } from './renditions.ts';

const settings = DEFAULT_IMAGE_SETTINGS;

describe('transformedUrl', () => {
  it('builds Cloudflare’s Transform-via-URL form with the site path appended as it is', () => {
    expect(transformedUrl('/images/harvest.jpg', { width: 640, quality: 75 })).toBe('/cdn-cgi/image/width=640,quality=75,format=auto,fit=scale-down,onerror=redirect/images/harvest.jpg');
  });
  it('appends an absolute source URL unencoded, as Cloudflare documents', () => {
    expect(transformedUrl('https://images.commerce7.com/t/medium/a.png', { width: 384, quality: 85 })).toBe(
      '/cdn-cgi/image/width=384,quality=85,format=auto,fit=scale-down,onerror=redirect/https://images.commerce7.com/t/medium/a.png',
    );
  });
});

describe('renditionWidths', () => {
  it('asks for a fixed slot at 1x and 2x, rounded up to the spec’s widths', () => {
    // Logos: 144 (288) on phones, 206 (412) from tablets.
    expect(renditionWidths('(min-width: 768px) 206px, 144px')).toEqual([256, 384, 640]);
    // Product detail: 340x520 on phones, 450x570 from tablets.
    expect(renditionWidths('(min-width: 768px) 450px, 340px')).toEqual([384, 640, 750, 1080]);
    // Product cards: 210 on phones, 290 from tablets.
    expect(renditionWidths('(min-width: 768px) 290px, 210px')).toEqual([256, 384, 640]);
  });
  it('asks for a full-width slot at every device width', () => {
    expect(renditionWidths('100vw')).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
  });
  it('asks for a fractional fluid slot from its share of the narrowest device up', () => {
    expect(renditionWidths('(min-width: 1024px) 33vw, (min-width: 580px) 50vw, 100vw')).toEqual([256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
  });
  it('treats a length it cannot read (calc) as the full viewport', () => {
    expect(renditionWidths('calc(100vw - 2rem)')[0]).toBe(640);
  });
  it('uses the small image widths for small fixed slots', () => {
    expect(renditionWidths('48px')).toEqual([48, 96]);
  });
  it('never asks for more than the source holds', () => {
    expect(renditionWidths('100vw', 1200)).toEqual([640, 750, 828, 1080, 1200]);
    expect(renditionWidths('100vw', 300)).toEqual([384]);
  });
});

describe('imageRendition', () => {
  it('gives src, srcSet and sizes for a raster image on this site', () => {
    const rendition = imageRendition('/images/logos/napa-table.png', { kind: 'logo', sizes: '(min-width: 768px) 206px, 144px' }, settings);
    expect(rendition).toEqual({
      src: '/cdn-cgi/image/width=640,quality=75,format=auto,fit=scale-down,onerror=redirect/images/logos/napa-table.png',
      srcSet: [256, 384, 640].map((w) => `/cdn-cgi/image/width=${w},quality=75,format=auto,fit=scale-down,onerror=redirect/images/logos/napa-table.png ${w}w`).join(', '),
      sizes: '(min-width: 768px) 206px, 144px',
    });
  });
  it('uses quality 75 for content and logos and 85 for heroes and products', () => {
    expect(QUALITY).toEqual({ content: 75, logo: 75, hero: 85, product: 85 });
    expect(imageRendition('/a.jpg', { kind: 'hero', sizes: '100vw' }, settings).src).toContain('quality=85');
    expect(imageRendition('/a.jpg', { kind: 'product', sizes: '290px' }, settings).src).toContain('quality=85');
    expect(imageRendition('/a.jpg', { kind: 'content', sizes: '100vw' }, settings).src).toContain('quality=75');
    expect(imageRendition('/a.jpg', { kind: 'hero', sizes: '100vw', quality: 100 }, settings).src).toContain('quality=100');
  });
  it('leaves SVGs alone: Cloudflare does not resize them', () => {
    expect(imageRendition('/images/products/bottle-cabernet.svg', { kind: 'product', sizes: '290px' }, settings)).toEqual({ src: '/images/products/bottle-cabernet.svg' });
    expect(imageRendition('/images/Crest.SVG?v=2', { kind: 'logo', sizes: '144px' }, settings)).toEqual({ src: '/images/Crest.SVG?v=2' });
  });
  it('leaves data URIs, protocol-relative and already transformed URLs alone', () => {
    for (const src of ['data:image/png;base64,iVBORw0KGgo=', '//evil.example/a.jpg', '/cdn-cgi/image/width=64/a.jpg', 'javascript:alert(1)', '/images/with space.jpg']) {
      expect(imageRendition(src, { kind: 'content', sizes: '100vw' }, settings)).toEqual({ src });
    }
  });
  it('transforms images of other hosts only when configured, and only over https', () => {
    const remote = 'https://images.commerce7.com/triangle-ridge/images/medium/iso.png';
    expect(imageRendition(remote, { kind: 'product', sizes: '290px' }, settings)).toEqual({ src: remote });
    const allowed = { transform: true, remoteHosts: ['images.commerce7.com'] };
    expect(imageRendition(remote, { kind: 'product', sizes: '290px' }, allowed).src).toBe(`/cdn-cgi/image/width=640,quality=85,format=auto,fit=scale-down,onerror=redirect/${remote}`);
    expect(imageRendition('http://images.commerce7.com/a.png', { kind: 'product', sizes: '290px' }, allowed)).toEqual({ src: 'http://images.commerce7.com/a.png' });
  });
  it('serves every image as it is when transformations are off', () => {
    expect(imageRendition('/images/harvest.jpg', { kind: 'content', sizes: '100vw' }, { transform: false, remoteHosts: [] })).toEqual({ src: '/images/harvest.jpg' });
  });
});

describe('hostAllowed', () => {
  it('follows Cloudflare’s Sources rule: a root domain is itself only, *. adds its subdomains', () => {
    expect(hostAllowed('b.com', ['b.com'])).toBe(true);
    expect(hostAllowed('media.b.com', ['b.com'])).toBe(false);
    expect(hostAllowed('media.b.com', ['*.b.com'])).toBe(true);
    expect(hostAllowed('b.com', ['*.b.com'])).toBe(true);
    expect(hostAllowed('evilb.com', ['*.b.com'])).toBe(false);
    expect(hostAllowed('CDN.Builder.io', ['cdn.builder.io'])).toBe(true);
  });
});
