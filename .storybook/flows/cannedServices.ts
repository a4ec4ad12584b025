import type { search } from '@startwise/flows';

const titles = [
  'GST Registration',
  'GST Return Filing',
  'Company Registration',
  'LLP Registration',
  'Trademark Registration',
  'MSME Registration',
  'FSSAI Registration',
  'Import Export Code Registration',
  'Partnership Firm Registration',
  'One Person Company Registration',
  'Section 8 Company Registration',
  'Startup India Registration',
  'Business Plan',
];

/** A small catalogue for the search demos. */
export const cannedServices: search.ServiceSummary[] = titles.map((title, index) => ({
  _id: `service-${index + 1}`,
  title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  price: 999 + index * 500,
}));

/** The fake search call: case-insensitive title match, paged like the API. */
export function searchCanned({ query, page, limit }: search.SearchRequest): search.SearchPage {
  const matches = cannedServices.filter((service) => service.title.toLowerCase().includes(query.toLowerCase()));
  return { items: matches.slice((page - 1) * limit, page * limit), total: matches.length };
}
