import { CATALOG_LIMITS } from '@startwise/flows/rules';
import { Button, Card, Heading, Stack, Text, TextArea, TextField } from '@startwise/ui';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ListItemActions } from './ListItemActions';
import type { DraftSectionProps, ServiceDraft } from './service-draft';

/** The service page's questions and answers, in order: add, edit, reorder, remove. */
export function FaqsEditor({ errors }: DraftSectionProps) {
  const { control, register } = useFormContext<ServiceDraft>();
  const faqs = useFieldArray({ control, name: 'faqs' });
  return (
    <Stack space="medium">
      {faqs.fields.length === 0 ? <Text tone="muted">No questions yet.</Text> : null}
      {faqs.fields.map((faq, index) => {
        const noun = `question ${index + 1}`;
        return (
          <Card key={faq.id} padding="medium" as="section" aria-label={`Question ${index + 1}`}>
            <Stack space="medium">
              <Heading level="3">{`Question ${index + 1}`}</Heading>
              <TextField
                label="Question"
                required
                maxLength={CATALOG_LIMITS.questionLength}
                {...register(`faqs.${index}.q`)}
                error={errors[`faqs[${index}].q`]}
              />
              <TextArea
                label="Answer"
                required
                maxLength={CATALOG_LIMITS.answerLength}
                rows={3}
                {...register(`faqs.${index}.a`)}
                error={errors[`faqs[${index}].a`]}
              />
              <ListItemActions
                noun={noun}
                index={index}
                count={faqs.fields.length}
                onMove={(by) => faqs.move(index, index + by)}
                onRemove={() => faqs.remove(index)}
              />
            </Stack>
          </Card>
        );
      })}
      <div>
        {/* Focus stays on the button, as it did before the library. */}
        <Button variant="secondary" onClick={() => faqs.append({ q: '', a: '' }, { shouldFocus: false })}>
          Add a question
        </Button>
      </div>
    </Stack>
  );
}
