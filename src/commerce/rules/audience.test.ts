import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, type Viewer } from '../types.ts';
import { AUDIENCES, isVisibleTo, type Audience } from './audience.ts';

const customer: Viewer = { loggedIn: true, hasActiveClub: false, tags: [], isValidUser: true };
const member: Viewer = { ...customer, hasActiveClub: true };

const expected: Record<Audience, [anonymous: boolean, customer: boolean, member: boolean]> = {
  All: [true, true, true],
  User: [false, true, true],
  Member: [false, false, true],
  User_Non_Member: [false, true, false],
  Not_Logged_In: [true, false, false],
};

describe('container audiences', () => {
  for (const audience of AUDIENCES) {
    it(`${audience} is shown to ${expected[audience].map((shown, i) => `${shown ? '' : 'not '}${['anonymous visitors', 'customers', 'members'][i]}`).join(', ')}`, () => {
      expect([isVisibleTo(audience, ANONYMOUS_VIEWER), isVisibleTo(audience, customer), isVisibleTo(audience, member)]).toEqual(expected[audience]);
    });
  }
});
