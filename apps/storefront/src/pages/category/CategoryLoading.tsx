import { Skeleton, Stack } from '@startwise/ui';
import { ServiceGridSkeleton } from '../../catalog/ServiceGridSkeleton';

/** Spec 9: 8 skeleton cards while a category loads. */
const LOADING_PLACEHOLDERS = 8;

// A module of its own, loaded only when it is drawn: the page arrives rendered with its services, and the route's
// loader fills the cache before a client-side visit, so most visits never wait.

/** The category page's placeholders: its heading and 8 service cards. */
export default function CategoryLoading() {
  return (
    <Stack space="xlarge">
      <Stack space="medium">
        <Skeleton shape="text" width="quarter" />
        <Skeleton shape="heading" width="half" />
        <Skeleton shape="text" width="threeQuarters" />
      </Stack>
      <ServiceGridSkeleton count={LOADING_PLACEHOLDERS} />
    </Stack>
  );
}
