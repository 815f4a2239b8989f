import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ImageSourceSchema } from '../inputs/image-source.ts';
import { checkOptions } from './options.ts';

const UPLOAD = 'https://cdn.builder.io/api/v1/image/assets%2FYJIGb4i01jvw0SRdL5Bt%2Fdcd545fcda9c4be796889bf072cf72e9';
const BROKEN = 'http://example.com/photo.jpg';
const MESSAGE = 'image must be an https URL or a site path';

const schema = v.object({
  title: v.pipe(v.string(), v.nonEmpty('title is required')),
  image: v.optional(ImageSourceSchema),
  background: v.optional(v.object({ image: ImageSourceSchema, altText: v.optional(v.string(), '') })),
  gallery: v.optional(v.array(v.object({ src: ImageSourceSchema, caption: v.optional(v.string()) })), []),
});
const check = (options: unknown) => checkOptions({ schema }, options);

describe('a block whose image breaks its rule', () => {
  it('shows without that image, and says which and why', () => {
    expect(check({ title: 'Harvest', image: BROKEN, gallery: [{ src: UPLOAD }] })).toEqual({
      success: true,
      output: { title: 'Harvest', gallery: [{ src: UPLOAD }] },
      dropped: [{ path: 'image', message: MESSAGE }],
    });
  });

  it('leaves out what the image was required by: a list item, a background’s settings', () => {
    const options = { title: 'Harvest', background: { image: BROKEN, altText: 'Vines' }, gallery: [{ src: '/a.jpg' }, { src: BROKEN, caption: 'x' }, { src: '/c.jpg' }] };
    const checked = check(options);
    expect(checked).toMatchObject({ success: true, output: { title: 'Harvest', gallery: [{ src: '/a.jpg' }, { src: '/c.jpg' }] } });
    expect(checked.success && (checked.output as { background?: unknown }).background).toBeUndefined();
    // The content as written is shared by every request: it is not changed.
    expect(options.gallery).toHaveLength(3);
    expect(options.background.image).toBe(BROKEN);
  });

  it('is hidden when another option is broken too, or when the image is the block’s own required option', () => {
    expect(check({ title: '', image: BROKEN })).toEqual({
      success: false,
      problems: [
        { path: 'title', message: 'title is required' },
        { path: 'image', message: MESSAGE },
      ],
    });
    expect(checkOptions({ schema: v.object({ image: ImageSourceSchema }) }, { image: BROKEN })).toEqual({ success: false, problems: [{ path: 'image', message: MESSAGE }] });
  });
});
