import type { SysUser } from '@cropwatch/contract';
import { formatDateTime } from '../../core/result/date-format';
import type { UserEntity } from './entities/user.entity';

/** `SysUser` JSON as JeecgBoot emits it: every column but password, plus `orgCodeTxt` and `homePath`. */
export const toSysUserJson = (u: UserEntity, orgCodeTxt: string | null = null): SysUser => ({
  id: u.id,
  username: u.username,
  realname: u.realname,
  avatar: u.avatar,
  birthday: u.birthday,
  sex: u.sex,
  email: u.email,
  phone: u.phone,
  orgCode: u.orgCode,
  orgCodeTxt,
  status: u.status,
  delFlag: u.delFlag,
  workNo: u.workNo,
  post: u.post,
  telephone: u.telephone,
  createBy: u.createBy,
  createTime: formatDateTime(u.createTime),
  updateBy: u.updateBy,
  updateTime: formatDateTime(u.updateTime),
  activitiSync: u.activitiSync,
  userIdentity: u.userIdentity,
  departIds: u.departIds,
  relTenantIds: u.relTenantIds,
  clientId: u.clientId,
  homePath: null,
});

/** The user page's route: only callers granted it see other users' contact details in pickers (issue #20). */
export const USER_PAGE = '/isystem/user';

/** A user as a picker shows him to callers without the user page: no phone, email, birthday or work number. */
export const toPickerUser = (u: SysUser): SysUser => ({
  ...u,
  birthday: null,
  email: null,
  phone: null,
  telephone: null,
  workNo: null,
});
