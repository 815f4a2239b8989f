// Paths of pages that an API answer and another page both link to.

/** A club membership's receipt page (routes/membership-receipt.tsx). */
export const receiptUrlOf = (membershipId: string) => `/profile/club-membership/receipt/${encodeURIComponent(membershipId)}`;
