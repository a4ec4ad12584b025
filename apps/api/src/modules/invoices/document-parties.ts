import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { brandFor } from '../../platform/system/brand.js';
import { findUserById } from '../accounts/index.js';
import type { DocumentParties } from './document-snapshot.js';
import { stateOfGstin } from './gst.js';

/** The supplier invoices and credit notes are issued by: the brand's company, with the configured GSTIN, state and address. */
export function supplierOf(config: AppConfig) {
  const brand = brandFor(config.brand);
  return {
    brand: { name: brand.name, tagline: brand.tagline, accentColor: brand.accentColor },
    supplier: {
      legalName: brand.legalName,
      address: config.supplier.address ?? brand.address,
      state: config.supplier.state ?? brand.state,
      gstin: config.supplier.gstin ?? brand.gstin,
      email: brand.supportEmail,
      phone: brand.supportPhone,
    },
  };
}

interface Billing {
  billingState: string | null;
  billingGstin: string | null;
}

/** The state a customer is billed in: their billing state, else their GSTIN's; null when neither says. */
const billedStateOf = (billing: Billing) => billing.billingState ?? stateOfGstin(billing.billingGstin) ?? null;

/** The place of supply of a customer's invoices and credit notes: the state they are billed in, else the supplier's. */
export const placeOfSupplyOf = (billing: Billing, supplierState: string) => billedStateOf(billing) ?? supplierState;

/**
 * The customer as billed (profile billing details) and the place of supply: their billing state, else their
 * GSTIN's, else the supplier's. Undefined when the account is gone.
 */
export async function recipientOf(
  db: Database,
  userId: string,
  supplierState: string,
): Promise<Pick<DocumentParties, 'recipient' | 'placeOfSupply'> | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const state = billedStateOf(user);
  return {
    recipient: {
      name: user.fullName,
      email: user.email,
      businessName: user.billingBusinessName,
      gstin: user.billingGstin,
      address: user.billingAddress,
      state,
    },
    placeOfSupply: placeOfSupplyOf(user, supplierState),
  };
}
