import type { ProgressIconName } from '@startwise/ui';

/** The soft disc and line colour of a timeline icon (Box's sprinkles). */
export interface EventLook {
  icon: ProgressIconName;
  background: 'brandSoft' | 'positiveSoft' | 'criticalSoft' | 'cautionSoft' | 'infoSoft' | 'neutralSoft';
  color: 'brandForeground' | 'positive' | 'critical' | 'caution' | 'info' | 'textMuted';
}

const brand = { background: 'brandSoft', color: 'brandForeground' } as const;
const positive = { background: 'positiveSoft', color: 'positive' } as const;

// What each known kind of progress event looks like; the contract allows others, drawn as a plain circle.
const LOOKS: Readonly<Record<string, EventLook>> = {
  submitted: { icon: 'send', ...brand },
  paid: { icon: 'creditCard', ...positive },
  processing: { icon: 'clock', ...brand },
  documents_requested: { icon: 'fileText', background: 'cautionSoft', color: 'caution' },
  documents_received: { icon: 'upload', ...positive },
  delivered: { icon: 'download', ...positive },
  completed: { icon: 'checkCircle', ...positive },
  rejected: { icon: 'xCircle', background: 'criticalSoft', color: 'critical' },
  refunded: { icon: 'rotateCcw', background: 'infoSoft', color: 'info' },
};

const UNKNOWN: EventLook = { icon: 'circle', background: 'neutralSoft', color: 'textMuted' };

export const progressEventLook = (kind: string): EventLook =>
  (Object.hasOwn(LOOKS, kind) ? LOOKS[kind] : UNKNOWN) ?? UNKNOWN;
