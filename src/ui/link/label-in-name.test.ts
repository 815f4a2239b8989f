import { describe, expect, it } from 'vitest';
import { controlName } from './label-in-name.ts';

describe('controlName (WCAG 2.5.3, label in name)', () => {
  it('adds nothing without a label, or with one that only repeats the text', () => {
    expect(controlName('Join Now', undefined)).toEqual({});
    expect(controlName('Join Now', '  ')).toEqual({});
    expect(controlName('Join Now', 'join now')).toEqual({});
  });

  it('turns a label that starts with the text into hidden words after it', () => {
    expect(controlName('Learn More', 'Learn more about the Wine Society')).toEqual({ hiddenSuffix: ' about the Wine Society' });
  });

  it('keeps a label that contains the text elsewhere', () => {
    expect(controlName('Join Now', 'Wine Society: Join Now for 6 bottles')).toEqual({ ariaLabel: 'Wine Society: Join Now for 6 bottles' });
  });

  it('puts the visible text in front of a label that leaves it out', () => {
    const { ariaLabel } = controlName('Join Now', 'Join the Red Wines Club, 6 bottles');
    expect(ariaLabel).toBe('Join Now: Join the Red Wines Club, 6 bottles');
    expect(ariaLabel?.toLowerCase()).toContain('join now');
  });
});
