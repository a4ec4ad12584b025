import { paymentMethodWord } from '@startwise/flows/rules';
import { Inline, Link, Stack, Text } from '@startwise/ui';

/** The ways Razorpay Checkout offers to pay, in the words the payment history uses. */
const ACCEPTED_METHODS = ['upi', 'card', 'netbanking', 'wallet'].map(paymentMethodWord);

/** Who handles the money, how it can be paid, and the policies that apply: said before the customer pays. */
export function PaymentAssurance() {
  return (
    <Stack space="small" as="section" aria-label="Payment security and policies">
      <Text weight="strong">Payments secured by Razorpay</Text>
      <Text tone="muted" size="small">
        {`Pay by ${ACCEPTED_METHODS.join(', ')}. Your card and bank details go to Razorpay, never to us.`}
      </Text>
      <Inline space="medium">
        <Link href="/refund-policy">Refund policy</Link>
        <Link href="/terms-of-service">Terms of service</Link>
      </Inline>
    </Stack>
  );
}
