import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { allowsFileType, IMAGE_URL_MESSAGE, imageExtension, imageIssue, imageUrlOf, ImageUrlSchema } from './index.ts';

// Addresses as Builder's picker writes them, from BuilderIO/builder's own README and
// examples (an upload has no extension; `?format=` and `?width=` are added by the CDN's users).
const UPLOAD = 'https://cdn.builder.io/api/v1/image/assets%2FYJIGb4i01jvw0SRdL5Bt%2Fdcd545fcda9c4be796889bf072cf72e9';
const UPLOAD_WEBP = 'https://cdn.builder.io/api/v1/image/assets%2FYJIGb4i01jvw0SRdL5Bt%2F6836fc105ad549a5b4bf144235b1a228?format=webp&width=800';
const JPEG_PNG = ['jpeg', 'jpg', 'png'];
const ClubImage = imageUrlOf(JPEG_PNG, 'club images must be JPEG or PNG');

describe('an image address', () => {
  it('takes an upload of Builder’s picker, with or without ?format= and ?width=, wherever a file type is asked', () => {
    for (const url of [UPLOAD, UPLOAD_WEBP, `${UPLOAD}?width=2000`]) {
      expect(imageExtension(url), url).toBeNull();
      expect(v.safeParse(ClubImage, url).success, url).toBe(true);
    }
  });

  it('keeps the file-type rule when the address names an extension', () => {
    expect(v.parse(ClubImage, '/images/club/red.JPG?v=2')).toBe('/images/club/red.JPG?v=2');
    expect(v.parse(ClubImage, 'https://images.commerce7.com/triangle/images/original/hero.png')).toBeDefined();
    const gif = v.safeParse(ClubImage, '/images/club/red.gif');
    expect(gif.success).toBe(false);
    expect(gif.issues?.[0]?.message).toBe('club images must be JPEG or PNG');
    expect(allowsFileType('https://cdn.builder.io/api/v1/image/assets%2Fk%2Flogo.svg', JPEG_PNG)).toBe(false);
  });

  it('is an https URL or a site path that may sit inside CSS url("…"), trimmed', () => {
    expect(v.parse(ImageUrlSchema, `  ${UPLOAD}  `)).toBe(UPLOAD);
    for (const bad of ['http://cdn.example.com/a.jpg', '//evil.example/a.jpg', '/\\evil.example/a.jpg', 'javascript:alert(1)', '/images/a".jpg', '/images/a\\b.jpg', '/images/a\nb.jpg', 'https://']) {
      const parsed = v.safeParse(ImageUrlSchema, bad);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.issues?.[0]?.message).toBe(IMAGE_URL_MESSAGE);
    }
  });

  it('says which broken rules are an image address’s own', () => {
    const [shape] = v.safeParse(ClubImage, 'ftp://x/a.jpg').issues ?? [];
    const [type] = v.safeParse(ClubImage, '/a.gif').issues ?? [];
    const [other] = v.safeParse(v.pipe(v.string(), v.regex(/^x$/)), 'y').issues ?? [];
    expect([shape, type, other].map((issue) => issue && imageIssue(issue))).toEqual([true, true, false]);
  });
});
