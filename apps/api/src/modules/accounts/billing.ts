import { gstinCheckDigitIsValid } from '@startwise/flows/rules';
import { eq } from 'drizzle-orm';
import type { IndianState } from '../../platform/http/contract-types.js';
import { unauthorized, validationFailed } from '../../platform/http/http-error.js';
import type { AccountServiceDeps } from './account-deps.js';
import { MESSAGES } from './account-messages.js';
import type { Customer } from './customer.js';
import { users } from './tables.js';
import { publicUser } from './users.js';

/** The optional billing details printed on the customer's GST invoices. */
export function billingFlows({ db, now }: AccountServiceDeps) {
  return {
    async updateBilling(
      customer: Customer,
      input: {
        businessName?: string | null;
        gstin?: string | null;
        address?: string | null;
        state?: IndianState | null;
      },
    ) {
      if (input.gstin && !gstinCheckDigitIsValid(input.gstin)) {
        throw validationFailed([{ field: 'gstin', message: MESSAGES.invalidGstin }], MESSAGES.invalidGstin);
      }
      // An absent key keeps its value; null (or blank text) clears it.
      const cleaned = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);
      const changes = {
        billingBusinessName: cleaned(input.businessName),
        billingGstin: cleaned(input.gstin),
        billingAddress: cleaned(input.address),
        // One of the contract's states (or null): nothing to trim.
        billingState: input.state,
      };
      const [user] = await db
        .update(users)
        .set({ ...changes, updatedAt: now() })
        .where(eq(users.id, customer.id))
        .returning();
      if (!user) throw unauthorized(MESSAGES.sessionExpired);
      return publicUser(user);
    },
  };
}
