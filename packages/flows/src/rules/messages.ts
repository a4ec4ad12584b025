// Validation messages of spec section 5, word for word. The storefront shows them and the server answers
// with them, so both import them from here rather than retyping them.

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';
/** Forgot-password form only: it words the invalid address differently. */
export const EMAIL_INVALID_SHORT = 'Invalid email address';

export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const NEW_PASSWORD_REQUIRED = 'New password is required';
export const NEW_PASSWORD_UNCHANGED = 'New password must be different from current password';
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password';
/** Register form. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
/** Change-password and reset-password forms. */
export const PASSWORDS_MUST_MATCH = 'Passwords must match';

export const FULL_NAME_REQUIRED = 'Full name is required';
export const PHONE_INVALID = 'Please enter a valid phone number';

export const NEWSLETTER_EMAIL_REQUIRED = 'Please enter your email address';
export const NEWSLETTER_EMAIL_INVALID_FIRST = 'Please enter a valid email address first';

export const CONTACT_REQUIRED_FIELDS = 'Please fill out all required fields';

// Dynamic application form (messages with a value in them are functions).
export const fieldRequired = (label: string) => `${label} is required`;
export const emailDomainNotAllowed = (domain: string) => `Email domains from ${domain} are not allowed`;
export const minCharsRequired = (n: number) => `Minimum ${n} characters required`;
export const maxCharsAllowed = (n: number) => `Maximum ${n} characters allowed`;
export const minValueIs = (n: number) => `Minimum value is ${n}`;
export const maxValueIs = (n: number) => `Maximum value is ${n}`;
export const ONLY_ONE_FILE = 'Only one file is allowed';
/** `types` are the field's fileTypes, shown as 'pdf, jpg, png'. */
export const onlyFileTypesAllowed = (types: readonly string[]) => `Only ${types.join(', ')} files are allowed`;
/** `size` is already formatted with formatFileSize, e.g. '5.00 MB'. */
export const fileSizeExceeds = (size: string) => `File size must not exceed ${size}`;
// Dropdowns: the spec has no words for these; they name the field, since the server's list shows them alone.
export const chooseListedOption = (label: string) => `Choose one of the listed options for ${label}`;
export const otherDetailsRequired = (label: string) => `Please specify 'Other' for ${label}`;
