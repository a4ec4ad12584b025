import { forwardRef, useId } from 'react';
import { useLinkComponent } from '../../UiProvider/LinkComponent';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { Inline } from '../Inline';
import { Price } from '../Price';
import * as styles from './ServiceCard.css';

/** Spec 2 (Home): the text shown when a service has no meta description. */
export const SERVICE_DESCRIPTION_FALLBACK = 'Professional service to help your business succeed';
/** Spec 9: related items show at most 3 tags. */
export const SERVICE_CARD_MAX_TAGS = 3;
/** Intrinsic size of the 16:9 thumbnail, so the browser reserves its space before the image loads. */
const THUMBNAIL_SIZE = { width: 640, height: 360 } as const;

export interface ServiceCardProps {
  title: string;
  /** Falls back to 'Professional service to help your business succeed' when empty. */
  metaDescription?: string | null;
  /** Whole rupees. */
  price: number;
  mrp?: number;
  /** From flows' `discountPercent(price, mrp, discountable)`. */
  percentOff?: number;
  /** Where 'Learn more' goes, e.g. `/service/{slug}`; rendered with the app's link component. */
  href: string;
  /** A resolved image URL (the app applies `resolveMediaUrl`). Omitted: a neutral placeholder. */
  thumbnailSrc?: string;
  /** Shown under the title; at most 3 are rendered. */
  tags?: readonly string[];
  /** The title's document level; `h3` under a section heading by default. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** A service in a grid or list: thumbnail, title, description, price badge and a 'Learn more' link. */
export const ServiceCard = forwardRef<HTMLElement, ServiceCardProps>(function ServiceCard(
  { title, metaDescription, price, mrp, percentOff, href, thumbnailSrc, tags, headingLevel = 'h3' },
  ref,
) {
  const LinkComponent = useLinkComponent();
  const titleId = useId();
  const Title = headingLevel;
  const description = metaDescription?.trim() || SERVICE_DESCRIPTION_FALLBACK;
  const shownTags = tags?.slice(0, SERVICE_CARD_MAX_TAGS) ?? [];
  return (
    <Card ref={ref} as="article" padding="none" fullHeight aria-labelledby={titleId}>
      <div className={styles.thumbnailFrame}>
        {thumbnailSrc ? (
          <img
            className={styles.thumbnail}
            src={thumbnailSrc}
            alt=""
            width={THUMBNAIL_SIZE.width}
            height={THUMBNAIL_SIZE.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
        {shownTags.length > 0 ? (
          <Inline space="xsmall" as="ul" aria-label="Tags">
            {shownTags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </Inline>
        ) : null}
        <p className={styles.description}>{description}</p>
        <div className={styles.footer}>
          <span className={styles.priceBadge}>
            <Price price={price} mrp={mrp} percentOff={percentOff} size="small" />
          </span>
          <LinkComponent href={href} className={styles.learnMore} aria-describedby={titleId}>
            Learn more
          </LinkComponent>
        </div>
      </div>
    </Card>
  );
});
