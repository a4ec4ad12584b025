CREATE TABLE "document_supplier" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"details" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_supplier_one_row" CHECK ("document_supplier"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "issued_documents" (
	"number" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" uuid NOT NULL,
	"refund_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"tax_kind" text NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "issued_documents_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "issued_documents_refund_of_credit_notes" CHECK (("issued_documents"."kind" = 'credit-note') = ("issued_documents"."refund_id" is not null)),
	CONSTRAINT "issued_documents_parts_add_up" CHECK ("issued_documents"."taxable_paise" + "issued_documents"."cgst_paise" + "issued_documents"."sgst_paise" + "issued_documents"."igst_paise" = "issued_documents"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_one_invoice_per_transaction" ON "issued_documents" USING btree ("transaction_id") WHERE kind = 'invoice';
--> statement-breakpoint
-- Documents issued before this migration are snapshotted from the data as it stands, by the rule they were drawn
-- with until now: the customer's current billing profile, the supplier of the server's settings (passed as the
-- session setting startwise.document_supplier by the server; the brand's own details without it).
INSERT INTO "document_supplier" ("id", "details") VALUES (
  1,
  coalesce(
    nullif(current_setting('startwise.document_supplier', true), '')::jsonb,
    '{"brand": {"name": "Startwise", "tagline": "Company registration, trademarks, GST and funding support for Indian entrepreneurs", "accentColor": "#1d4ed8"}, "supplier": {"legalName": "Startwise Business Services Private Limited", "address": "4th Floor, 27 Residency Road, Ashok Nagar, Bengaluru, Karnataka 560025", "state": "Karnataka", "gstin": "29AAKCS4821M1ZS", "email": "support@startwise.in", "phone": "+91 80 4718 2200"}}'::jsonb
  )
);
--> statement-breakpoint
-- Amounts in words in Indian numbering, as amount-in-words.ts writes them; dropped again below.
CREATE FUNCTION "startwise_below_hundred"(n integer) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  ones text[] := ARRAY['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven',
    'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
  tens text[] := ARRAY['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
BEGIN
  IF n < 20 THEN RETURN ones[n + 1]; END IF;
  RETURN tens[n / 10 + 1] || CASE WHEN n % 10 > 0 THEN '-' || ones[n % 10 + 1] ELSE '' END;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "startwise_number_in_words"(n bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  hundreds integer := (n % 1000) / 100;
  rest integer := n % 100;
BEGIN
  IF n = 0 THEN RETURN 'Zero'; END IF;
  RETURN concat_ws(' ',
    CASE WHEN n >= 10000000 THEN "startwise_number_in_words"(n / 10000000) || ' Crore' END,
    CASE WHEN (n % 10000000) / 100000 > 0 THEN "startwise_below_hundred"(((n % 10000000) / 100000)::integer) || ' Lakh' END,
    CASE WHEN (n % 100000) / 1000 > 0 THEN "startwise_below_hundred"(((n % 100000) / 1000)::integer) || ' Thousand' END,
    CASE WHEN hundreds > 0 THEN "startwise_below_hundred"(hundreds) || ' Hundred' END,
    CASE WHEN rest > 0 THEN "startwise_below_hundred"(rest) END
  );
END
$$;
--> statement-breakpoint
CREATE FUNCTION "startwise_amount_in_words"(paise bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'Rupees ' || "startwise_number_in_words"(paise / 100)
    || CASE WHEN paise % 100 > 0 THEN ' and ' || "startwise_below_hundred"((paise % 100)::integer) || ' Paise' ELSE '' END
    || ' Only'
$$;
--> statement-breakpoint
-- Invoices: taxable value = round(price x 100/118); CGST + SGST (CGST rounded, SGST the rest) when the place of
-- supply (billing state, else the GSTIN's state, else the supplier's) is the supplier's state, IGST otherwise.
INSERT INTO "issued_documents" (
  "number", "kind", "transaction_id", "refund_id", "issued_at", "tax_kind",
  "taxable_paise", "cgst_paise", "sgst_paise", "igst_paise", "total_paise", "snapshot"
)
WITH "codes" ("state", "code") AS (VALUES
    ('Jammu and Kashmir', '01'),
    ('Himachal Pradesh', '02'),
    ('Punjab', '03'),
    ('Chandigarh', '04'),
    ('Uttarakhand', '05'),
    ('Haryana', '06'),
    ('Delhi', '07'),
    ('Rajasthan', '08'),
    ('Uttar Pradesh', '09'),
    ('Bihar', '10'),
    ('Sikkim', '11'),
    ('Arunachal Pradesh', '12'),
    ('Nagaland', '13'),
    ('Manipur', '14'),
    ('Mizoram', '15'),
    ('Tripura', '16'),
    ('Meghalaya', '17'),
    ('Assam', '18'),
    ('West Bengal', '19'),
    ('Jharkhand', '20'),
    ('Odisha', '21'),
    ('Chhattisgarh', '22'),
    ('Madhya Pradesh', '23'),
    ('Gujarat', '24'),
    ('Dadra and Nagar Haveli and Daman and Diu', '26'),
    ('Maharashtra', '27'),
    ('Karnataka', '29'),
    ('Goa', '30'),
    ('Lakshadweep', '31'),
    ('Kerala', '32'),
    ('Tamil Nadu', '33'),
    ('Puducherry', '34'),
    ('Andaman and Nicobar Islands', '35'),
    ('Telangana', '36'),
    ('Andhra Pradesh', '37'),
    ('Ladakh', '38')
),
"billed" AS (
  SELECT
    t."id", t."invoice_number", t."invoiced_at", t."amount_paise", t."razorpay_payment_id", t."razorpay_order_id",
    u."full_name", u."email", u."billing_business_name", u."billing_gstin", u."billing_address",
    coalesce(u."billing_state", (SELECT c."state" FROM "codes" c WHERE c."code" = left(u."billing_gstin", 2))) AS "billed_state",
    s."service_title", s."sac_code",
    d."details"
  FROM "payment_transactions" t
  JOIN "users" u ON u."id" = t."user_id"
  JOIN "submissions" s ON s."id" = t."submission_id"
  CROSS JOIN "document_supplier" d
  WHERE t."invoice_number" IS NOT NULL
),
"placed" AS (
  SELECT b.*,
    coalesce(b."billed_state", b."details" -> 'supplier' ->> 'state') AS "place",
    coalesce(b."billed_state", b."details" -> 'supplier' ->> 'state') = b."details" -> 'supplier' ->> 'state' AS "intra",
    round(b."amount_paise"::numeric * 100 / 118)::integer AS "taxable"
  FROM "billed" b
)
SELECT
  p."invoice_number", 'invoice', p."id", NULL, p."invoiced_at",
  CASE WHEN p."intra" THEN 'intra-state' ELSE 'inter-state' END,
  p."taxable",
  CASE WHEN p."intra" THEN round((p."amount_paise" - p."taxable")::numeric / 2)::integer ELSE 0 END,
  CASE WHEN p."intra" THEN p."amount_paise" - p."taxable" - round((p."amount_paise" - p."taxable")::numeric / 2)::integer ELSE 0 END,
  CASE WHEN p."intra" THEN 0 ELSE p."amount_paise" - p."taxable" END,
  p."amount_paise",
  jsonb_build_object(
    'brand', p."details" -> 'brand',
    'supplier', p."details" -> 'supplier',
    'recipient', jsonb_build_object(
      'name', p."full_name", 'email', p."email", 'businessName', p."billing_business_name",
      'gstin', p."billing_gstin", 'address', p."billing_address", 'state', p."billed_state"
    ),
    'placeOfSupply', p."place",
    'service', jsonb_build_object('description', p."service_title", 'sacCode', p."sac_code"),
    'againstInvoice', NULL,
    'paymentReference', concat_ws(' / ', p."razorpay_payment_id", p."razorpay_order_id"),
    'amountInWords', "startwise_amount_in_words"(p."amount_paise")
  )
FROM "placed" p;
--> statement-breakpoint
-- Credit notes, in the order they were issued per transaction: a refund's own share of the invoice's tax, split the
-- invoice's way; the one that completes the amount takes what the earlier ones left of each figure.
INSERT INTO "issued_documents" (
  "number", "kind", "transaction_id", "refund_id", "issued_at", "tax_kind",
  "taxable_paise", "cgst_paise", "sgst_paise", "igst_paise", "total_paise", "snapshot"
)
WITH "shares" AS (
  SELECT
    r."id", r."credit_note_number", r."credit_noted_at", r."amount_paise", r."razorpay_refund_id",
    t."razorpay_payment_id",
    i."number" AS "invoice_number", i."issued_at" AS "invoiced_at", i."tax_kind", i."snapshot",
    i."taxable_paise" AS "invoice_taxable", i."cgst_paise" AS "invoice_cgst", i."sgst_paise" AS "invoice_sgst",
    i."igst_paise" AS "invoice_igst", i."total_paise" AS "invoice_total",
    round(r."amount_paise"::numeric * 100 / 118)::integer AS "taxable",
    r."amount_paise" - round(r."amount_paise"::numeric * 100 / 118)::integer AS "tax",
    row_number() OVER "issued" AS "position",
    sum(r."amount_paise") OVER "issued" AS "credited"
  FROM "payment_refunds" r
  JOIN "payment_transactions" t ON t."id" = r."transaction_id"
  JOIN "issued_documents" i ON i."transaction_id" = r."transaction_id" AND i."kind" = 'invoice'
  WHERE r."status" = 'processed' AND r."credit_note_number" IS NOT NULL
  WINDOW "issued" AS (PARTITION BY r."transaction_id" ORDER BY r."credit_noted_at", r."credit_note_number")
),
"own" AS (
  SELECT s.*,
    CASE WHEN s."tax_kind" = 'intra-state' THEN round(s."tax"::numeric / 2)::integer ELSE 0 END AS "cgst",
    CASE WHEN s."tax_kind" = 'intra-state' THEN s."tax" - round(s."tax"::numeric / 2)::integer ELSE 0 END AS "sgst",
    CASE WHEN s."tax_kind" = 'intra-state' THEN 0 ELSE s."tax" END AS "igst"
  FROM "shares" s
),
"figures" AS (
  SELECT o.*,
    o."credited" >= o."invoice_total" AS "completes",
    o."invoice_taxable" - coalesce(sum(o."taxable") OVER "earlier", 0) AS "left_taxable",
    o."invoice_cgst" - coalesce(sum(o."cgst") OVER "earlier", 0) AS "left_cgst",
    o."invoice_sgst" - coalesce(sum(o."sgst") OVER "earlier", 0) AS "left_sgst",
    o."invoice_igst" - coalesce(sum(o."igst") OVER "earlier", 0) AS "left_igst",
    o."invoice_total" - coalesce(sum(o."amount_paise") OVER "earlier", 0) AS "left_total"
  FROM "own" o
  WINDOW "earlier" AS (
    PARTITION BY o."invoice_number" ORDER BY o."position" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
  )
),
"notes" AS (
  SELECT f.*,
    CASE WHEN f."completes" THEN f."left_taxable" ELSE f."taxable" END AS "note_taxable",
    CASE WHEN f."completes" THEN f."left_cgst" ELSE f."cgst" END AS "note_cgst",
    CASE WHEN f."completes" THEN f."left_sgst" ELSE f."sgst" END AS "note_sgst",
    CASE WHEN f."completes" THEN f."left_igst" ELSE f."igst" END AS "note_igst",
    CASE WHEN f."completes" THEN f."left_total" ELSE f."amount_paise" END AS "note_total"
  FROM "figures" f
)
SELECT
  c."credit_note_number", 'credit-note', i."transaction_id", c."id", c."credit_noted_at", c."tax_kind",
  c."note_taxable", c."note_cgst", c."note_sgst", c."note_igst", c."note_total",
  c."snapshot" || jsonb_build_object(
    'againstInvoice', jsonb_build_object(
      'number', c."invoice_number",
      'date', to_char(c."invoiced_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ),
    'paymentReference', concat_ws(' / ', c."razorpay_refund_id", c."razorpay_payment_id"),
    'amountInWords', "startwise_amount_in_words"(c."note_total")
  )
FROM "notes" c
JOIN "issued_documents" i ON i."number" = c."invoice_number";
--> statement-breakpoint
DROP FUNCTION "startwise_amount_in_words"(bigint);
--> statement-breakpoint
DROP FUNCTION "startwise_number_in_words"(bigint);
--> statement-breakpoint
DROP FUNCTION "startwise_below_hundred"(integer);
