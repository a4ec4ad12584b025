import { Button, Inline } from '@startwise/ui';

/** Move up, Move down and Remove for one entry of an ordered list (a form field, an FAQ): 'Move up field 2 (Email)'. */
export function ListItemActions({
  noun,
  index,
  count,
  onMove,
  onRemove,
}: {
  noun: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <Inline space="small">
      <Button
        variant="secondary"
        size="small"
        aria-label={`Move up ${noun}`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        Move up
      </Button>
      <Button
        variant="secondary"
        size="small"
        aria-label={`Move down ${noun}`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        Move down
      </Button>
      <Button variant="ghost" size="small" aria-label={`Remove ${noun}`} onClick={onRemove}>
        Remove
      </Button>
    </Inline>
  );
}
