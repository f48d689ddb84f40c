import type { FormRule } from 'antd';
import { endpointRefs } from '@cropwatch/contract';
import { call, failureMessage } from './http';
import { i18n } from './i18n';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from './patterns';

export { MOBILE_PATTERN, SMS_CODE_PATTERN };

/** JeecgBoot form rules (spec §5) as antd Form rules; messages resolve in the current language. */

/** Letters, digits, underscore, 4–18 long; the message says 6 to 18, as in JeecgBoot. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,18}$/;

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

/* ------------------------------------------------------------------------------------------------------------
 * The reusable form-rule set of spec §5 (messages in the `list` namespace), plus the server-side checks.
 * ---------------------------------------------------------------------------------------------------------- */

const tl = (key: string, options?: Record<string, unknown>): string => i18n.t(key, { ns: 'list', ...options });

/** Empty for a form: undefined, null, blank string, empty array. Pattern rules let empty values pass. */
export const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export const NATURAL_NUMBER_PATTERN = /^(0|[1-9]\d*)$/;
export const LETTERS_PATTERN = /^[A-Za-z]+$/;
/** Area code (0 + 2–3 digits, optional dash), 7–8 digit number, optional extension. */
export const LANDLINE_PATTERN = /^(0\d{2,3}-?)?[1-9]\d{6,7}(-\d{1,6})?$/;
export const BANK_CARD_PATTERN = /^\d{10,20}$/;
export const CERTIFICATE_PATTERN = /^[A-Za-z0-9]{1,50}$/;
export const QQ_PATTERN = /^[1-9]\d{4,11}$/;
export const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
export const CODE20_PATTERN = /^[A-Za-z0-9]{1,20}$/;
export const NAME_2_100_PATTERN = /^[\u4e00-\u9fa5A-Za-z ]{2,100}$/;
export const DIGIT_LINES_PATTERN = /^[\d\r\n]+$/;

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_CODES = '10X98765432';

const isCalendarDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * Mainland resident ID (GB 11643): 18 characters with a real birth date and the ISO 7064 MOD 11-2 check
 * character (`X` = 10), or the legacy 15-digit form (birth year 19xx, no check character).
 */
export function isIdCard(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (/^[1-9]\d{14}$/.test(id)) {
    return isCalendarDate(1900 + Number(id.slice(6, 8)), Number(id.slice(8, 10)), Number(id.slice(10, 12)));
  }
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return false;
  if (!isCalendarDate(Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14)))) return false;
  const sum = ID_CARD_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(id[i]), 0);
  return ID_CARD_CHECK_CODES[sum % 11] === id[17];
}

const patternRule = (pattern: RegExp, key: string): FormRule => ({ pattern, message: tl(`validation.${key}`) });
const withRequired = (required: boolean, label: string | undefined, rule: FormRule): FormRule[] => [
  ...(required ? [{ required: true, message: tl('validation.required', { label: label ?? '' }) }] : []),
  rule,
];

export interface RequiredRuleOptions {
  /** Field label for `请输入{label}`. */
  label?: string;
  /** Selection widgets say `请选择{label}`. */
  select?: boolean;
  min?: number;
  max?: number;
  /** Counts of a multiple selection (arrays, or comma lists as JeecgBoot stores them). */
  minCount?: number;
  maxCount?: number;
  message?: string;
}

const countOf = (value: unknown): number =>
  Array.isArray(value) ? value.length : typeof value === 'string' ? value.split(',').filter(Boolean).length : 0;

/** Generic required rule with optional length (strings) and selection-count bounds. */
function requiredRule(options: RequiredRuleOptions = {}): FormRule[] {
  const { label = '', select = false, min, max, minCount, maxCount, message } = options;
  const list: FormRule[] = [
    { required: true, message: message ?? tl(select ? 'validation.requiredSelect' : 'validation.required', { label }) },
  ];
  if (min !== undefined || max !== undefined) {
    const key =
      min !== undefined && max !== undefined ? 'lengthBetween' : min !== undefined ? 'lengthMin' : 'lengthMax';
    list.push({ type: 'string', min, max, message: tl(`validation.${key}`, { min, max }) });
  }
  if (minCount !== undefined || maxCount !== undefined) {
    list.push({
      validator: (_rule, value: unknown) => {
        const count = countOf(value);
        if (isBlank(value)) return Promise.resolve();
        if (minCount !== undefined && count < minCount)
          return Promise.reject(new Error(tl('validation.selectMin', { min: minCount })));
        if (maxCount !== undefined && count > maxCount)
          return Promise.reject(new Error(tl('validation.selectMax', { max: maxCount })));
        return Promise.resolve();
      },
    });
  }
  return list;
}

/** One rule set for every form (spec §5); `required` adds the generic required rule in front. */
export const formRules = {
  required: requiredRule,
  mobile: rules.mobile,
  username: rules.username,
  email: rules.email,
  naturalNumber: (required = false, label?: string) =>
    withRequired(required, label, patternRule(NATURAL_NUMBER_PATTERN, 'naturalNumber')),
  letters: (required = false, label?: string) => withRequired(required, label, patternRule(LETTERS_PATTERN, 'letters')),
  landline: (required = false, label?: string) =>
    withRequired(required, label, patternRule(LANDLINE_PATTERN, 'landline')),
  bankCard: (required = false, label?: string) =>
    withRequired(required, label, patternRule(BANK_CARD_PATTERN, 'bankCard')),
  certificate: (required = false, label?: string) =>
    withRequired(required, label, patternRule(CERTIFICATE_PATTERN, 'certificate')),
  idCard: (required = false, label?: string) =>
    withRequired(required, label, {
      validator: (_rule, value: unknown) =>
        isBlank(value) || (typeof value === 'string' && isIdCard(value))
          ? Promise.resolve()
          : Promise.reject(new Error(tl('validation.idCard'))),
    }),
  qq: (required = false, label?: string) => withRequired(required, label, patternRule(QQ_PATTERN, 'qq')),
  url: (required = false, label?: string) => withRequired(required, label, patternRule(URL_PATTERN, 'url')),
  code20: (required = false, label?: string) => withRequired(required, label, patternRule(CODE20_PATTERN, 'code20')),
  name2to100: (required = false, label?: string) =>
    withRequired(required, label, patternRule(NAME_2_100_PATTERN, 'name2to100')),
  digitLines: (required = false, label?: string) =>
    withRequired(required, label, patternRule(DIGIT_LINES_PATTERN, 'digitLines')),
  max255: (required = false, label?: string) =>
    withRequired(required, label, { max: 255, message: tl('validation.max255') }),
};

const checkFailed = (error: unknown): Error =>
  new Error(failureMessage(error) ?? i18n.t('http.requestError', { ns: 'common' }));

export interface DuplicateCheckOptions {
  /** Database names, e.g. `sys_user` and `work_no` (contract §8.3). */
  tableName: string;
  fieldName: string;
  /** The edited record's id, excluded from the count. */
  dataId?: string | (() => string | undefined);
}

/**
 * Unique check through `GET /sys/duplicate/check` (Vue2 `validateDuplicateValue`): an empty value is not
 * sent (the server would answer `success:true, code:500`), a refusal shows the server message.
 */
export function duplicateCheckRule({ tableName, fieldName, dataId }: DuplicateCheckOptions): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) return;
      const id = typeof dataId === 'function' ? dataId() : dataId;
      let res;
      try {
        res = await call(endpointRefs.duplicateCheck, {
          query: { tableName, fieldName, fieldVal: String(value), ...(id ? { dataId: id } : {}) },
        });
      } catch (error) {
        throw checkFailed(error);
      }
      if (!res.success) throw new Error(res.message || tl('validation.checkFailed'));
    },
  };
}

/** Coding-rule check through `GET /sys/checkRule/checkByCode` (Vue2 `validateCheckRule`): the value goes URI-encoded. */
export function checkRule(ruleCode: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) return;
      let res;
      try {
        res = await call(endpointRefs.checkRuleByCode, {
          query: { ruleCode, value: encodeURIComponent(String(value)) },
        });
      } catch (error) {
        throw checkFailed(error);
      }
      if (!res.success) throw new Error(res.message || res.result?.message || tl('validation.checkFailed'));
    },
  };
}
