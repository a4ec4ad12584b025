import { describe, expect, it } from 'vitest';
import {
  confirmPasswordError,
  emailError,
  fullNameError,
  loginPasswordError,
  newPasswordError,
  phoneError,
  validateChangePassword,
  validateForgotPassword,
  validateLogin,
  validateProfile,
  validateRegister,
  validateResetPassword,
} from '../../src/rules/index.js';

describe('field rules', () => {
  it('asks for an email, then for a well-formed one', () => {
    expect(emailError('')).toBe('Email is required');
    expect(emailError('   ')).toBe('Email is required');
    expect(emailError(undefined)).toBe('Email is required');
    expect(emailError('asha')).toBe('Please enter a valid email address');
    expect(emailError('asha@example')).toBe('Please enter a valid email address');
    expect(emailError('asha @example.com')).toBe('Please enter a valid email address');
    expect(emailError('asha@example.com')).toBeUndefined();
    expect(emailError(' asha@example.com ')).toBeUndefined();
  });

  it('asks for a login password of at least 6 characters', () => {
    expect(loginPasswordError('')).toBe('Password is required');
    expect(loginPasswordError('12345')).toBe('Password must be at least 6 characters');
    expect(loginPasswordError('123456')).toBeUndefined();
  });

  it('checks a new password, with the change-password wording when asked', () => {
    expect(newPasswordError('')).toBe('Password is required');
    expect(newPasswordError('abc')).toBe('Password must be at least 6 characters');
    expect(newPasswordError('secret1')).toBeUndefined();
    expect(newPasswordError('', { requiredMessage: 'New password is required' })).toBe('New password is required');
    expect(newPasswordError('secret1', { currentPassword: 'secret1' })).toBe(
      'New password must be different from current password',
    );
    expect(newPasswordError('secret2', { currentPassword: 'secret1' })).toBeUndefined();
  });

  it('asks to confirm the password and to repeat it exactly', () => {
    expect(confirmPasswordError('secret1', '')).toBe('Please confirm your password');
    expect(confirmPasswordError('secret1', 'secret2')).toBe('Passwords do not match');
    expect(confirmPasswordError('secret1', 'secret2', 'Passwords must match')).toBe('Passwords must match');
    expect(confirmPasswordError('secret1', 'secret1')).toBeUndefined();
  });

  it('asks for a full name', () => {
    expect(fullNameError(' ')).toBe('Full name is required');
    expect(fullNameError('Asha Rao')).toBeUndefined();
  });

  it('accepts no phone, or 10-15 digits, plus, hyphen or space', () => {
    expect(phoneError()).toBeUndefined();
    expect(phoneError('')).toBeUndefined();
    expect(phoneError('+91 98765-43210')).toBeUndefined();
    expect(phoneError('9876543210')).toBeUndefined();
    expect(phoneError('987654321')).toBe('Please enter a valid phone number');
    expect(phoneError('1234567890123456')).toBe('Please enter a valid phone number');
    expect(phoneError('98765x43210')).toBe('Please enter a valid phone number');
  });
});

describe('form rules', () => {
  it('login', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateLogin({ email: 'asha@example.com', password: 'secret1' })).toEqual({});
  });

  it('register', () => {
    expect(
      validateRegister({ fullName: '', email: 'x', phone: '12', password: 'abc', confirmPassword: 'abd' }),
    ).toEqual({
      fullName: 'Full name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(
      validateRegister({ fullName: 'Asha', email: 'a@b.in', password: 'secret1', confirmPassword: 'secret1' }),
    ).toEqual({});
  });

  it('change password', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      validateChangePassword({ currentPassword: 'secret1', newPassword: 'secret1', confirmPassword: 'other12' }),
    ).toEqual({
      newPassword: 'New password must be different from current password',
      confirmPassword: 'Passwords must match',
    });
    expect(
      validateChangePassword({ currentPassword: 'secret1', newPassword: 'secret2', confirmPassword: 'secret2' }),
    ).toEqual({});
  });

  it('reset password', () => {
    expect(validateResetPassword({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(validateResetPassword({ newPassword: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords must match',
    });
    expect(validateResetPassword({ newPassword: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });

  it('forgot password words the invalid address its own way', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({ email: 'Email is required' });
    expect(validateForgotPassword({ email: 'nope' })).toEqual({ email: 'Invalid email address' });
    expect(validateForgotPassword({ email: 'a@b.in' })).toEqual({});
  });

  it('profile', () => {
    expect(validateProfile({ fullName: '', phone: 'abc' })).toEqual({
      fullName: 'Full name is required',
      phone: 'Please enter a valid phone number',
    });
    expect(validateProfile({ fullName: 'Asha' })).toEqual({});
  });
});
