import { forwardRef, useId } from 'react';
import { useLinkComponent } from '../../UiProvider/LinkComponent';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { Inline } from '../Inline';
import { Price } from '../Price';
import { ServiceIcon } from '../ServiceIcon';
import * as styles from './ServiceCard.css';

/** Intrinsic size of the 16:9 thumbnail, so the browser reserves its space before the image loads. */
const THUMBNAIL_SIZE = { width: 640, height: 360 } as const;

export interface ServiceCardProps {
  title: string;
  /** The text under the title (the app supplies its fallback for a service without one). */
  description: string;
  /** Whole rupees. */
  price: number;
  mrp?: number;
  /** From flows' `discountPercent(price, mrp, discountable)`. */
  percentOff?: number;
  /** Where the card's link goes, e.g. `/service/{slug}`; rendered with the app's link component. */
  href: string;
  /** The link's text, e.g. 'Learn more'; the card's title describes it for assistive technology. */
  linkLabel: string;
  /**
   * The service's icon (a ServiceIcon name), drawn as the card's art: services of one category look apart at a
   * glance. Takes the place of `thumbnailSrc`.
   */
  icon?: string;
  /** A resolved image URL (the app applies `resolveMediaUrl`), shown when there is no icon. Omitted: a neutral placeholder. */
  thumbnailSrc?: string;
  /** Shown under the title (the app decides how many). */
  tags?: readonly string[];
  /** The title's document level; `h3` under a section heading by default. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** A service in a grid or list: thumbnail, title, tags, description, price badge and a link. */
export const ServiceCard = forwardRef<HTMLElement, ServiceCardProps>(function ServiceCard(
  { title, description, price, mrp, percentOff, href, linkLabel, icon, thumbnailSrc, tags = [], headingLevel = 'h3' },
  ref,
) {
  const LinkComponent = useLinkComponent();
  const titleId = useId();
  const Title = headingLevel;
  return (
    <Card ref={ref} as="article" padding="none" fullHeight aria-labelledby={titleId}>
      <div className={icon ? styles.art : styles.thumbnailFrame}>
        {icon ? (
          <span className={styles.artIcon}>
            <ServiceIcon name={icon} />
          </span>
        ) : thumbnailSrc ? (
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
        {tags.length > 0 ? (
          <Inline space="xsmall" as="ul" aria-label="Tags">
            {tags.map((tag) => (
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
            {linkLabel}
          </LinkComponent>
        </div>
      </div>
    </Card>
  );
});
