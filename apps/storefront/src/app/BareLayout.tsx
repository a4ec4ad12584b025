import { Box } from '@startwise/ui';
import { Outlet } from 'react-router-dom';

/** Verify email, two-factor, forgot and reset password: the page alone, without header and footer (spec 2). */
export function BareLayout() {
  return (
    <Box as="main" id="main" paddingY="xlarge">
      <Outlet />
    </Box>
  );
}
