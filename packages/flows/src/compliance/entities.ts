/** The kinds of business a customer can keep a compliance profile for, as Indian law names them. */
export const ENTITY_TYPES = [
  'private-limited',
  'one-person-company',
  'public-limited',
  'section-8',
  'llp',
  'partnership',
  'proprietorship',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ENTITY_TYPE_NAMES: Readonly<Record<EntityType, string>> = {
  'private-limited': 'Private limited company',
  'one-person-company': 'One person company (OPC)',
  'public-limited': 'Public limited company',
  'section-8': 'Section 8 company',
  llp: 'Limited liability partnership (LLP)',
  partnership: 'Partnership firm',
  proprietorship: 'Sole proprietorship',
};

/** Companies under the Companies Act 2013: registered with a CIN, filing with the Registrar of Companies. */
export const COMPANIES: readonly EntityType[] = [
  'private-limited',
  'one-person-company',
  'public-limited',
  'section-8',
];

export const isCompany = (entity: EntityType): boolean => COMPANIES.includes(entity);
