import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductReferenceSchema } from './product-reference.schema.ts';

const parse = (raw: unknown) => v.safeParse(ProductReferenceSchema, raw);

describe('a product reference option', () => {
  it('reads the page slug the product picker stores, lower-cased and trimmed', () => {
    expect(parse(' Cabernet-2019 ').output).toBe('cabernet-2019');
  });

  it('reads older shapes: { slug } and a Builder reference to the c-7-products-data entry', () => {
    expect(parse({ slug: 'cabernet-2019' }).output).toBe('cabernet-2019');
    expect(parse({ '@type': '@builder.io/core:Reference', value: { data: { builderProductPageSlug: 'cabernet-2019', productSlug: 'cab-19' } } }).output).toBe('cabernet-2019');
  });

  it('refuses what cannot name a product', () => {
    expect(parse('../etc').success).toBe(false);
    expect(parse({ '@type': '@builder.io/core:Reference', id: 'abc' }).success).toBe(false);
  });
});
