import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { assignableStaffQuery } from '../pages/queue/queries';

/** A member's name by id, from the active staff (undefined for a former member, or while the list loads). */
export function useStaffNames(): (id: string) => string | undefined {
  const { data } = useQuery(assignableStaffQuery);
  const names = useMemo(() => new Map((data?.staff ?? []).map((member) => [member.id, member.fullName])), [data]);
  return useCallback((id: string) => names.get(id), [names]);
}
