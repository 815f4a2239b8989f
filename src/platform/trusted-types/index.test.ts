import { describe, expect, it } from 'vitest';
import { isScriptUrlAllowed, isSpeculationRules } from './index.ts';

describe('the speculation rules policy', () => {
  it('passes a JSON object of prefetch and prerender rules', () => {
    expect(isSpeculationRules(JSON.stringify({ prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }] }))).toBe(true);
  });
  it('refuses script, other JSON and other keys', () => {
    expect(isSpeculationRules('alert(document.cookie)')).toBe(false);
    expect(isSpeculationRules('[]')).toBe(false);
    expect(isSpeculationRules('null')).toBe(false);
    expect(isSpeculationRules(JSON.stringify({ prefetch: [], steal: 1 }))).toBe(false);
  });
});

describe('the script URL policy', () => {
  it('passes https URLs and this site’s paths, never javascript:, data: or protocol-relative URLs', () => {
    expect(isScriptUrlAllowed('https://www.googletagmanager.com/gtm.js?id=GTM-X')).toBe(true);
    expect(isScriptUrlAllowed('/assets/entry.js')).toBe(true);
    expect(isScriptUrlAllowed('javascript:alert(1)')).toBe(false);
    expect(isScriptUrlAllowed('data:text/javascript,1')).toBe(false);
    expect(isScriptUrlAllowed('//evil.example/x.js')).toBe(false);
  });
});
