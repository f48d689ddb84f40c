import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { SysUser, UserAddBody, UserEditBody } from '@cropwatch/contract';
import { i18n } from '../../lib/i18n';
import { duplicateCheckRule, formRules, isBlank, isStrongEnough } from '../../lib/validators';

/** Identity 2 (上级) leads the departments in `departIds` (contract §6.1 `user_identity`). */
export const LEADER_IDENTITY = 2;
export const DATE_FORMAT = 'YYYY-MM-DD';

/** What the add/edit form holds: comma lists where JeecgBoot stores comma lists, strings for dictionary values. */
export interface UserFormValues {
  username: string;
  password?: string;
  confirmpassword?: string;
  realname: string;
  workNo?: string;
  /** Position codes, comma list. */
  post?: string;
  /** Role ids, comma list (`selectedroles`). */
  selectedroles?: string;
  /** Department ids, comma list (`selecteddeparts`). */
  selecteddeparts?: string;
  userIdentity?: number;
  /** Departments led by an identity-2 user, comma list. */
  departIds?: string;
  avatar?: string;
  birthday?: Dayjs | null;
  sex?: string;
  email?: string;
  phone?: string;
  telephone?: string;
}

const text = (value: string | null | undefined): string | undefined => value ?? undefined;
const blankToNull = (value: string | undefined): string | null => (isBlank(value) ? null : (value ?? '').trim());

/** The edited user with its role and department links → form values. */
export function toFormValues(user: SysUser, roleIds: readonly string[], departIds: readonly string[]): UserFormValues {
  return {
    username: user.username,
    realname: user.realname,
    workNo: text(user.workNo),
    post: text(user.post),
    selectedroles: roleIds.join(','),
    selecteddeparts: departIds.join(','),
    userIdentity: user.userIdentity ?? 1,
    departIds: text(user.departIds),
    avatar: text(user.avatar),
    birthday: user.birthday ? dayjs(user.birthday, DATE_FORMAT) : null,
    sex: user.sex === null ? undefined : String(user.sex),
    email: text(user.email),
    phone: text(user.phone),
    telephone: text(user.telephone),
  };
}

/** Fields shared by add and edit; blanks are sent as null so an edit can clear a value. */
function commonBody(values: UserFormValues) {
  const leader = values.userIdentity === LEADER_IDENTITY;
  return {
    realname: values.realname.trim(),
    workNo: blankToNull(values.workNo),
    post: blankToNull(values.post),
    selectedroles: values.selectedroles ?? '',
    selecteddeparts: values.selecteddeparts ?? '',
    userIdentity: values.userIdentity ?? 1,
    // Only a superior leads departments; a normal member's list is cleared.
    departIds: leader ? blankToNull(values.departIds) : null,
    avatar: blankToNull(values.avatar),
    birthday: values.birthday ? values.birthday.format(DATE_FORMAT) : null,
    sex: isBlank(values.sex) ? null : values.sex,
    email: blankToNull(values.email),
    phone: blankToNull(values.phone),
    telephone: blankToNull(values.telephone),
  };
}

/** `POST /sys/user/add` body (Vue2 also sends `confirmpassword`; the server checks it again). */
export function toAddBody(values: UserFormValues): UserAddBody {
  return {
    username: values.username.trim(),
    password: values.password ?? '',
    confirmpassword: values.confirmpassword ?? '',
    ...commonBody(values),
  };
}

/** `PUT /sys/user/edit` body: username and password are kept by the server, so neither is sent. */
export function toEditBody(id: string, values: UserFormValues): UserEditBody {
  return { id, ...commonBody(values) };
}

const tu = (key: string): string => i18n.t(key, { ns: 'user' });

/** The unique columns of `sys_user` are checked through `/sys/duplicate/check` (deleted users count: the index does). */
const unique = (fieldName: string, dataId?: string): FormRule =>
  duplicateCheckRule({ tableName: 'sys_user', fieldName, dataId });

/** The form's rules (spec §5 validators plus the server's uniqueness checks); `userId` is set when editing. */
export function userFormRules(userId?: string, options: { phoneRequired?: boolean } = {}) {
  const { phoneRequired = true } = options;
  return {
    username: [...formRules.username(), unique('username', userId)],
    password: [
      { required: true, message: tu('form.passwordRequired') },
      {
        validator: (_rule: unknown, value: unknown) =>
          isBlank(value) || (typeof value === 'string' && isStrongEnough(value))
            ? Promise.resolve()
            : Promise.reject(new Error(tu('form.passwordWeak'))),
      },
    ] satisfies FormRule[],
    realname: formRules.required({ label: tu('fields.realname'), max: 100 }),
    workNo: [...formRules.required({ label: tu('fields.workNo'), max: 100 }), unique('work_no', userId)],
    selectedroles: [] as FormRule[],
    email: [...formRules.email(), unique('email', userId)],
    phone: [...formRules.mobile(phoneRequired), unique('phone', userId)],
    telephone: formRules.landline(),
  };
}

/** The confirmation must repeat the password (antd dependency rule). */
export const confirmRule =
  (getPassword: () => unknown): FormRule =>
  () => ({
    validator: (_rule, value: unknown) =>
      isBlank(value)
        ? Promise.reject(new Error(tu('form.confirmRequired')))
        : value === getPassword()
          ? Promise.resolve()
          : Promise.reject(new Error(tu('form.passwordMismatch'))),
  });
