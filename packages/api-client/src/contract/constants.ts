/** Password bounds, the same for registration and password change (ARCHITECTURE §9.8). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Upper bounds on free-text fields, shared by the API (enforced) and the web (maxLength). */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const SUPPORT_SUBJECT_MAX_LENGTH = 200;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

/** Support categories: stored value and the label shown to users (spec 1-product.md §3). */
export const SUPPORT_CATEGORIES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'billing', label: 'Billing & Subscriptions' },
  { value: 'feature', label: 'Feature Request' },
  { value: 'bug', label: 'Bug Report' },
  { value: 'medical', label: 'Medical Questions' },
] as const;

export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]['value'];

/** The multipart field the Apple Health export file is sent in. */
export const APPLE_HEALTH_UPLOAD_FIELD = 'file';

/**
 * The product's medical disclaimer (1-product.md §1: general wellness information, no substitute
 * for professional medical advice): the site footer shows it, and every page of the GP report
 * prints it.
 */
export const MEDICAL_DISCLAIMER =
  'HealthScreen provides general wellness information only. It is not a diagnostic tool and is no substitute for professional medical advice, diagnosis or treatment. Always consult a qualified health professional about your health. In an emergency, call 000.';
