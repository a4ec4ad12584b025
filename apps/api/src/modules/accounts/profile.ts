import { validateProfile } from '@startwise/flows/rules';
import { eq } from 'drizzle-orm';
import { unauthorized } from '../../platform/http/http-error.js';
import type { AccountServiceDeps } from './account-deps.js';
import { MESSAGES } from './account-messages.js';
import type { Customer } from './customer.js';
import { users } from './tables.js';
import { publicUser, requireUser } from './users.js';
import { assertValid } from './validation.js';

/** The signed-in customer's own account: reading it and changing name and phone. */
export function profileFlows({ db, now }: AccountServiceDeps) {
  return {
    async currentUser(customer: Customer) {
      return publicUser(await requireUser(db, customer.id));
    },

    async updateProfile(customer: Customer, input: { fullName: string; phone?: string | null }) {
      assertValid(validateProfile({ fullName: input.fullName, phone: input.phone ?? undefined }));
      const [user] = await db
        .update(users)
        .set({ fullName: input.fullName.trim(), phone: input.phone?.trim() || null, updatedAt: now() })
        .where(eq(users.id, customer.id))
        .returning();
      if (!user) throw unauthorized(MESSAGES.sessionExpired);
      return publicUser(user);
    },
  };
}
