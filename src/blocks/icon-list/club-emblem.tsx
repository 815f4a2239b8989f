import type { CLUB_MEMBERSHIP_TYPES } from '../kit/pieces/club-catalogue.ts';

type Club = (typeof CLUB_MEMBERSHIP_TYPES)[number];

/** Each club's emblem: the winery's triangle in the colours of what the club ships (decorative: the item's heading names it). */
const EMBLEMS: Record<Club, [string, string]> = {
  'red-wines': ['var(--red)', 'var(--red-dark)'],
  'red-and-white-wines': ['var(--red)', 'var(--gold-light)'],
  'isosceles-only': ['var(--gray)', 'var(--gold)'],
};

export function ClubEmblem({ club }: { club: Club }) {
  const fills = EMBLEMS[club];
  return (
    <svg className="club-emblem" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <path d="M24 4 45 42H3z" style={{ fill: fills[0] }} />
      <path d="M24 18 35 38H13z" style={{ fill: fills[1] }} />
    </svg>
  );
}
