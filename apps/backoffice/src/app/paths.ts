// Every address of the back office, relative to its base (/backoffice, the router's basename).

export const paths = {
  login: '/login',
  queue: '/submissions',
  submission: (id: string) => `/submissions/${encodeURIComponent(id)}`,
  inbox: '/inbox',
  contactMessage: (id: string) => `/inbox/${encodeURIComponent(id)}`,
  newsletter: '/newsletter',
  staff: '/staff',
  audit: '/audit',
} as const;
