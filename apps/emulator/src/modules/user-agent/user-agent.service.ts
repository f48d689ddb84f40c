import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { SysUserAgent, UserAgentValues } from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { formatDateTime, parseDateTime } from '../../core/result/date-format';
import { UserAgentEntity } from './entities/user-agent.entity';

const toJson = (r: UserAgentEntity): SysUserAgent => ({
  id: r.id,
  userName: r.userName,
  agentUserName: r.agentUserName,
  startTime: formatDateTime(r.startTime),
  endTime: formatDateTime(r.endTime),
  status: r.status,
  createName: r.createName,
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateName: r.updateName,
  updateBy: r.updateBy,
  updateTime: formatDateTime(r.updateTime),
  sysOrgCode: r.sysOrgCode,
  sysCompanyCode: r.sysCompanyCode,
});

/** A sent time: undefined keeps, null clears (after `''` → null), else the parsed date. */
const toDate = (text: string | null | undefined): Date | null | undefined => {
  if (text === undefined || text === null) return text;
  const d = parseDateTime(text);
  if (!d) throw new JeecgError(`时间不合法：${text.slice(0, 30)}`);
  return d;
};

/** `/sys/sysUserAgent/*` after SysUserAgentController of 3.4.0 (generated CRUD, `userName` lookup). */
@Injectable()
export class UserAgentService {
  constructor(
    @InjectRepository(UserAgentEntity) private readonly agents: Repository<UserAgentEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `queryByUserName`: the user's agent (`getOne`: the first when several, as MyBatis-Plus would refuse). */
  async byUserName(userName: string): Promise<SysUserAgent | null> {
    const row = await this.agents.findOne({ where: { userName }, order: { createTime: 'ASC', id: 'ASC' } });
    return row ? toJson(row) : null;
  }

  /** `add`: `save(entity)`; one agent per user (hardening: the modal edits the one `queryByUserName` found). */
  async add(v: UserAgentValues, user: Principal): Promise<void> {
    if (await this.agents.exists({ where: { userName: v.userName } }))
      throw new JeecgError(`用户 ${v.userName} 已设置代理人`);
    const now = new Date(this.clock.now());
    await this.agents.insert({
      id: newId(now.getTime()),
      userName: v.userName,
      agentUserName: v.agentUserName ?? null,
      startTime: toDate(v.startTime) ?? null,
      endTime: toDate(v.endTime) ?? null,
      status: v.status ?? null,
      createBy: user.username,
      createName: user.realname ?? null,
      createTime: now,
      sysOrgCode: user.orgCode ?? null,
    });
  }

  /** `edit`: `updateById`: fields sent as null (or `''` dates) keep their value, as MyBatis-Plus skips nulls. */
  async edit(v: UserAgentValues & { id: string }, user: Principal): Promise<void> {
    const row = await this.agents.findOne({ where: { id: v.id } });
    if (!row) throw new JeecgError('未找到对应实体');
    const keep = <T>(sent: T | null | undefined, stored: T) => (sent === undefined || sent === null ? stored : sent);
    await this.agents.update(
      { id: row.id },
      {
        userName: keep(v.userName, row.userName),
        agentUserName: keep(v.agentUserName, row.agentUserName),
        startTime: keep(toDate(v.startTime), row.startTime),
        endTime: keep(toDate(v.endTime), row.endTime),
        status: keep(v.status, row.status),
        updateBy: user.username,
        updateName: user.realname ?? null,
        updateTime: new Date(this.clock.now()),
      },
    );
  }
}
