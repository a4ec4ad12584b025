/** What a service card says when the service has no meta description. */
export const SERVICE_DESCRIPTION_FALLBACK = 'Professional service to help your business succeed';

/** A related service shows at most this many tags. */
export const RELATED_SERVICE_MAX_TAGS = 3;

/** The description a card shows: the service's meta description, or the fallback when it is blank. */
export const cardDescription = (metaDescription: string | null | undefined) =>
  metaDescription?.trim() || SERVICE_DESCRIPTION_FALLBACK;
