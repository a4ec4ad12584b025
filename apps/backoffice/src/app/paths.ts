// Every address of the back office, relative to its base (/backoffice, the router's basename).

export const paths = {
  login: '/login',
  queue: '/submissions',
  submission: (id: string) => `/submissions/${encodeURIComponent(id)}`,
  transactions: '/transactions',
  transaction: (id: string) => `/transactions/${encodeURIComponent(id)}`,
  staff: '/staff',
  audit: '/audit',
  catalog: '/catalog',
  newCategory: '/catalog/categories/new',
  category: (id: string) => `/catalog/categories/${encodeURIComponent(id)}`,
  newService: '/catalog/services/new',
  service: (id: string) => `/catalog/services/${encodeURIComponent(id)}`,
} as const;
