import type { Schemas } from '@startwise/api-client';
import { MILESTONE_STATE_WORDS, type MilestoneState } from '@startwise/flows/rules';
import { Box, Stack, Text } from '@startwise/ui';
import { ProgressDisc } from './ProgressDisc';
import type { EventLook } from './progress-event-look';

// Done steps are ticked in the positive colour, the current one is the brand's, the ones to come stay muted.
const LOOKS: Readonly<Record<MilestoneState, EventLook>> = {
  done: { icon: 'checkCircle', background: 'positiveSoft', color: 'positive' },
  current: { icon: 'clock', background: 'brandSoft', color: 'brandForeground' },
  upcoming: { icon: 'circle', background: 'neutralSoft', color: 'textMuted' },
};

/**
 * The service's milestones as an ordered list: each step's title and its state in words ("Done", "In progress",
 * "Coming up"), so the customer sees what is still ahead, not only what happened. The current step is marked
 * with aria-current.
 */
export function MilestoneSteps({ steps }: { steps: readonly Schemas['MilestoneStep'][] }) {
  return (
    <Stack as="ol" space="small" aria-label="Steps">
      {steps.map((step) => {
        const look = LOOKS[step.state];
        return (
          <Box
            as="li"
            key={step.title}
            display="flex"
            gap="small"
            alignItems="center"
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <ProgressDisc look={look} />
            <Stack space="xxsmall">
              <Text weight={step.state === 'current' ? 'strong' : 'regular'}>{step.title}</Text>
              <Text size="small" tone="muted">
                {MILESTONE_STATE_WORDS[step.state]}
              </Text>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
