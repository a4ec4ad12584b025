export * from './page-search.machine.js';
export * from './page-search.selectors.js';
export * from './quick-search.machine.js';
export * from './quick-search.selectors.js';
export * from './service-summary.js';
