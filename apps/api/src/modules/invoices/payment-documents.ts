import { splitInclusivePrice } from '@startwise/flows/rules';
import type { AppConfig } from '../../platform/config.js';
import type { PaymentDocuments } from '../payments/index.js';
import { placeOfSupplyOf, supplierOf } from './document-parties.js';
import { createInvoiceService } from './invoice-service.js';
import { standingGstByTransaction, standingGstOf } from './standing-gst.js';

/** What the payments module reads of the tax documents, for this server's supplier (app.ts hands it in). */
export function paymentDocuments(config: AppConfig): PaymentDocuments {
  const supplierState = supplierOf(config).supplier.state;
  return {
    checkoutTax(customer, amountPaise) {
      const placeOfSupply = customer ? placeOfSupplyOf(customer, supplierState) : supplierState;
      return { placeOfSupply, split: splitInclusivePrice(amountPaise, supplierState, placeOfSupply) };
    },
    paidInvoice: (tx, payment) => createInvoiceService({ db: tx }).paidInvoice(payment),
    standingGstOf,
    standingGstByTransaction,
  };
}
