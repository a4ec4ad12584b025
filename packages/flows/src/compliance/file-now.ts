import type { ComplianceRule } from './rule.js';

/**
 * Where "File now" goes, from the calendar and from a reminder mail alike: the service page of the rule's service,
 * whose application form opens filled in from the company (`?company=&obligation=`, see prefill.ts).
 */
export const fileNowPath = (rule: Pick<ComplianceRule, 'serviceSlug'>, companyId: string, obligationId: string) =>
  `/service/${rule.serviceSlug}?company=${companyId}&obligation=${encodeURIComponent(obligationId)}#apply-heading`;
