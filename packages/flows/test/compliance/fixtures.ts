import type { CompanyProfile } from '../../src/compliance/index.js';

/** A private limited company incorporated in May 2026, registered for GST (monthly), with a TAN and a mark. */
export const ACME_PRIVATE_LIMITED: CompanyProfile = {
  entityType: 'private-limited',
  name: 'Acme Widgets Private Limited',
  cin: 'U62010MH2026PTC123456',
  incorporatedOn: '2026-05-10',
  gstin: '27AAPFU0939F1ZV',
  gstState: 'Maharashtra',
  gstFrequency: 'monthly',
  gstRegisteredOn: '2026-05-10',
  tan: 'MUMA12345B',
  owesMicroSmallSuppliers: true,
  directors: [
    { name: 'Asha Rao', din: '01234567' },
    { name: 'Vikram Shah', din: '07654321', lastKycOn: '2025-09-15' },
  ],
  trademarks: [{ number: '3456789', class: 9, filedOn: '2017-02-01' }],
};

export const TODAY = '2026-11-27';
