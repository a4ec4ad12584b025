import { isValidEmail } from './email.js';
import { collectErrors } from './field-errors.js';
import type { FieldErrors } from './form-field.js';
import {
  CONFIRM_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_INVALID,
  EMAIL_INVALID_SHORT,
  EMAIL_REQUIRED,
  FULL_NAME_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  NEW_PASSWORD_UNCHANGED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORDS_MUST_MATCH,
  PHONE_INVALID,
} from './messages.js';

// Spec 9: password minimum 6; phone 10-15 characters of digits, plus, hyphen or space.
export const PASSWORD_MIN_LENGTH = 6;
const PHONE_PATTERN = /^[0-9+\- ]{10,15}$/;

const isBlank = (value: string | undefined | null) => (value ?? '').trim() === '';

export function emailError(email: string | undefined | null, invalidMessage = EMAIL_INVALID): string | undefined {
  if (isBlank(email)) return EMAIL_REQUIRED;
  if (!isValidEmail(email)) return invalidMessage;
  return undefined;
}

function passwordError(password: string | undefined | null, requiredMessage: string): string | undefined {
  // Passwords are not trimmed: spaces are legitimate password characters.
  if (!password) return requiredMessage;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return undefined;
}

export function loginPasswordError(password: string | undefined | null): string | undefined {
  return passwordError(password, PASSWORD_REQUIRED);
}

/**
 * A password being chosen (register, reset, change). Register and reset say 'Password is required'; the
 * change-password form passes its own required message and the current password, which the new one must differ from.
 */
export function newPasswordError(
  password: string | undefined | null,
  options: { requiredMessage?: string; currentPassword?: string } = {},
): string | undefined {
  const error = passwordError(password, options.requiredMessage ?? PASSWORD_REQUIRED);
  if (error) return error;
  if (options.currentPassword && password === options.currentPassword) return NEW_PASSWORD_UNCHANGED;
  return undefined;
}

export function confirmPasswordError(
  password: string | undefined | null,
  confirm: string | undefined | null,
  mismatchMessage = PASSWORDS_DO_NOT_MATCH,
): string | undefined {
  if (!confirm) return CONFIRM_PASSWORD_REQUIRED;
  if (confirm !== password) return mismatchMessage;
  return undefined;
}

export function fullNameError(name: string | undefined | null): string | undefined {
  return isBlank(name) ? FULL_NAME_REQUIRED : undefined;
}

/** The phone is optional: only a given (non-blank) number is checked. */
export function phoneError(phone?: string | null): string | undefined {
  if (isBlank(phone)) return undefined;
  return PHONE_PATTERN.test((phone ?? '').trim()) ? undefined : PHONE_INVALID;
}

export interface LoginValues {
  email: string;
  password: string;
}
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return collectErrors({ email: emailError(values.email), password: loginPasswordError(values.password) });
}

export interface RegisterValues {
  fullName: string;
  email: string;
  phone?: string;
  password: string;
  confirmPassword: string;
}
export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  return collectErrors({
    fullName: fullNameError(values.fullName),
    email: emailError(values.email),
    phone: phoneError(values.phone),
    password: newPasswordError(values.password),
    confirmPassword: confirmPasswordError(values.password, values.confirmPassword),
  });
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export function validateChangePassword(values: ChangePasswordValues): FieldErrors<keyof ChangePasswordValues> {
  return collectErrors({
    currentPassword: values.currentPassword ? undefined : CURRENT_PASSWORD_REQUIRED,
    newPassword: newPasswordError(values.newPassword, {
      requiredMessage: NEW_PASSWORD_REQUIRED,
      currentPassword: values.currentPassword,
    }),
    confirmPassword: confirmPasswordError(values.newPassword, values.confirmPassword, PASSWORDS_MUST_MATCH),
  });
}

export interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}
/** Spec 5: "confirmation as above" — the change-password wording ('Passwords must match'). */
export function validateResetPassword(values: ResetPasswordValues): FieldErrors<keyof ResetPasswordValues> {
  return collectErrors({
    newPassword: newPasswordError(values.newPassword),
    confirmPassword: confirmPasswordError(values.newPassword, values.confirmPassword, PASSWORDS_MUST_MATCH),
  });
}

export interface ForgotPasswordValues {
  email: string;
}
export function validateForgotPassword(values: ForgotPasswordValues): FieldErrors<keyof ForgotPasswordValues> {
  return collectErrors({ email: emailError(values.email, EMAIL_INVALID_SHORT) });
}

export interface ProfileValues {
  fullName: string;
  phone?: string;
}
export function validateProfile(values: ProfileValues): FieldErrors<keyof ProfileValues> {
  return collectErrors({ fullName: fullNameError(values.fullName), phone: phoneError(values.phone) });
}
