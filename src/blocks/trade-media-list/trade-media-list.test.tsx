import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { tradeMediaListBlock } from './index.ts';
import { TradeMediaList } from './trade-media-list.tsx';
import { formatTradeDate, TradeMediaListOptionsSchema } from './trade-media-list.schema.ts';

const parse = (raw: unknown) => v.parse(TradeMediaListOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(tradeMediaListBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<TradeMediaList options={parse(raw)} blockId="t1" renderBlocks={() => null} />);

describe('TradeMediaList options', () => {
  it('put images beside the text by default, with no buttons', () => {
    expect(parse({ tradeList: [{ title: 'Fact sheet' }] }).tradeList[0]).toMatchObject({ isImageFullWidth: false, buttonList: [] });
  });

  it('need a title for each item, a real date, and buttons that follow the button rules', () => {
    expect(messages({ tradeList: [{}] })).toEqual(['tradeList.0.title: title is required']);
    expect(messages({ tradeList: [{ title: 'x', date: 'March' }] })).toEqual(['tradeList.0.date: date must be a date (YYYY-MM-DD)']);
    expect(messages({ tradeList: [{ title: 'x', buttonList: [{ text: 'PDF', isFileUpload: true }] }] })).toEqual(['tradeList.0.buttonList.0.fileUpload: a file upload button needs a PDF']);
  });
});

describe('formatTradeDate', () => {
  it('writes the date as it was entered, long form', () => {
    expect(formatTradeDate('2026-03-02')).toBe('March 2, 2026');
    expect(formatTradeDate('2026-03-02T23:30:00Z')).toBe('March 2, 2026');
  });
});

describe('TradeMediaList', () => {
  it('renders each item with its image, date, title, body and download button', () => {
    const html = render({
      title: 'Press & Trade',
      tradeList: [
        {
          customImageUpload: '/images/trade/isosceles-2021.jpg',
          imageAltText: 'Isosceles 2021 bottle shot',
          date: '2026-03-02',
          title: 'Isosceles 2021 fact sheet',
          body: '<p>Blend, vineyard and press notes.</p>',
          buttonList: [{ text: 'Download the fact sheet', isFileUpload: true, fileUpload: '/files/isosceles-2021.pdf' }],
        },
        { title: 'Media enquiries', body: '<p>press@triangleridge.example</p>' },
      ],
    });
    expect(html).toContain('<h2 class="trade__title" id="trade-t1">Press &amp; Trade</h2>');
    expect(html).toContain('<time class="trade__date" dateTime="2026-03-02">March 2, 2026</time>');
    expect(html).toContain('alt="Isosceles 2021 bottle shot"');
    expect(html).toContain('href="/files/isosceles-2021.pdf" target="_blank"');
    expect(html).toContain('class="trade__item trade__item--text"');
  });
});
