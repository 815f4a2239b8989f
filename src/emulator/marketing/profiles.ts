// Klaviyo's profiles, as far as sign-ups meet them (REFERENCE "Klaviyo sign-ups"): an
// e-mail and a phone number each identify one profile, and a sign-up that names an
// e-mail and a phone belonging to different profiles is refused (409 duplicate_profile).
// Only E.164 numbers are kept; another number is left off (a partial failure).

/** Klaviyo's phone_number: E.164. */
export const E164 = /^\+[1-9]\d{6,14}$/;

type Profile = { id: number; email: string | null; phone_number: string | null };

export type ProfileOutcome = 'stored' | 'duplicate_profile';

/**
 * Records who signed up: the e-mail's profile takes the phone, or the phone's profile
 * (known by its number alone) takes the e-mail. Two different profiles: a duplicate.
 */
export async function recordProfile(db: D1Database, rawEmail: string | null, phone: string | null): Promise<ProfileOutcome> {
  const email = rawEmail?.trim().toLowerCase() || null;
  const now = Date.now();
  if (!email && !phone) return 'stored';
  if (!email || !phone) {
    await db
      .prepare('INSERT OR IGNORE INTO marketing_profiles (email, phone_number, created_at) VALUES (?, ?, ?)')
      .bind(email, phone, now)
      .run();
    return 'stored';
  }
  const [byPhone, byEmail] = await Promise.all([
    db.prepare('SELECT id, email, phone_number FROM marketing_profiles WHERE phone_number = ?').bind(phone).first<Profile>(),
    db.prepare('SELECT id, email, phone_number FROM marketing_profiles WHERE email = ?').bind(email).first<Profile>(),
  ]);
  if (byPhone && byEmail && byPhone.id === byEmail.id) return 'stored';
  if (byPhone && (byPhone.email !== null || byEmail)) return 'duplicate_profile';
  if (byPhone) {
    await db.prepare('UPDATE marketing_profiles SET email = ? WHERE id = ?').bind(email, byPhone.id).run();
  } else if (byEmail) {
    await db.prepare('UPDATE marketing_profiles SET phone_number = ? WHERE id = ?').bind(phone, byEmail.id).run();
  } else {
    await db.prepare('INSERT INTO marketing_profiles (email, phone_number, created_at) VALUES (?, ?, ?)').bind(email, phone, now).run();
  }
  return 'stored';
}
