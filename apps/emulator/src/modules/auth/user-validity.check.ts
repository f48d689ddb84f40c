import { JeecgError } from '../../core/errors/jeecg.errors';
import type { UserEntity } from '../identity';

/** SysUserServiceImpl.checkUserIsEffective: exists, not cancelled (deleted), not frozen. */
export function checkUserIsEffective(user: UserEntity | null): asserts user is UserEntity {
  if (!user) throw new JeecgError('该用户不存在，请注册');
  if (user.delFlag === 1) throw new JeecgError('该用户已注销');
  if (user.status === 2) throw new JeecgError('该用户已冻结');
}
