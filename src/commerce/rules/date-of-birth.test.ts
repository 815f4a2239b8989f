import { describe, expect, it } from 'vitest';
import { dateOfBirthError, dateOfBirthRange, yearsBefore } from './date-of-birth.ts';

const TODAY = new Date('2026-11-23T12:00:00Z');

describe('the date-of-birth rule', () => {
  it('accepts someone who turned 21 today, and anyone older up to 100', () => {
    expect(dateOfBirthError('2005-11-23', TODAY)).toBeNull();
    expect(dateOfBirthError('1980-02-29', TODAY)).toBeNull();
    expect(dateOfBirthError('1926-11-23', TODAY)).toBeNull();
  });
  it('says "Must be at least 21 years old" one day short of 21', () => {
    expect(dateOfBirthError('2005-11-24', TODAY)).toBe('Must be at least 21 years old');
    expect(dateOfBirthError('2015-01-01', TODAY)).toBe('Must be at least 21 years old');
  });
  it('keeps dates outside the picker window (over 100 years, or in the future) out', () => {
    expect(dateOfBirthError('1926-11-22', TODAY)).toBe('Please enter a date within the date picker range');
    expect(dateOfBirthError('2030-01-01', TODAY)).toBe('Please enter a date within the date picker range');
  });
  it('asks for a date, in the right format, that exists', () => {
    expect(dateOfBirthError('', TODAY)).toBe('Please enter a valid date');
    expect(dateOfBirthError('11-23-1990', TODAY)).toBe('Please enter a valid date format MM-DD-YYYY');
    expect(dateOfBirthError('1990-02-30', TODAY)).toBe('Please enter a valid date');
  });
  it('computes the picker bounds, with 29 February falling back to the 28th', () => {
    expect(yearsBefore(TODAY, 21)).toBe('2005-11-23');
    expect(yearsBefore(new Date('2024-02-29T00:00:00Z'), 21)).toBe('2003-02-28');
    expect(dateOfBirthRange(TODAY)).toEqual({ min: '1926-11-23', max: '2005-11-23' });
  });
});
