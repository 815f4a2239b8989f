import { describe, expect, it } from 'vitest';
import { abTestsRunIn } from './production-only-ab-tests.ts';

describe('Other services: the A/B personalisation runs only in production (not in non-production)', () => {
  it('runs in production (and locally, against the emulator), never on stage or development', () => {
    expect(abTestsRunIn('production')).toBe(true);
    expect(abTestsRunIn('local')).toBe(true);
    expect(abTestsRunIn('stage')).toBe(false);
    expect(abTestsRunIn('development')).toBe(false);
  });
});
