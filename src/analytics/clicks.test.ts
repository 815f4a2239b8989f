import { describe, expect, it } from 'vitest';
import { clickAttributes, clickPayload, FOOTER_MENU_CLICK, WINERY_VISIT_CLICK } from './clicks.ts';

describe('click payloads', () => {
  it('footerMenuClick names the link, its column and where it leads', () => {
    expect(FOOTER_MENU_CLICK).toBe('footerMenuClick');
    expect(clickAttributes(FOOTER_MENU_CLICK, 'Wine Society', 'Club')).toEqual({ 'data-layer-event': 'footerMenuClick', 'data-layer-value': 'Wine Society', 'data-layer-section': 'Club' });
    expect(clickPayload({ value: 'Wine Society', section: 'Club', url: 'http://localhost/club' })).toEqual({ value: 'Wine Society', section: 'Club', url: 'http://localhost/club' });
  });

  it("wineryVisitClick carries the editor's value (the venue) and the booking link", () => {
    expect(WINERY_VISIT_CLICK).toBe('wineryVisitClick');
    expect(clickPayload({ value: 'vineyard-winery', url: 'https://www.exploretock.com/triangleridgewinery' })).toEqual({
      value: 'vineyard-winery',
      url: 'https://www.exploretock.com/triangleridgewinery',
    });
  });

  it('leaves out what the element does not say', () => {
    expect(clickPayload({})).toEqual({});
    expect(clickAttributes('clubHero')).toEqual({ 'data-layer-event': 'clubHero' });
  });
});
