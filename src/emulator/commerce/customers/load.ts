// A customer row, its club memberships and order summary, in Commerce7's customer object
// (docs/developer/resources/customers.md): every field but the e-mail may be null ("If no
// data exists, null will be returned"). Names are stored as '' when absent (the columns
// predate nullable names) and sent as null.
// Source: skynet-watcher/Commerce7 docs/developer/resources/customers.md.
export type CustomerRow = {
  id: string;
  /** '' when the customer has no first name. */
  first_name: string;
  last_name: string;
  email: string;
  email_id: string;
  phone: string | null;
  phone_id: string | null;
  /** '' when the customer has no login password yet (created by an app, POST /customer). */
  password_hash: string;
  tags: string;
  current_web_cart_id: string | null;
  birth_date: string | null;
  email_marketing_status: 'Subscribed' | 'Unsubscribed' | null;
  created_at: string;
  updated_at: string | null;
  /** The tenant's customer fields (customers.md `metaData`); null when none is set. */
  meta_data: string | null;
  /** Commerce7's appData as answered, {"<appId>": {...}} (custom-app-data.md); null when no app wrote any. */
  app_data: string | null;
};

type MembershipRow = { id: string; club_id: string; club_title: string; signup_date: string; cancel_date: string | null };
type OrderSummary = { order_count: number; lifetime_value: number | null; last_order_date: string | null; last_order_id: string | null };

export async function findCustomerByEmail(db: D1Database, email: string): Promise<CustomerRow | null> {
  return db.prepare('SELECT * FROM commerce_customers WHERE email = ? COLLATE NOCASE').bind(email.trim()).first<CustomerRow>();
}

export async function loadCustomer(db: D1Database, id: string) {
  const [customers, memberships, orders] = await db.batch<unknown>([
    db.prepare('SELECT * FROM commerce_customers WHERE id = ?').bind(id),
    db.prepare('SELECT id, club_id, club_title, signup_date, cancel_date FROM commerce_club_memberships WHERE customer_id = ? ORDER BY signup_date').bind(id),
    db
      .prepare(
        `SELECT COUNT(*) AS order_count, SUM(total) AS lifetime_value, MAX(order_submitted_date) AS last_order_date,
         (SELECT id FROM commerce_orders WHERE customer_id = ?1 ORDER BY order_submitted_date DESC LIMIT 1) AS last_order_id
       FROM commerce_orders WHERE customer_id = ?1`,
      )
      .bind(id),
  ]);
  const row = customers?.results[0] as CustomerRow | undefined;
  if (!row) return null;
  const clubs = (memberships?.results ?? []) as MembershipRow[];
  const summary = (orders?.results[0] ?? { order_count: 0, lifetime_value: 0, last_order_date: null }) as OrderSummary;
  const current = clubs.filter((m) => m.cancel_date === null).at(-1);
  return {
    id: row.id,
    avatar: null,
    honorific: null,
    firstName: row.first_name || null,
    lastName: row.last_name || null,
    birthDate: row.birth_date,
    city: null,
    stateCode: null,
    zipCode: null,
    countryCode: null,
    emailMarketingStatus: row.email_marketing_status,
    lastActivityDate: null,
    facebookId: null,
    metaData: row.meta_data ? (JSON.parse(row.meta_data) as Record<string, unknown>) : null,
    appData: row.app_data ? (JSON.parse(row.app_data) as Record<string, Record<string, unknown>>) : null,
    appSync: null,
    flags: [],
    notifications: [],
    createdAt: row.created_at,
    updatedAt: row.updated_at ?? row.created_at,
    orderInformation: {
      currentWebCartId: row.current_web_cart_id,
      lastOrderId: summary.last_order_id,
      lastOrderDate: summary.last_order_date,
      orderCount: summary.order_count,
      lifetimeValue: summary.lifetime_value ?? 0,
      rank: null,
      rankTrend: null,
      grossProfit: null,
      currentClubTitle: current?.club_title ?? null,
      daysInCurrentClub: current ? Math.floor((Date.now() - Date.parse(current.signup_date)) / 86_400_000) : null,
    },
    emails: [{ id: row.email_id, email: row.email }],
    phones: row.phone && row.phone_id ? [{ id: row.phone_id, phone: row.phone }] : [],
    tags: (JSON.parse(row.tags) as { id: string; title: string }[]).map((tag) => ({
      id: tag.id,
      title: tag.title,
      objectType: 'Customer',
      type: 'Manual',
      appliesToCondition: null,
      createdAt: row.created_at,
      updatedAt: row.created_at,
    })),
    groups: [],
    clubs: clubs.map((m) => ({
      clubId: m.club_id,
      clubTitle: m.club_title,
      cancelDate: m.cancel_date,
      signupDate: m.signup_date,
      clubMembershipId: m.id,
    })),
    products: [],
    hasAccount: row.password_hash !== '',
  };
}

/** An active club member has a membership without a cancel date. */
export async function isActiveClubMember(db: D1Database, customerId: string | null): Promise<boolean> {
  if (!customerId) return false;
  const row = await db.prepare('SELECT 1 FROM commerce_club_memberships WHERE customer_id = ? AND cancel_date IS NULL LIMIT 1').bind(customerId).first();
  return row !== null;
}
