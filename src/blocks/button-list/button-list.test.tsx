import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INVALID_LINK_MESSAGE } from '../../ui/link/href.ts';
import { BUTTON_FILE_REQUIRED, BUTTON_LINK_REQUIRED, ButtonOptionSchema } from '../kit/inputs/button-option.schema.ts';
import { ButtonList } from './button-list.tsx';
import { ButtonListOptionsSchema } from './button-list.schema.ts';

const parse = (raw: unknown) => v.parse(ButtonListOptionsSchema, raw);
const messages = (schema: v.GenericSchema, raw: unknown) => v.safeParse(schema, raw).issues?.map((issue) => issue.message) ?? [];
const render = (raw: unknown) => renderToString(<ButtonList options={parse(raw)} blockId="bl" renderBlocks={() => null} />);

describe('the partial button', () => {
  it('defaults to a red, filled link button', () => {
    expect(v.parse(ButtonOptionSchema, { text: 'Visit', href: '/visit' })).toEqual({
      text: 'Visit',
      href: '/visit',
      ariaLabel: undefined,
      design: 'red',
      outlined: false,
      isFile: false,
      dataLayer: undefined,
    });
  });

  it('needs text, and a link unless it is a file upload', () => {
    expect(messages(ButtonOptionSchema, { text: ' ', href: '/visit' })).toEqual(['a button needs text']);
    expect(messages(ButtonOptionSchema, { text: 'Visit' })).toEqual([BUTTON_LINK_REQUIRED]);
    expect(messages(ButtonOptionSchema, { text: 'Visit', href: null })).toEqual([BUTTON_LINK_REQUIRED]);
  });

  it('holds its link to the content link rule', () => {
    expect(messages(ButtonOptionSchema, { text: 'Visit', href: 'javascript:alert(1)' })).toEqual([INVALID_LINK_MESSAGE]);
  });

  it('leads to the uploaded PDF when it is a file upload, which must be a PDF', () => {
    const file = v.parse(ButtonOptionSchema, { text: 'Tasting menu', isFileUpload: true, fileUpload: 'https://cdn.builder.io/o/menu.pdf', href: '/ignored' });
    expect(file).toMatchObject({ href: 'https://cdn.builder.io/o/menu.pdf', isFile: true });
    expect(messages(ButtonOptionSchema, { text: 'Menu', isFileUpload: true })).toEqual([BUTTON_FILE_REQUIRED]);
    expect(messages(ButtonOptionSchema, { text: 'Menu', isFileUpload: true, fileUpload: 'https://cdn.builder.io/o/menu.docx' })[0]).toMatch(/must be a PDF/);
  });

  it('keeps disableNextLink as read and carries its data-layer event', () => {
    const button = v.parse(ButtonOptionSchema, { text: 'Book', href: '/visit', disableNextLink: true, dataLayerName: 'wineryVisitClick', dataLayerValue: 'vineyard' });
    expect(button.dataLayer).toEqual({ name: 'wineryVisitClick', value: 'vineyard' });
    expect(v.parse(ButtonOptionSchema, { text: 'Book', href: '/visit', dataLayerName: ' ' }).dataLayer).toBeUndefined();
  });
});

describe('ButtonList options', () => {
  it('centres a row of at least one button', () => {
    expect(parse({ buttons: [{ text: 'Shop', href: '/collection/all' }] }).alignment).toBe('center');
    expect(messages(ButtonListOptionsSchema, { buttons: [] })).toEqual(['add at least one button']);
    expect(messages(ButtonListOptionsSchema, { buttons: [{ text: 'Shop', href: '/shop' }], alignment: 'justify' })).toHaveLength(1);
  });
});

describe('ButtonList', () => {
  it('renders each button with its design, and a PDF that opens in a new tab and says so', () => {
    const html = render({
      alignment: 'left',
      buttons: [
        { text: 'Book a tasting', href: '/visit', design: 'gold', dataLayerName: 'wineryVisitClick', dataLayerValue: 'list' },
        { text: 'Tasting menu', isFileUpload: true, fileUpload: '/files/tasting-menu.pdf', design: 'underline', outlined: true },
      ],
    });
    expect(html).toContain('<div class="button-list button-list--left">');
    expect(html).toContain('<a class="btn btn--gold" href="/visit" data-layer-event="wineryVisitClick" data-layer-value="list">Book a tasting</a>');
    expect(html).toContain(
      '<a class="btn btn--underline" href="/files/tasting-menu.pdf" target="_blank" rel="noopener noreferrer">Tasting menu<span class="visually-hidden"> (PDF, opens in a new tab)</span></a>',
    );
  });
});
