import { useQuery } from '@tanstack/react-query';
import { Descriptions, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysUser } from '@cropwatch/contract';
import { roleAllQueryOptions } from '../../../components/api/query-role-all';
import { DetailModal } from '../../../components/detail-modal/detail-modal';
import { interfaceDictCell } from '../../../components/dict/interface-dict';
import { renderDictText } from '../../../components/dict/render-dict-text';
import { queryUserRole } from '../api/query-user-role';
import { LEADER_IDENTITY } from '../user-form-model';
import { avatarUrl } from './avatar-url';

export interface UserDetailModalProps {
  user: SysUser | null;
  onClose: () => void;
}

/** 用户详情 in the kit's detail modal: the list record plus the user's role names. */
export function UserDetailModal({ user, onClose }: UserDetailModalProps) {
  const { t } = useTranslation('user');
  const roles = useQuery(roleAllQueryOptions());
  const roleIds = useQuery({
    queryKey: ['sys', 'user', 'queryUserRole', user?.id],
    queryFn: ({ signal }) => queryUserRole(user?.id ?? '', signal),
    enabled: Boolean(user),
  });
  if (!user) return null;
  const roleNames = (roleIds.data ?? []).map((id) => roles.data?.find((r) => r.id === id)?.roleName ?? id).join(', ');
  const identity = user.userIdentity === LEADER_IDENTITY ? t('identity.leader') : t('identity.normal');
  const items = [
    { key: 'username', label: t('fields.username'), children: user.username },
    { key: 'realname', label: t('fields.realname'), children: user.realname },
    {
      key: 'avatar',
      label: t('fields.avatar'),
      children: user.avatar ? <Image src={avatarUrl(user.avatar)} width={64} alt="" /> : null,
    },
    { key: 'sex', label: t('fields.sex'), children: interfaceDictCell(user, 'sex', 'sex') },
    { key: 'birthday', label: t('fields.birthday'), children: user.birthday },
    { key: 'workNo', label: t('fields.workNo'), children: user.workNo },
    { key: 'phone', label: t('fields.phone'), children: user.phone },
    { key: 'email', label: t('fields.email'), children: user.email },
    { key: 'telephone', label: t('fields.telephone'), children: user.telephone },
    { key: 'post', label: t('fields.post'), children: renderDictText(user, 'post') },
    { key: 'roles', label: t('fields.roles'), children: roleNames },
    { key: 'orgCodeTxt', label: t('fields.orgCodeTxt'), children: user.orgCodeTxt },
    { key: 'userIdentity', label: t('fields.userIdentity'), children: identity },
    { key: 'departIds', label: t('fields.departIds'), children: renderDictText(user, 'departIds') },
    { key: 'status', label: t('fields.status'), children: interfaceDictCell(user, 'status', 'user_status') },
    { key: 'createTime', label: t('fields.createTime'), children: user.createTime },
  ];
  return (
    <DetailModal
      open
      title={t('titles.detail')}
      onClose={onClose}
      main={<Descriptions bordered column={2} items={items} size="small" />}
    />
  );
}
