// The machines docs/flows.md shows, by diagram name (`<!-- diagram:NAME -->`).
import type { AnyStateMachine } from 'xstate';
import { loginForm } from '../machines/auth/forms/login-form.js';
import { authMachine } from '../machines/auth/index.js';
import { emailVerificationMachine } from '../machines/auth/steps/email-verification.js';
import { twoFactorDisableMachine } from '../machines/auth/steps/two-factor-disable.js';
import { twoFactorLoginMachine } from '../machines/auth/steps/two-factor-login.js';
import { twoFactorSetupMachine } from '../machines/auth/steps/two-factor-setup.js';
import { codeEntryMachine } from '../machines/code-entry/index.js';
import { contactMachine } from '../machines/contact/index.js';
import { documentUploadMachine } from '../machines/document-upload/index.js';
import { applicationFormMachine } from '../machines/form/index.js';
import { footerNewsletterMachine, newsletterPageMachine } from '../machines/newsletter/index.js';
import { paymentMachine } from '../machines/payment/index.js';
import { refundMachine } from '../machines/refund/index.js';
import { pageSearchMachine, quickSearchMachine } from '../machines/search/index.js';
import { staffSessionMachine } from '../machines/staff-session/index.js';

export const documentedMachines: Record<string, AnyStateMachine> = {
  'application-form': applicationFormMachine,
  'document-upload': documentUploadMachine,
  payment: paymentMachine,
  'quick-search': quickSearchMachine,
  'page-search': pageSearchMachine,
  'footer-newsletter': footerNewsletterMachine,
  'newsletter-page': newsletterPageMachine,
  contact: contactMachine,
  auth: authMachine,
  'auth-form': loginForm.machine,
  'auth-two-factor-login': twoFactorLoginMachine,
  'auth-email-verification': emailVerificationMachine,
  'auth-two-factor-setup': twoFactorSetupMachine,
  'auth-two-factor-disable': twoFactorDisableMachine,
  'code-entry': codeEntryMachine,
  'staff-session': staffSessionMachine,
  refund: refundMachine,
};
