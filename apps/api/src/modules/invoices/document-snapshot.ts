/** Who a document is between, where the supply is, and the look it is drawn with. */
export interface DocumentParties {
  /** The wordmark and tagline beside the logo mark, drawn in the accent colour. */
  brand: { name: string; tagline: string; accentColor: string };
  supplier: { legalName: string; address: string; state: string; gstin: string; email: string; phone: string };
  recipient: {
    name: string;
    email: string;
    businessName: string | null;
    gstin: string | null;
    address: string | null;
    state: string | null;
  };
  placeOfSupply: string;
}

/** Everything an issued document prints besides its number, date and tax figures (kept in columns of their own). */
export interface DocumentSnapshot extends DocumentParties {
  service: { description: string; sacCode: string };
  /** For a credit note: the invoice it reverses (its date as an ISO instant). */
  againstInvoice: { number: string; date: string } | null;
  /** Razorpay's payment (and order) id; for a credit note, the refund's id and the payment's. */
  paymentReference: string;
  amountInWords: string;
}
