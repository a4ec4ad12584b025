import { describe, expect, it } from 'vitest';
import * as rules from '../../src/rules/index.js';

// Every message exactly as spec sections 4, 5 and 8 word it.
describe('messages', () => {
  it('has the spec 5 validation wording', () => {
    expect({
      EMAIL_REQUIRED: rules.EMAIL_REQUIRED,
      EMAIL_INVALID: rules.EMAIL_INVALID,
      EMAIL_INVALID_SHORT: rules.EMAIL_INVALID_SHORT,
      PASSWORD_REQUIRED: rules.PASSWORD_REQUIRED,
      PASSWORD_TOO_SHORT: rules.PASSWORD_TOO_SHORT,
      CURRENT_PASSWORD_REQUIRED: rules.CURRENT_PASSWORD_REQUIRED,
      NEW_PASSWORD_REQUIRED: rules.NEW_PASSWORD_REQUIRED,
      NEW_PASSWORD_UNCHANGED: rules.NEW_PASSWORD_UNCHANGED,
      CONFIRM_PASSWORD_REQUIRED: rules.CONFIRM_PASSWORD_REQUIRED,
      PASSWORDS_DO_NOT_MATCH: rules.PASSWORDS_DO_NOT_MATCH,
      PASSWORDS_MUST_MATCH: rules.PASSWORDS_MUST_MATCH,
      FULL_NAME_REQUIRED: rules.FULL_NAME_REQUIRED,
      PHONE_INVALID: rules.PHONE_INVALID,
      NEWSLETTER_EMAIL_REQUIRED: rules.NEWSLETTER_EMAIL_REQUIRED,
      NEWSLETTER_EMAIL_INVALID_FIRST: rules.NEWSLETTER_EMAIL_INVALID_FIRST,
      CONTACT_REQUIRED_FIELDS: rules.CONTACT_REQUIRED_FIELDS,
      ONLY_ONE_FILE: rules.ONLY_ONE_FILE,
    }).toEqual({
      EMAIL_REQUIRED: 'Email is required',
      EMAIL_INVALID: 'Please enter a valid email address',
      EMAIL_INVALID_SHORT: 'Invalid email address',
      PASSWORD_REQUIRED: 'Password is required',
      PASSWORD_TOO_SHORT: 'Password must be at least 6 characters',
      CURRENT_PASSWORD_REQUIRED: 'Current password is required',
      NEW_PASSWORD_REQUIRED: 'New password is required',
      NEW_PASSWORD_UNCHANGED: 'New password must be different from current password',
      CONFIRM_PASSWORD_REQUIRED: 'Please confirm your password',
      PASSWORDS_DO_NOT_MATCH: 'Passwords do not match',
      PASSWORDS_MUST_MATCH: 'Passwords must match',
      FULL_NAME_REQUIRED: 'Full name is required',
      PHONE_INVALID: 'Please enter a valid phone number',
      NEWSLETTER_EMAIL_REQUIRED: 'Please enter your email address',
      NEWSLETTER_EMAIL_INVALID_FIRST: 'Please enter a valid email address first',
      CONTACT_REQUIRED_FIELDS: 'Please fill out all required fields',
      ONLY_ONE_FILE: 'Only one file is allowed',
    });
  });

  it('fills the dynamic-form templates', () => {
    expect(rules.fieldRequired('Company name')).toBe('Company name is required');
    expect(rules.emailDomainNotAllowed('mailinator.com')).toBe('Email domains from mailinator.com are not allowed');
    expect(rules.minCharsRequired(3)).toBe('Minimum 3 characters required');
    expect(rules.maxCharsAllowed(200)).toBe('Maximum 200 characters allowed');
    expect(rules.minValueIs(1)).toBe('Minimum value is 1');
    expect(rules.maxValueIs(99)).toBe('Maximum value is 99');
    expect(rules.onlyFileTypesAllowed(['pdf', 'jpg', 'png'])).toBe('Only pdf, jpg, png files are allowed');
    expect(rules.fileSizeExceeds('5.00 MB')).toBe('File size must not exceed 5.00 MB');
  });

  it('has the spec 4 and 8 outcome wording the flows show', () => {
    expect({
      SUBMISSION_PROBLEM_HEADING: rules.SUBMISSION_PROBLEM_HEADING,
      FORM_SUBMITTED: rules.FORM_SUBMITTED,
      FORM_SUBMIT_FAILED: rules.FORM_SUBMIT_FAILED,
      RAZORPAY_SDK_FAILED: rules.RAZORPAY_SDK_FAILED,
      PAYMENT_INIT_FAILED: rules.PAYMENT_INIT_FAILED,
      PAYMENT_VERIFY_FAILED: rules.PAYMENT_VERIFY_FAILED,
      PAYMENT_CANCEL_FAILED: rules.PAYMENT_CANCEL_FAILED,
      PAYMENT_COMPLETED: rules.PAYMENT_COMPLETED,
      PAYMENT_CANCELLED_SUCCESSFULLY: rules.PAYMENT_CANCELLED_SUCCESSFULLY,
      PAYMENT_NO_ORDER: rules.PAYMENT_NO_ORDER,
      INITIALIZING_PAYMENT: rules.INITIALIZING_PAYMENT,
      SEARCH_FAILED: rules.SEARCH_FAILED,
      SUBSCRIBING: rules.SUBSCRIBING,
      FOOTER_SUBSCRIBE_FAILED: rules.FOOTER_SUBSCRIBE_FAILED,
      NEWSLETTER_PAGE_FAILED: rules.NEWSLETTER_PAGE_FAILED,
      NEWSLETTER_SUBSCRIBED: rules.NEWSLETTER_SUBSCRIBED,
      NEWSLETTER_UNSUBSCRIBED: rules.NEWSLETTER_UNSUBSCRIBED,
      CONTACT_SEND_FAILED: rules.CONTACT_SEND_FAILED,
      CONTACT_SENT: rules.CONTACT_SENT,
    }).toEqual({
      SUBMISSION_PROBLEM_HEADING: 'There was a problem with your submission:',
      FORM_SUBMITTED: 'Form submitted successfully!',
      FORM_SUBMIT_FAILED: 'Failed to submit form',
      RAZORPAY_SDK_FAILED: 'Razorpay SDK failed to load. Please try again later.',
      PAYMENT_INIT_FAILED: 'Failed to initialize payment',
      PAYMENT_VERIFY_FAILED: 'Failed to verify payment',
      PAYMENT_CANCEL_FAILED: 'Failed to cancel payment',
      PAYMENT_COMPLETED: 'Payment completed successfully!',
      PAYMENT_CANCELLED_SUCCESSFULLY: 'Payment has been cancelled successfully',
      PAYMENT_NO_ORDER: 'There was an issue initializing your payment. Please try again.',
      INITIALIZING_PAYMENT: 'Initializing payment...',
      SEARCH_FAILED: 'Failed to search services',
      SUBSCRIBING: 'Subscribing...',
      FOOTER_SUBSCRIBE_FAILED: 'Subscription failed. Please try again.',
      NEWSLETTER_PAGE_FAILED: 'An error occurred. Please try again.',
      NEWSLETTER_SUBSCRIBED: 'Successfully subscribed to the newsletter!',
      NEWSLETTER_UNSUBSCRIBED: 'Successfully unsubscribed from the newsletter',
      CONTACT_SEND_FAILED: 'Failed to send message. Please try again later.',
      CONTACT_SENT: 'Your message has been sent successfully!',
    });
  });
});
