import { Button, Inline, Text } from '@startwise/ui';
import { saveBar } from './SaveBar.css';

interface SaveBarProps {
  /** A published service's changes reach customers at once; anything else is saved as a draft. */
  published: boolean;
  dirty: boolean;
  saving: boolean;
  onBack: () => void;
}

/** The service form's submit button, always in view, with whether there is anything to save. */
export function SaveBar({ published, dirty, saving, onBack }: SaveBarProps) {
  return (
    <div className={saveBar}>
      <Inline space="small" alignY="center">
        <Button type="submit" variant={published ? 'primary' : 'secondary'} loading={saving}>
          {published ? 'Save changes' : 'Save draft'}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Back to the catalog
        </Button>
        <Text as="span" tone="muted">
          {dirty ? 'Unsaved changes' : 'No unsaved changes'}
        </Text>
      </Inline>
    </div>
  );
}
