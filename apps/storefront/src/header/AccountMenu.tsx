import { Avatar, DropdownMenu, useToast } from '@startwise/ui';
import { useNavigate } from 'react-router-dom';
import type { SessionUser } from '../app/session';
import { useSession } from '../app/session';

const ACCOUNT_ITEMS = [
  { id: '/profile', label: 'My Profile' },
  { id: '/submissions', label: 'Submissions' },
  { id: '/user/transactions', label: 'Payment History' },
  { id: '/compliance', label: 'Compliance Calendar' },
  { id: 'sign-out', label: 'Sign Out', tone: 'critical' as const },
];

/** The signed-in customer's avatar menu (spec 2); a click outside or Escape closes it. */
export default function AccountMenu({ user }: { user: SessionUser }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const toast = useToast();

  const onAction = async (id: string) => {
    if (id !== 'sign-out') {
      navigate(id);
      return;
    }
    await signOut();
    toast.success('Successfully logged out');
    navigate('/');
  };
  return (
    <DropdownMenu
      aria-label={`Account menu for ${user.fullName?.trim() || user.email}`}
      trigger={<Avatar name={user.fullName} decorative />}
      items={ACCOUNT_ITEMS}
      onAction={onAction}
    />
  );
}
