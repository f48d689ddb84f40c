import type { FormRule } from 'antd';
import { i18n } from './i18n';

/** JeecgBoot form rules (spec §5) as antd Form rules; messages resolve in the current language. */

/** 11 digits, 1 then 3–9 (the `m` preset). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Letters, digits, underscore, 4–18 long; the message says 6 to 18, as in JeecgBoot. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,18}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

const t = (key: string): string => i18n.t(key, { ns: 'common' });

export const rules = {
  required: (message: string): FormRule[] => [{ required: true, message }],
  mobile: (required = true): FormRule[] => [
    ...(required ? [{ required: true, message: t('validation.mobileRequired') }] : []),
    { pattern: MOBILE_PATTERN, message: t('validation.mobileInvalid') },
  ],
  username: (): FormRule[] => [
    { required: true, message: t('validation.usernameRequired') },
    { pattern: USERNAME_PATTERN, message: t('validation.usernameInvalid') },
  ],
  /** Optional unless `required`; an empty value passes. */
  email: (required = false): FormRule[] => [
    ...(required ? [{ required: true, message: t('validation.emailInvalid') }] : []),
    { type: 'email', message: t('validation.emailInvalid') },
  ],
  smsCode: (): FormRule[] => [
    { required: true, message: t('validation.smsCodeRequired') },
    { pattern: SMS_CODE_PATTERN, message: t('validation.smsCodeInvalid') },
  ],
};

export type PasswordLevel = 'low' | 'middle' | 'strong';

/** Strength by character classes present: digits, letters, other symbols (Vue2 register page). */
export function passwordScore(value: string): 0 | 1 | 2 | 3 {
  let score = 0;
  if (/[0-9]/.test(value)) score++;
  if (/[a-zA-Z]/.test(value)) score++;
  if (/[^0-9a-zA-Z_]/.test(value)) score++;
  return score as 0 | 1 | 2 | 3;
}

export function passwordLevel(value: string): PasswordLevel {
  const score = passwordScore(value);
  return score >= 3 ? 'strong' : score === 2 ? 'middle' : 'low';
}

export const MIN_PASSWORD_LENGTH = 8;

/** Register and alteration pages: at least 8 characters and two character classes. */
export const isStrongEnough = (value: string): boolean =>
  value.length >= MIN_PASSWORD_LENGTH && passwordScore(value) >= 2;
