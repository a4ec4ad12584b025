// The machines docs/flows.md shows, by diagram name (`<!-- diagram:NAME -->`). The flows-auth engineer adds
// `auth` and `code-entry` here.
import type { AnyStateMachine } from 'xstate';
import { contactMachine } from '../machines/contact/index.js';
import { applicationFormMachine } from '../machines/form/index.js';
import { footerNewsletterMachine, newsletterPageMachine } from '../machines/newsletter/index.js';
import { paymentMachine } from '../machines/payment/index.js';
import { pageSearchMachine, quickSearchMachine } from '../machines/search/index.js';

export const documentedMachines: Record<string, AnyStateMachine> = {
  'application-form': applicationFormMachine,
  payment: paymentMachine,
  'quick-search': quickSearchMachine,
  'page-search': pageSearchMachine,
  'footer-newsletter': footerNewsletterMachine,
  'newsletter-page': newsletterPageMachine,
  contact: contactMachine,
};
