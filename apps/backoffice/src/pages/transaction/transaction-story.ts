import { within } from 'storybook/test';
import { PAGE_READY } from '../../stories/backoffice-story';

// What the transaction's two story files share: the page, once it has loaded the ₹14,999 payment.

export async function opened(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole(
    'heading',
    { name: '₹14,999.00 for Private Limited Company Registration', level: 1 },
    PAGE_READY,
  );
  return canvas;
}
