import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { codeDigits, codeEntryMachine, focusedBox, isCodeComplete } from '../machines/code-entry/index.js';

/**
 * The six code boxes of one screen. `onComplete` gets the code as soon as all six are full (typed or pasted);
 * the screen forwards it, e.g. `auth.send({ type: 'SUBMIT_CODE', code })`, and calls `reset()` after a refusal.
 */
export function useCodeEntry(onComplete: (code: string) => void) {
  const actorRef = useActorRef(codeEntryMachine);
  const latest = useRef(onComplete);
  latest.current = onComplete;
  useEffect(() => {
    const subscription = actorRef.on('COMPLETE', ({ code }) => latest.current(code));
    return () => subscription.unsubscribe();
  }, [actorRef]);
  return {
    digits: useSelector(actorRef, codeDigits),
    focusIndex: useSelector(actorRef, focusedBox),
    complete: useSelector(actorRef, isCodeComplete),
    type: (index: number, key: string) => actorRef.send({ type: 'TYPE', index, key }),
    backspace: (index: number) => actorRef.send({ type: 'BACKSPACE', index }),
    paste: (text: string) => actorRef.send({ type: 'PASTE', text }),
    focus: (index: number) => actorRef.send({ type: 'FOCUS', index }),
    reset: () => actorRef.send({ type: 'RESET' }),
  };
}
