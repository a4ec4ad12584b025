import { brandedMail } from '../../platform/mail/branded-mail.js';
import type { MailMessage } from '../../platform/mail/message.js';
import type { Brand } from '../../platform/system/brand.js';
import { CODE_LIFETIME_SECONDS } from './codes.js';

const minutes = (seconds: number) => `${seconds / 60} minutes`;
const hello = (fullName: string) => `Hello ${fullName},`;
const notYou = 'If you did not ask for this, you can ignore this email; nobody can use the code without your inbox.';

/** Every mail the accounts module sends, in the brand's look, with the code in the subject. */
export function accountMails(brand: Brand, publicUrl: string) {
  return {
    verificationCode: (to: string, fullName: string, code: string): MailMessage =>
      brandedMail(brand, {
        to,
        subject: `${code} is your ${brand.name} verification code`,
        heading: 'Confirm your email address',
        greeting: hello(fullName),
        paragraphs: [
          `Enter this code to confirm your email address and finish setting up your ${brand.name} account.`,
          `It expires in ${minutes(CODE_LIFETIME_SECONDS['email-verification'])}.`,
        ],
        code,
        footnote: notYou,
      }),

    twoFactorLoginCode: (to: string, fullName: string, code: string): MailMessage =>
      brandedMail(brand, {
        to,
        subject: `${code} is your ${brand.name} sign-in code`,
        heading: 'Your sign-in code',
        greeting: hello(fullName),
        paragraphs: [
          'Someone (hopefully you) entered your password. Enter this code to finish signing in.',
          `It expires in ${minutes(CODE_LIFETIME_SECONDS['two-factor-login'])}.`,
        ],
        code,
        footnote: `If this was not you, change your password now: ${publicUrl}/forgot-password`,
      }),

    twoFactorSetupCode: (to: string, fullName: string, code: string): MailMessage =>
      brandedMail(brand, {
        to,
        subject: `${code} is your ${brand.name} two-factor setup code`,
        heading: 'Turn on two-factor authentication',
        greeting: hello(fullName),
        paragraphs: [
          'Enter this code to turn on two-factor authentication. From then on, signing in also needs a code we email you.',
          `It expires in ${minutes(CODE_LIFETIME_SECONDS['two-factor-setup'])}.`,
        ],
        code,
        footnote: notYou,
      }),

    passwordReset: (to: string, fullName: string, token: string): MailMessage => {
      const url = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(to)}`;
      return brandedMail(brand, {
        to,
        subject: `Reset your ${brand.name} password`,
        heading: 'Reset your password',
        greeting: hello(fullName),
        paragraphs: [
          'We received a request to reset your password. Use the link below to choose a new one.',
          `The link works once and expires in ${minutes(CODE_LIFETIME_SECONDS['password-reset'])}.`,
        ],
        action: { label: 'Choose a new password', url },
        footnote: 'If you did not ask for this, ignore this email: your password stays as it is.',
      });
    },

    registrationAttempt: (to: string, fullName: string): MailMessage =>
      brandedMail(brand, {
        to,
        subject: `Someone tried to register with your email at ${brand.name}`,
        heading: 'You already have an account',
        greeting: hello(fullName),
        paragraphs: [
          `Someone tried to create a new ${brand.name} account with this email address, which already has one. No new account was created.`,
          `If it was you, sign in at ${publicUrl}/login, or reset your password at ${publicUrl}/forgot-password.`,
        ],
        footnote: 'If it was not you, no action is needed: your account is unchanged.',
      }),

    passwordChanged: (to: string, fullName: string): MailMessage =>
      brandedMail(brand, {
        to,
        subject: `Your ${brand.name} password was changed`,
        heading: 'Your password was changed',
        greeting: hello(fullName),
        paragraphs: ['The password of your account was just changed, and other signed-in devices were signed out.'],
        footnote: `If this was not you, reset your password now at ${publicUrl}/forgot-password and contact ${brand.supportEmail}.`,
      }),
  };
}

export type AccountMails = ReturnType<typeof accountMails>;
