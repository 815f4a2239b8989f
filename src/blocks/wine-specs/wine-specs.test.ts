import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inputOf } from '../render/manifest.ts';
import { COMPOSITION_HELPER_TEXT, WineSpecsOptionsSchema } from './wine-specs.schema.ts';

describe('Validation rules: wine specs percentages', () => {
  it('tell the editor the varietal percentages should sum to 100 (helper text only)', () => {
    const composition = inputOf('composition', WineSpecsOptionsSchema.entries.composition);
    expect(composition.helperText).toBe(COMPOSITION_HELPER_TEXT);
    expect(COMPOSITION_HELPER_TEXT).toMatch(/sum to 100/);
  });

  it('never refuse a composition that does not sum to 100', () => {
    const parsed = v.safeParse(WineSpecsOptionsSchema, {
      composition: [
        { varietal: 'Merlot', percentage: 60 },
        { varietal: 'Malbec', percentage: 10 },
      ],
    });
    expect(parsed.success).toBe(true);
  });
});
