import { staffSession } from '@startwise/flows';
import { useStaffSession } from '@startwise/flows/react';
import { Outlet } from 'react-router-dom';
import { NotAllowed } from './NotAllowed';

/** Admin-only pages (newsletter, staff, audit log): an operator who opens one directly is told so, not shown an error. */
export function RequireAdmin() {
  const admin = useStaffSession(staffSession.isAdmin);
  return admin ? <Outlet /> : <NotAllowed />;
}
