import { useToast } from '@startwise/ui';
import { useEffect } from 'react';

/** Shows a flow's feedback (a new object per outcome) as a toast once. */
export function useFeedbackToast(feedback: { tone: 'success' | 'error'; text: string } | undefined) {
  const toast = useToast();
  useEffect(() => {
    if (!feedback?.text) return;
    if (feedback.tone === 'success') toast.success(feedback.text);
    else toast.error(feedback.text);
  }, [feedback, toast]);
}
