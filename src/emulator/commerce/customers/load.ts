// A customer row, its club memberships and order summary, in Commerce7's customer shape.
export type CustomerRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  email_id: string;
  phone: string | null;
  phone_id: string | null;
  password_hash: string;
  tags: string;
  current_web_cart_id: string | null;
  birth_date: string | null;
};

type MembershipRow = { id: string; club_id: string; club_title: string; signup_date: string; cancel_date: string | null };
type OrderSummary = { order_count: number; lifetime_value: number | null; last_order_date: string | null };

export async function findCustomerByEmail(db: D1Database, email: string): Promise<CustomerRow | null> {
  return db.prepare('SELECT * FROM commerce_customers WHERE email = ? COLLATE NOCASE').bind(email.trim()).first<CustomerRow>();
}

export async function loadCustomer(db: D1Database, id: string) {
  const [customers, memberships, orders] = await db.batch<unknown>([
    db.prepare('SELECT * FROM commerce_customers WHERE id = ?').bind(id),
    db.prepare('SELECT id, club_id, club_title, signup_date, cancel_date FROM commerce_club_memberships WHERE customer_id = ? ORDER BY signup_date').bind(id),
    db.prepare(
      'SELECT COUNT(*) AS order_count, SUM(total) AS lifetime_value, MAX(order_submitted_date) AS last_order_date FROM commerce_orders WHERE customer_id = ?',
    ).bind(id),
  ]);
  const row = customers?.results[0] as CustomerRow | undefined;
  if (!row) return null;
  const clubs = (memberships?.results ?? []) as MembershipRow[];
  const summary = (orders?.results[0] ?? { order_count: 0, lifetime_value: 0, last_order_date: null }) as OrderSummary;
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    emails: [{ id: row.email_id, email: row.email, status: 'Subscribed' }],
    phones: row.phone && row.phone_id ? [{ id: row.phone_id, phone: row.phone }] : [],
    clubs: clubs.map((m) => ({
      clubId: m.club_id,
      clubTitle: m.club_title,
      clubMembershipId: m.id,
      signupDate: m.signup_date,
      cancelDate: m.cancel_date,
    })),
    tags: JSON.parse(row.tags) as { id: string; title: string }[],
    isValidUser: true,
    orderInformation: {
      currentWebCartId: row.current_web_cart_id,
      orderCount: summary.order_count,
      lifetimeValue: summary.lifetime_value ?? 0,
      lastOrderDate: summary.last_order_date,
      isActiveClubMember: clubs.some((m) => m.cancel_date === null),
    },
  };
}

/** An active club member has a membership without a cancel date. */
export async function isActiveClubMember(db: D1Database, customerId: string | null): Promise<boolean> {
  if (!customerId) return false;
  const row = await db
    .prepare('SELECT 1 FROM commerce_club_memberships WHERE customer_id = ? AND cancel_date IS NULL LIMIT 1')
    .bind(customerId)
    .first();
  return row !== null;
}
