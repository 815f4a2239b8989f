// Content spec 4 and 6: who sees a container. Logged in means the customer has a first
// name; a member has an active club.
import type { Viewer } from '../types.ts';

export const AUDIENCES = ['All', 'User', 'Member', 'User_Non_Member', 'Not_Logged_In'] as const;
export type Audience = (typeof AUDIENCES)[number];

export function isVisibleTo(audience: Audience, viewer: Viewer): boolean {
  switch (audience) {
    case 'All':
      return true;
    case 'User':
      return viewer.loggedIn;
    case 'Member':
      return viewer.loggedIn && viewer.hasActiveClub;
    case 'User_Non_Member':
      return viewer.loggedIn && !viewer.hasActiveClub;
    case 'Not_Logged_In':
      return !viewer.loggedIn;
  }
}

/** Who an audience is, in words an editor reads in preview. */
export const AUDIENCE_DESCRIPTIONS: Record<Audience, string> = {
  All: 'every visitor',
  User: 'signed-in customers',
  Member: 'Wine Society members',
  User_Non_Member: 'signed-in customers who are not Wine Society members',
  Not_Logged_In: 'visitors who are not signed in',
};
