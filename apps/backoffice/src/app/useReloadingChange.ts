import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A change the server makes; once it is made, every query under `queryKey` is read again (the screens show it). */
export function useReloadingChange<TInput, TResult>(queryKey: QueryKey, change: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
