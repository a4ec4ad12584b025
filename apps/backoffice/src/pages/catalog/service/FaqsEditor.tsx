import { Button, Card, Heading, Stack, Text, TextArea, TextField } from '@startwise/ui';
import { ListItemActions } from './ListItemActions';
import { type DraftErrors, type FaqDraft, moved, newKey } from './service-draft';

/** The service page's questions and answers, in order: add, edit, reorder, remove. */
export function FaqsEditor({
  faqs,
  errors,
  onChange,
}: {
  faqs: FaqDraft[];
  errors: DraftErrors;
  onChange: (faqs: FaqDraft[]) => void;
}) {
  const update = (index: number, change: Partial<FaqDraft>) =>
    onChange(faqs.map((faq, at) => (at === index ? { ...faq, ...change } : faq)));
  return (
    <Stack space="medium">
      {faqs.length === 0 ? <Text tone="muted">No questions yet.</Text> : null}
      {faqs.map((faq, index) => {
        const noun = `question ${index + 1}`;
        return (
          <Card key={faq.key} padding="medium" as="section" aria-label={`Question ${index + 1}`}>
            <Stack space="medium">
              <Heading level="3">{`Question ${index + 1}`}</Heading>
              <TextField
                label="Question"
                required
                maxLength={500}
                value={faq.q}
                error={errors[`faqs[${index}].q`]}
                onChange={(event) => update(index, { q: event.target.value })}
              />
              <TextArea
                label="Answer"
                required
                maxLength={5000}
                rows={3}
                value={faq.a}
                error={errors[`faqs[${index}].a`]}
                onChange={(event) => update(index, { a: event.target.value })}
              />
              <ListItemActions
                noun={noun}
                index={index}
                count={faqs.length}
                onMove={(by) => onChange(moved(faqs, index, by))}
                onRemove={() => onChange(faqs.filter((_, at) => at !== index))}
              />
            </Stack>
          </Card>
        );
      })}
      <div>
        <Button variant="secondary" onClick={() => onChange([...faqs, { key: newKey(), q: '', a: '' }])}>
          Add a question
        </Button>
      </div>
    </Stack>
  );
}
