import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPTY_PAGE_DATA, PageDataContext } from '../../page-data/index.ts';
import { Spacer } from './spacer.tsx';
import { CUSTOM_SPACING_MESSAGE, SpacerOptionsSchema } from './spacer.schema.ts';

const parse = (raw: unknown) => v.parse(SpacerOptionsSchema, raw);
const render = (raw: unknown, preview = false) =>
  renderToString(
    <PageDataContext value={{ ...EMPTY_PAGE_DATA, preview }}>
      <Spacer options={parse(raw)} blockId="sp" renderBlocks={() => null} />
    </PageDataContext>,
  );

describe('Spacer options', () => {
  it('uses the spec default paddings when no size is picked', () => {
    expect(parse({})).toEqual({ mobile: '1rem', tablet: '1.5rem', desktop: '2rem', line: false });
  });

  it('turns preset sizes and custom pixels into rem', () => {
    expect(parse({ desktop: '96px', tablet: '64px', mobile: '4px' })).toMatchObject({ desktop: '6rem', tablet: '4rem', mobile: '0.25rem' });
    expect(parse({ desktop: 'custom', customDesktop: 120, mobile: 'custom', customMobile: 0 })).toMatchObject({ desktop: '7.5rem', mobile: '0rem' });
  });

  it('falls back to the default when custom is picked without a value', () => {
    expect(parse({ tablet: 'custom' }).tablet).toBe('1.5rem');
  });

  it('rejects custom spacing outside 0 to 250 px and unknown sizes', () => {
    expect(v.safeParse(SpacerOptionsSchema, { customDesktop: 251 }).issues?.[0]?.message).toBe(CUSTOM_SPACING_MESSAGE);
    expect(v.safeParse(SpacerOptionsSchema, { customMobile: -1 }).issues?.[0]?.message).toBe(CUSTOM_SPACING_MESSAGE);
    expect(v.safeParse(SpacerOptionsSchema, { desktop: '100px' }).success).toBe(false);
  });
});

describe('Spacer', () => {
  it('renders an empty, hidden box with its three heights', () => {
    expect(render({ desktop: '64px' })).toBe('<div class="spacer" style="--spacer-mobile:1rem;--spacer-tablet:1.5rem;--spacer-desktop:4rem" aria-hidden="true"></div>');
  });

  it('draws a thin rule when asked', () => {
    expect(render({ line: true })).toContain('class="spacer spacer--line"');
  });

  it('shows editors a blue bar in preview, still hidden from assistive technology', () => {
    const html = render({ desktop: '32px' }, true);
    expect(html).toContain('class="spacer spacer--editor"');
    expect(html).toContain('aria-hidden="true"');
  });

  it('never carries the editor bar for shoppers', () => {
    expect(render({ line: true })).not.toContain('spacer--editor');
  });
});
