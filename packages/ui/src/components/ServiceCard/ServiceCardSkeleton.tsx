import { Card } from '../Card';
import { Skeleton } from '../Skeleton';
import * as styles from './ServiceCard.css';

/** The shape of a `ServiceCard` while services load (the category page shows 8). Hidden from assistive tech. */
export function ServiceCardSkeleton() {
  return (
    <Card padding="none" fullHeight>
      <div className={styles.thumbnailFrame} aria-hidden="true" />
      <div className={styles.body}>
        <Skeleton shape="heading" width="threeQuarters" />
        <Skeleton shape="text" width="full" />
        <Skeleton shape="text" width="half" />
        <div className={styles.footer}>
          <Skeleton shape="text" width="quarter" />
          <Skeleton shape="text" width="quarter" />
        </div>
      </div>
    </Card>
  );
}
