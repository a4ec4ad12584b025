// Search over the catalog's services (full text, prefixes, typos); the catalog's routes answer with it.
export { searchServices } from './search-services.js';
export { searchTerms } from './search-terms.js';
