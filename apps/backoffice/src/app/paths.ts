// Every address of the back office, relative to its base (/backoffice, the router's basename).

export const paths = {
  login: '/login',
  dashboard: '/dashboard',
  queue: '/submissions',
  submission: (id: string) => `/submissions/${encodeURIComponent(id)}`,
  inbox: '/inbox',
  contactMessage: (id: string) => `/inbox/${encodeURIComponent(id)}`,
  newsletter: '/newsletter',
  transactions: '/transactions',
  transaction: (id: string) => `/transactions/${encodeURIComponent(id)}`,
  staff: '/staff',
  holidays: '/staff/holidays',
  audit: '/audit',
  dueSoon: '/compliance/due-soon',
  extensions: '/compliance/extensions',
  catalog: '/catalog',
  newCategory: '/catalog/categories/new',
  category: (id: string) => `/catalog/categories/${encodeURIComponent(id)}`,
  newService: '/catalog/services/new',
  service: (id: string) => `/catalog/services/${encodeURIComponent(id)}`,
} as const;
