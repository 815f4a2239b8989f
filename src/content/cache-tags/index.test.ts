import { describe, expect, it } from 'vitest';
import { tagsOfPublish, tagsOfRead } from './index.ts';

describe('the cache tags of content', () => {
  it('name the entries a page showed, the path it was routed by, or the model it listed', () => {
    expect(tagsOfRead({ model: 'page', routedPath: '/visit', entryIds: ['p1'] })).toEqual(['e:p1', 'u:/visit']);
    expect(tagsOfRead({ model: 'symbol', byId: 's1', entryIds: ['s1'] })).toEqual(['e:s1']);
    expect(tagsOfRead({ model: 'pencil-banner', entryIds: [] })).toEqual(['m:pencil-banner']);
    expect(tagsOfRead({ model: 'page', routedPath: '/a b,c', entryIds: [] })).toEqual(['u:/a%20b%2Cc']);
  });

  it('a publish purges the model, the entry and the paths it was and is targeted at', () => {
    expect(tagsOfPublish('page', 'p1', ['/old', '/new'])).toEqual(['m:page', 'u:/old', 'u:/new', 'e:p1']);
  });
});
