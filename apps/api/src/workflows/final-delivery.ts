import { indiaDate } from '@startwise/format';
import { markDeliveredObligationFiled, recordCompanyFromDelivery } from '../modules/compliance/index.js';
import type { FinalDelivery } from '../modules/documents/index.js';
import type { Database } from '../platform/db/database.js';

/**
 * What a final delivery changes outside the documents module, in the delivery's database transaction: of a
 * registration, it fills the customer's compliance profile in; of a filing, it marks the obligation filed. app.ts
 * hands it to the documents module.
 */
export async function onFinalDelivery(tx: Database, delivery: FinalDelivery) {
  const today = indiaDate(new Date());
  const parts = Object.fromEntries(delivery.textFields);
  await recordCompanyFromDelivery(tx, { ...delivery, parts, today });
  await markDeliveredObligationFiled(tx, { ...delivery, today });
}
