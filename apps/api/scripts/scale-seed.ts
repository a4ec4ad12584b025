// The volumes of `npm run bench:scale`, written straight into the product's own tables with set-based SQL
// (generate_series), so 40,000 customers and a million audit events load in minutes, not hours. Every id is a
// deterministic UUID (md5 of a name and a number), so rows can point at each other without lookups, and every choice
// is a hash of the row's number: each run seeds the same data.
import { type SQL, sql } from 'drizzle-orm';
import { amountInWords } from '../src/modules/invoices/amount-in-words.js';
import type { Database } from '../src/platform/db/database.js';

export interface ScaleVolumes {
  customers: number;
  submissions: number;
  /** One payment session per submission, for the first `transactions` submissions. */
  transactions: number;
  /** Every `refundEvery`-th successful transaction is refunded in full (about 2,000 at full scale). */
  refundEvery: number;
  auditEvents: number;
  services: number;
  subscribers: number;
  contactMessages: number;
  /** Unfiled obligations due within the due-soon horizon, 25 per company (one company per customer at most). */
  obligations: number;
}

export function volumesAt(scale: number): ScaleVolumes {
  const at = (count: number) => Math.max(1, Math.round(count * scale));
  return {
    customers: at(40_000),
    submissions: at(100_000),
    transactions: at(50_000),
    refundEvery: 20,
    auditEvents: at(1_000_000),
    services: at(100_000),
    subscribers: at(20_000),
    contactMessages: at(5_000),
    obligations: at(20_000),
  };
}

/** The deterministic UUID of row `n` of `kind` (SQL), e.g. idOf('customer', sql`i`). */
export const idOf = (kind: string, n: SQL) => sql`md5(${sql.raw(`'${kind}:'`)} || (${n})::text)::uuid`;

/** A number in 0..modulo-1 picked by hashing `n` with `salt`: the same every run. */
const pick = (n: SQL, salt: number, modulo: number) =>
  sql`(((hashint4((${n})::int) # hashint4(${sql.raw(String(salt))})) & 2147483647) % ${sql.raw(String(modulo))})`;

/** One of `words` (a SQL text array literal), picked by hash. */
const wordOf = (words: readonly string[], n: SQL, salt: number) =>
  sql`(${sql.raw(textArray(words))})[1 + ${pick(n, salt, words.length)}]`;

const textArray = (words: readonly string[]) =>
  `array[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(',')}]::text[]`;

const AREAS = [
  'Company',
  'LLP',
  'OPC',
  'Partnership',
  'Trademark',
  'Copyright',
  'Patent',
  'GST',
  'Income Tax',
  'TDS',
  'Payroll',
  'FSSAI',
  'Import Export',
  'MSME',
  'Startup India',
  'Website',
  'E-commerce',
  'Legal Notice',
  'Funding',
  'Compliance',
];
const ACTIONS = [
  'Registration',
  'Return Filing',
  'Renewal',
  'Amendment',
  'Closure',
  'Audit',
  'Advisory',
  'Objection Reply',
  'Licence',
  'Consultation',
  'Drafting',
  'Annual Filing',
];
const FLAVOURS = ['Basic', 'Standard', 'Premium', 'Express', 'Enterprise', 'Starter', 'Plus', 'Complete'];
const CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Pune', 'Hyderabad', 'Kolkata', 'Ahmedabad', 'Jaipur'];
const PROSE = `our team prepares and files every form with the authority keeps you informed at each step and answers
questions by phone email or chat we check documents before submission so that nothing is rejected the process is
online from start to finish you receive digital copies of every certificate approval acknowledgement and receipt
pricing includes professional fees while government charges stamp duty and taxes are billed at actuals we work
with founders freelancers family businesses small manufacturers traders exporters consultants agencies clinics
schools restaurants retailers software studios and nonprofits across india timelines depend on the department
workload holidays and the completeness of the information you share a dedicated manager tracks your case updates
the dashboard and reminds you of upcoming due dates renewals and statutory obligations`
  .split(/\s+/)
  .filter(Boolean);
const FIRST_NAMES = ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Meera', 'Arjun', 'Kavya', 'Siddharth', 'Isha'];
const LAST_NAMES = ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Gupta', 'Nair', 'Singh', 'Menon', 'Joshi', 'Das'];
const STATES = ['Maharashtra', 'Karnataka', 'Delhi', 'Tamil Nadu', 'Gujarat'];
export const SCALE_CATEGORY_COUNT = 20;

/**
 * `words` consecutive words of PROSE for row `n`, starting at a word picked by hash (PROSE twice over, so every start
 * has enough after it): a slice, not a word-by-word subquery, so 100,000 descriptions take seconds.
 */
const prose = (n: SQL, salt: number, words: number) =>
  sql`array_to_string((${sql.raw(textArray([...PROSE, ...PROSE]))})[1 + ${pick(n, salt, PROSE.length)} : ${pick(n, salt, PROSE.length)} + ${sql.raw(String(words))}], ' ')`;

const FIELDS = JSON.stringify([{ name: 'companyName', label: 'Company name', type: 'text', required: true }]);

function services(count: number): SQL[] {
  const title = sql`${wordOf(AREAS, sql`i`, 1)} || ' ' || ${wordOf(ACTIONS, sql`i`, 2)} || ' ' || ${wordOf(FLAVOURS, sql`i`, 3)} || ' ' || ${wordOf(CITIES, sql`i`, 4)}`;
  return [
    sql`insert into categories (id, slug, name, description, sort_order)
      select ${idOf('category', sql`c`)}, 'category-' || c, (${sql.raw(textArray(AREAS))})[1 + (c - 1) % ${sql.raw(String(AREAS.length))}] || ' Services', '', c
      from generate_series(1, ${sql.raw(String(SCALE_CATEGORY_COUNT))}) c`,
    sql`insert into services (id, slug, title, thumbnail, meta_description, description, description_text, price_paise,
        mrp_paise, discountable, sac_code, turnaround_days, active, tags, fields, sort_order)
      select ${idOf('service', sql`i`)}, 'service-' || i, t.title, 'catalog/service.svg', t.title || ': ' || t.meta,
        '<p>' || t.body || '</p>', t.body, (10 + ${pick(sql`i`, 5, 50)} * 5) * 10000 - 50000,
        (10 + ${pick(sql`i`, 5, 50)} * 5) * 10000, ${pick(sql`i`, 6, 10)} < 7, '998399', 1 + ${pick(sql`i`, 7, 30)},
        i % 33 <> 0, array[${wordOf(AREAS, sql`i`, 1)}, ${wordOf(ACTIONS, sql`i`, 2)}, ${wordOf(CITIES, sql`i`, 8)}],
        ${FIELDS}::jsonb, i
      from generate_series(1, ${sql.raw(String(count))}) i,
        lateral (select ${title} as title, ${prose(sql`i`, 9, 12)} as meta, ${prose(sql`i`, 10, 40)} as body) t`,
    sql`insert into service_categories (service_id, category_id)
      select ${idOf('service', sql`i`)}, ${idOf('category', sql`1 + i % ${sql.raw(String(SCALE_CATEGORY_COUNT))}`)}
      from generate_series(1, ${sql.raw(String(count))}) i
      union all
      select ${idOf('service', sql`i`)}, ${idOf('category', sql`1 + (i + 7) % ${sql.raw(String(SCALE_CATEGORY_COUNT))}`)}
      from generate_series(1, ${sql.raw(String(count))}) i where ${pick(sql`i`, 11, 10)} < 3`,
  ];
}

function customers(count: number): SQL {
  return sql`insert into users (id, email, full_name, phone, password_hash, email_verified_at, billing_state, created_at)
    select ${idOf('customer', sql`i`)}, 'customer' || i || '@example.in',
      ${wordOf(FIRST_NAMES, sql`i`, 12)} || ' ' || ${wordOf(LAST_NAMES, sql`i`, 13)}, '+9198' || lpad(i::text, 8, '0'),
      'scrypt$bench$not-a-password', now() - interval '400 days',
      case when i % 3 = 0 then ${wordOf(STATES, sql`i`, 14)} end, now() - interval '400 days' + i * interval '1 minute'
    from generate_series(1, ${sql.raw(String(count))}) i`;
}

/** Submission `i` is made `(N - i)` steps before now: submission N is the newest, the first is a year old. */
function submissions(volumes: ScaleVolumes): SQL {
  const n = volumes.submissions;
  return sql`insert into submissions (id, user_id, service_id, service_title, service_slug, service_thumbnail, sac_code,
      price_paise, status, payment_status, form_data, submitted_at)
    select ${idOf('submission', sql`i`)}, ${idOf('customer', sql`1 + ${pick(sql`i`, 15, volumes.customers)}`)},
      s.id, s.title, s.slug, s.thumbnail, s.sac_code, s.price_paise,
      case when ${pick(sql`i`, 16, 50)} = 0 then 'rejected' else 'pending' end, 'pending', '{"companyName":"Bench Pvt Ltd"}'::jsonb,
      now() - (${sql.raw(String(n))} - i) * interval '365 days' / ${sql.raw(String(n))}
    from generate_series(1, ${sql.raw(String(n))}) i
    join services s on s.id = ${idOf('service', sql`1 + ${pick(sql`i`, 17, volumes.services)}`)}`;
}

/**
 * One transaction for each of the NEWEST `transactions` submissions (so today and this month have payments):
 * about 78% captured and invoiced, the rest failed (Razorpay asked: attempted), cancelled or still pending.
 */
function transactions(volumes: ScaleVolumes): SQL[] {
  const first = volumes.submissions - volumes.transactions;
  const outcome = pick(sql`i`, 18, 100);
  return [
    sql`insert into payment_transactions (id, submission_id, user_id, status, amount_paise, service_name, razorpay_order_id,
        razorpay_payment_id, payment_method, failure_reason, invoice_number, invoiced_at, razorpay_checked_at,
        razorpay_order_status, created_at, updated_at)
      select ${idOf('transaction', sql`i`)}, s.id, s.user_id,
        case when ${outcome} < 78 then 'successful' when ${outcome} < 90 then 'failed' when ${outcome} < 95 then 'cancelled' else 'pending' end,
        s.price_paise, s.service_title, 'order_' || lpad(i::text, 14, '0'),
        case when ${outcome} < 78 then 'pay_' || lpad(i::text, 14, '0') end,
        case when ${outcome} < 78 then (array['card','upi','netbanking'])[1 + i % 3] end,
        case when ${outcome} >= 78 and ${outcome} < 90 then 'Payment declined by the bank' end,
        case when ${outcome} < 78 then 'SW/B/' || i end,
        case when ${outcome} < 78 then s.submitted_at + interval '10 minutes' end,
        case when ${outcome} >= 78 and ${outcome} < 90 then s.submitted_at + interval '1 hour' end,
        case when ${outcome} >= 78 and ${outcome} < 90 then 'attempted' end,
        s.submitted_at + interval '5 minutes', s.submitted_at + interval '10 minutes'
      from generate_series(${sql.raw(String(first + 1))}, ${sql.raw(String(volumes.submissions))}) i
      join submissions s on s.id = ${idOf('submission', sql`i`)}`,
    // The submission mirrors its transaction; paid work is under way or done.
    sql`update submissions s set
        payment_status = case t.status when 'successful' then 'paid' else t.status end,
        paid_at = t.invoiced_at,
        expected_by = case when t.status = 'successful' then ((t.invoiced_at at time zone 'Asia/Kolkata')::date + 21) end,
        status = case when t.status <> 'successful' or s.status = 'rejected' then s.status
          when s.submitted_at < now() - interval '30 days' then 'completed' else 'processing' end
      from payment_transactions t where t.submission_id = s.id`,
  ];
}

function refunds(volumes: ScaleVolumes): SQL[] {
  return [
    sql`insert into payment_refunds (id, transaction_id, amount_paise, reason, status, razorpay_refund_id,
        credit_note_number, credit_noted_at, created_at, updated_at)
      select md5('refund:' || t.id)::uuid, t.id, t.amount_paise, 'Customer cancelled', 'processed',
        'rfnd_' || substr(md5(t.id::text), 1, 14), 'SW/CN/' || row_number() over (order by t.created_at),
        t.invoiced_at + interval '2 days', t.invoiced_at + interval '1 day', t.invoiced_at + interval '2 days'
      from payment_transactions t
      where t.status = 'successful' and ${pick(sql`hashtext(t.id::text)`, 19, volumes.refundEvery)} = 0`,
    sql`update payment_transactions t set status = 'refunded', refunded_paise = t.amount_paise
      from payment_refunds r where r.transaction_id = t.id`,
    sql`update submissions s set payment_status = 'refunded'
      from payment_transactions t where t.submission_id = s.id and t.status = 'refunded'`,
  ];
}

/** `total` (paise, SQL) split like splitInclusivePrice (flows/rules/gst.ts): 18% inside, rounded half up. */
const taxableOf = (total: SQL) => sql`round(${total} * 100 / 118.0)::int`;

/**
 * The tax invoice of every captured transaction and the credit note of every refund, as the invoices module issues
 * them (issued-documents.ts): the supplier saved in document_supplier (the server saves it when it starts), the
 * customer's billing state as the place of supply (else the supplier's), the tax split in columns. A full refund's
 * credit note reverses the whole invoice. `words`: amountInWords of each amount, since SQL cannot spell them.
 */
function issuedDocuments(words: Record<string, string>): SQL[] {
  const split = sql`d.state = d.place`;
  const invoices = sql`
    select t.invoice_number as number, t.id as transaction_id, t.invoiced_at as issued_at, t.amount_paise as total,
      t.razorpay_payment_id || ' / ' || t.razorpay_order_id as reference,
      sup.details->'supplier'->>'state' as state, coalesce(u.billing_state, sup.details->'supplier'->>'state') as place,
      sup.details || jsonb_build_object(
        'recipient', jsonb_build_object('name', u.full_name, 'email', u.email, 'businessName', null, 'gstin', null,
          'address', null, 'state', u.billing_state),
        'placeOfSupply', coalesce(u.billing_state, sup.details->'supplier'->>'state'),
        'service', jsonb_build_object('description', s.service_title, 'sacCode', s.sac_code),
        'againstInvoice', null,
        'amountInWords', ${JSON.stringify(words)}::jsonb->>(t.amount_paise::text)) as snapshot
    from payment_transactions t
    join submissions s on s.id = t.submission_id
    join users u on u.id = t.user_id
    cross join (select details from document_supplier where id = 1) sup
    where t.invoice_number is not null`;
  const columns = (total: SQL) => sql`case when ${split} then 'intra-state' else 'inter-state' end,
    ${taxableOf(total)},
    case when ${split} then round((${total} - ${taxableOf(total)}) / 2.0)::int else 0 end,
    case when ${split} then ${total} - ${taxableOf(total)} - round((${total} - ${taxableOf(total)}) / 2.0)::int else 0 end,
    case when ${split} then 0 else ${total} - ${taxableOf(total)} end,
    ${total}`;
  const into = sql`insert into issued_documents (number, kind, transaction_id, refund_id, issued_at, tax_kind,
    taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, snapshot)`;
  return [
    sql`${into} select d.number, 'invoice', d.transaction_id, null, d.issued_at, ${columns(sql`d.total`)},
      d.snapshot || jsonb_build_object('paymentReference', d.reference) from (${invoices}) d`,
    sql`${into} select r.credit_note_number, 'credit-note', d.transaction_id, r.id, r.credit_noted_at,
      ${columns(sql`d.total`)},
      d.snapshot || jsonb_build_object('againstInvoice', jsonb_build_object('number', d.number,
        'date', to_char(d.issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
        'paymentReference', r.razorpay_refund_id || ' / ' || d.reference)
      from (${invoices}) d join payment_refunds r on r.transaction_id = d.transaction_id`,
  ];
}

/** amountInWords of every amount a transaction was seeded with (the services' prices). */
async function wordsOfAmounts(db: Database): Promise<Record<string, string>> {
  const result = (await db.execute(sql`select distinct amount_paise from payment_transactions`)) as unknown as {
    rows: { amount_paise: number }[];
  };
  return Object.fromEntries(result.rows.map(({ amount_paise }) => [amount_paise, amountInWords(amount_paise)]));
}

function auditEvents(volumes: ScaleVolumes, staffId: string): SQL {
  const n = volumes.auditEvents;
  // Ids in the events' order (not hashed): a million appends to the primary key's index instead of random inserts.
  return sql`insert into audit_events (id, staff_id, action, entity, entity_id, before, after, request_id, created_at)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, ${staffId}::uuid,
      (array['submission.status','submission.assign','submission.note','contact.read'])[1 + i % 4], 'submission',
      ${idOf('submission', sql`1 + ${pick(sql`i`, 20, volumes.submissions)}`)}::text,
      '{"status":"pending"}'::jsonb, '{"status":"processing"}'::jsonb, 'req-' || i,
      now() - (${sql.raw(String(n))} - i) * interval '365 days' / ${sql.raw(String(n))}
    from generate_series(1, ${sql.raw(String(n))}) i`;
}

function subscribersAndMessages(volumes: ScaleVolumes): SQL[] {
  return [
    sql`insert into newsletter_subscriptions (email, subscribed, created_at, updated_at)
      select 'reader' || i || '@example.in', i % 9 <> 0, now() - (${sql.raw(String(volumes.subscribers))} - i) * interval '1 hour',
        now() - (${sql.raw(String(volumes.subscribers))} - i) * interval '1 hour'
      from generate_series(1, ${sql.raw(String(volumes.subscribers))}) i`,
    sql`insert into contact_messages (name, email, phone, message, created_at, read_at, closed_at)
      select ${wordOf(FIRST_NAMES, sql`i`, 21)} || ' ' || ${wordOf(LAST_NAMES, sql`i`, 22)}, 'visitor' || i || '@example.in',
        null, 'I would like to know more about ' || ${wordOf(AREAS, sql`i`, 23)} || ' services.',
        now() - (${sql.raw(String(volumes.contactMessages))} - i) * interval '2 hours',
        case when i % 4 <> 0 then now() end, case when i % 3 = 0 then now() end
      from generate_series(1, ${sql.raw(String(volumes.contactMessages))}) i`,
  ];
}

const RULES = ['mgt-7', 'aoc-4', 'dir-3-kyc', 'gstr-1-monthly', 'gstr-3b-monthly', 'tds-return', 'advance-tax', 'itr'];
const OBLIGATIONS_PER_COMPANY = 25;

/** Companies of the first customers and their obligations due in the next 30 days (the due-soon list and export). */
function obligations(volumes: ScaleVolumes): SQL[] {
  const companies = Math.min(volumes.customers, Math.ceil(volumes.obligations / OBLIGATIONS_PER_COMPANY));
  return [
    sql`insert into compliance_companies (id, user_id, entity_type, name, obligations_on)
      select ${idOf('company', sql`c`)}, ${idOf('customer', sql`c`)}, 'private-limited',
        ${wordOf(LAST_NAMES, sql`c`, 24)} || ' ' || ${wordOf(AREAS, sql`c`, 25)} || ' Pvt Ltd', current_date
      from generate_series(1, ${sql.raw(String(companies))}) c`,
    sql`insert into compliance_obligations (company_id, rule_id, period_key, due_on, form, title, period_label,
        fee_summary, service_slug)
      select ${idOf('company', sql`1 + (k - 1) % ${sql.raw(String(companies))}`)}, r.rule, 'bench-' || k,
        current_date + k % 31, upper(r.rule), 'File ' || upper(r.rule), 'Period ' || k, '₹200 a day late',
        'service-' || (1 + k % ${sql.raw(String(Math.max(1, volumes.services)))})
      from generate_series(1, ${sql.raw(String(volumes.obligations))}) k,
        lateral (select ${wordOf(RULES, sql`k`, 26)} as rule) r`,
  ];
}

/** The staff member whose changes the audit log records and whose session the benchmark uses. */
export const BENCH_STAFF_ID = '00000000-0000-4000-8000-00000000b0b0';

/** The big tables: their secondary indexes are built once after the load rather than row by row during it. */
const BULK_TABLES = [
  'services',
  'submissions',
  'payment_transactions',
  'issued_documents',
  'audit_events',
  'users',
  'newsletter_subscriptions',
  'compliance_obligations',
];

/** Drops the secondary (non-constraint) indexes of BULK_TABLES and answers the statements that rebuild them. */
async function dropSecondaryIndexes(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class t on t.oid = i.indrelid
    where t.relname = any(${sql.param(BULK_TABLES)}::text[]) and not i.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  for (const row of result.rows) await db.execute(sql.raw(`drop index ${row.name}`));
  return result.rows.map((row) => row.definition);
}

/** Memory for building an index in one sort instead of spilling to disk (the default is 64 MB). */
const INDEX_BUILD_MEMORY = sql`set local maintenance_work_mem = '256MB'`;

type Step = [label: string, statements: () => Promise<SQL[]> | SQL[]];

/** Runs `steps` one after another, each statement in a transaction of its own; reports each step's time. */
async function runSteps(db: Database, steps: Step[], log: (line: string) => void) {
  for (const [label, statementsOf] of steps) {
    const started = performance.now();
    for (const statement of await statementsOf()) {
      await db.transaction(async (tx) => {
        await tx.execute(INDEX_BUILD_MEMORY);
        await tx.execute(statement);
      });
    }
    log(`  seeded ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/**
 * Seeds every table; reports each step's time through `log`. Documents are issued with the supplier saved in
 * document_supplier: start the server (or save it) first. The orders' chain and the tables nothing points at (audit
 * events, subscribers) load at the same time on two connections, and the indexes build two at a time: PostgreSQL
 * works on both (PGlite, one connection, takes them in turn).
 */
export async function seedScale(db: Database, volumes: ScaleVolumes, log: (line: string) => void) {
  const count = (n: number) => n.toLocaleString('en-IN');
  const rebuild = await dropSecondaryIndexes(db);
  await runSteps(
    db,
    [
      [
        'staff',
        () => [
          sql`insert into staff_members (id, email, full_name, role, password_hash)
            values (${BENCH_STAFF_ID}, 'bench.admin@startwise.test', 'Bench Admin', 'admin', 'scrypt$bench$not-a-password')`,
        ],
      ],
    ],
    log,
  );
  await Promise.all([
    runSteps(
      db,
      [
        [`${count(volumes.services)} services`, () => services(volumes.services)],
        [`${count(volumes.customers)} customers`, () => [customers(volumes.customers)]],
        [`${count(volumes.submissions)} submissions`, () => [submissions(volumes)]],
        [`${count(volumes.transactions)} transactions`, () => transactions(volumes)],
        ['refunds', () => refunds(volumes)],
        ['invoices and credit notes', async () => issuedDocuments(await wordsOfAmounts(db))],
        [`${count(volumes.obligations)} due obligations`, () => obligations(volumes)],
      ],
      log,
    ),
    runSteps(
      db,
      [
        [`${count(volumes.auditEvents)} audit events`, () => [auditEvents(volumes, BENCH_STAFF_ID)]],
        ['subscribers and contact messages', () => subscribersAndMessages(volumes)],
      ],
      log,
    ),
  ]);
  const halves = [0, 1].map((half) => rebuild.filter((_, index) => index % 2 === half));
  await Promise.all(
    halves.map((half, index) =>
      runSteps(db, [[`indexes (${index + 1} of 2)`, () => half.map((definition) => sql.raw(definition))]], log),
    ),
  );
  await runSteps(db, [['statistics', () => [sql`analyze`]]], log);
}
