// The header shows the avatar on every page: kept apart from the sign-in rules and their schemas.

/** Initials for the header avatar: first letters of the first and last names; without a name, the e-mail's first letter. */
export function initialsOf(customer: { firstName: string | null; lastName: string | null; email?: string }): string {
  const initials = `${customer.firstName?.trim().charAt(0) ?? ''}${customer.lastName?.trim().charAt(0) ?? ''}`;
  return (initials || customer.email?.trim().charAt(0) || '?').toUpperCase();
}
