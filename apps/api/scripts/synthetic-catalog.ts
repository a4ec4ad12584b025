import type { CatalogFile, CatalogFileService } from '../src/modules/catalog/catalog-file.js';

// A large, plausible catalog for the benchmark: titles, tags and descriptions drawn from the vocabulary of an
// Indian business-services firm, so search has realistic words, prefixes and overlaps to work with.

const AREAS = [
  'Company',
  'LLP',
  'OPC',
  'Partnership',
  'Trademark',
  'Copyright',
  'Patent',
  'GST',
  'Income Tax',
  'TDS',
  'Payroll',
  'FSSAI',
  'Import Export',
  'MSME',
  'Startup India',
  'Website',
  'E-commerce',
  'Legal Notice',
  'Funding',
  'Compliance',
];
const ACTIONS = [
  'Registration',
  'Return Filing',
  'Renewal',
  'Amendment',
  'Closure',
  'Audit',
  'Advisory',
  'Objection Reply',
  'Licence',
  'Consultation',
  'Drafting',
  'Annual Filing',
];
const FLAVOURS = ['Basic', 'Standard', 'Premium', 'Express', 'Enterprise', 'Starter', 'Plus', 'Complete'];
const CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Pune', 'Hyderabad', 'Kolkata', 'Ahmedabad', 'Jaipur'];
// Description prose: a broad vocabulary, so a query word matches a realistic share of the catalog rather than
// nearly every description.
const PROSE = `our team prepares and files every form with the authority keeps you informed at each step and answers
questions by phone email or chat we check documents before submission so that nothing is rejected the process is
online from start to finish you receive digital copies of every certificate approval acknowledgement and receipt
pricing includes professional fees while government charges stamp duty and taxes are billed at actuals we work
with founders freelancers family businesses small manufacturers traders exporters consultants agencies clinics
schools restaurants retailers software studios and nonprofits across india timelines depend on the department
workload holidays and the completeness of the information you share a dedicated manager tracks your case updates
the dashboard and reminds you of upcoming due dates renewals and statutory obligations`
  .split(/\s+/)
  .filter(Boolean);

/** A deterministic pseudo-random sequence, so every run benchmarks the same catalog. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export const SYNTHETIC_CATEGORY_COUNT = 20;

/** Slugs of the synthetic services that are active (the others answer 404). */
export function activeSlugs(file: CatalogFile): string[] {
  return file.services.filter((service) => service.active !== false).map((service) => service.slug);
}

export function syntheticCatalog(serviceCount: number): CatalogFile {
  const random = sequence(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const categories = Array.from({ length: SYNTHETIC_CATEGORY_COUNT }, (_, index) => ({
    slug: `category-${index + 1}`,
    name: `${AREAS[index % AREAS.length]} Services`,
    description: `Everything about ${AREAS[index % AREAS.length]}.`,
  }));

  const services: CatalogFileService[] = Array.from({ length: serviceCount }, (_, index) => {
    const area = pick(AREAS);
    const action = pick(ACTIONS);
    const title = `${area} ${action} ${pick(FLAVOURS)} ${pick(CITIES)}`;
    const sentence = () => Array.from({ length: 12 }, () => pick(PROSE)).join(' ');
    const mrp = 1_000 + Math.floor(random() * 50) * 500;
    const home = index % SYNTHETIC_CATEGORY_COUNT;
    return {
      slug: `service-${index + 1}`,
      title,
      thumbnail: 'catalog/service.svg',
      metaDescription: `${title}: ${sentence()}.`,
      description: `<p>${sentence()}.</p><h3>What is included</h3><ul><li>${sentence()}</li><li>${sentence()}</li></ul><p>${sentence()}.</p>`,
      price: mrp - 500,
      mrp,
      discountable: random() < 0.7,
      turnaroundDays: 1 + Math.floor(random() * 30),
      icon: pick(['briefcase', 'landmark', 'receipt', 'globe'] as const),
      included: [sentence(), sentence()].map((line) => line.slice(0, 100)),
      milestones: ['Documents checked', `${action} filed`, 'Delivered'],
      sacCode: '998399',
      active: random() < 0.97,
      categories: [
        `category-${home + 1}`,
        ...(random() < 0.3 ? [`category-${((home + 7) % SYNTHETIC_CATEGORY_COUNT) + 1}`] : []),
      ],
      tags: [area, action, pick(CITIES)],
      faqs: [
        { q: `How long does ${title} take?`, a: sentence() },
        { q: 'Which documents are needed?', a: sentence() },
        { q: 'Is it done online?', a: sentence() },
      ],
      fields: [
        { name: 'fullName', label: 'Full name', type: 'text', required: true, validations: { minChars: 3 } },
        { name: 'email', label: 'Email', type: 'email', required: true },
        {
          name: 'documents',
          label: 'Documents',
          type: 'file',
          required: false,
          validations: { fileTypes: ['pdf'], maxSize: 5_242_880, multiple: true },
        },
      ],
    };
  });
  return { categories, services };
}

/** Realistic things customers type: whole words, prefixes while typing, acronyms, one typo. */
export const BENCH_QUERIES = [
  'gst',
  'gst return',
  'trademark',
  'trade',
  'trademrk',
  'company registration',
  'comp',
  'llp',
  'opc',
  'fssai licence',
  'income tax',
  'payroll',
  'website',
  'e-commerce',
  'import export',
  'startup india',
  'audit',
  'registraion',
  'patent',
  'copyright',
  'legal notice',
  'msme',
  'tds return',
  'annual filing',
  'premium mumbai',
  'funding',
  'compliance',
  'objection reply',
  'renewal',
  'closure',
];
