// The script budget (src/client/script-budget.test.ts) weighs each page type by the islands
// src/client/page-types.ts lists for it. This keeps that list true: each seeded page, as a
// first visit gets it (age gate and consent banner included), renders no island the list
// leaves out, and shows product cards only where the list counts their script.
import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, PRODUCT_CARDS } from '../../src/client/page-types.ts';
import { get } from './helpers.ts';

describe('the page types the script budget weighs', () => {
  for (const page of PAGE_TYPES) {
    it(`${page.name} (${page.path}) renders only the islands its budget counts`, async () => {
      const response = await get(page.path, {});
      expect(response.status).toBe(200);
      const html = await response.text();
      const rendered = new Set([...html.matchAll(/\bdata-island="([^"]+)"/g)].map((match) => match[1]!));
      if (html.includes('data-product-card')) rendered.add(PRODUCT_CARDS);
      expect(rendered.size).toBeGreaterThan(0);
      expect([...rendered].filter((name) => !page.islands.includes(name))).toEqual([]);
    });
  }
});
