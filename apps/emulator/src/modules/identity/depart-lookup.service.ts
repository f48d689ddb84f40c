import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { formatDateTime } from '../../core/result/date-format';
import { DepartEntity } from './entities/depart.entity';
import { UserDepartEntity } from './entities/user-depart.entity';

/** `SysDepart` JSON: every column, in JeecgBoot's field order. */
export const toDepartJson = (d: DepartEntity) => ({
  id: d.id,
  parentId: d.parentId,
  departName: d.departName,
  departNameEn: d.departNameEn,
  departNameAbbr: d.departNameAbbr,
  departOrder: d.departOrder,
  description: d.description,
  orgCategory: d.orgCategory,
  orgType: d.orgType,
  orgCode: d.orgCode,
  mobile: d.mobile,
  fax: d.fax,
  address: d.address,
  memo: d.memo,
  status: d.status,
  delFlag: d.delFlag,
  qywxIdentifier: d.qywxIdentifier,
  createBy: d.createBy,
  createTime: formatDateTime(d.createTime),
  updateBy: d.updateBy,
  updateTime: formatDateTime(d.updateTime),
});

/** The department reads other modules need (login, account, the user list, the address book). */
@Injectable()
export class DepartLookupService {
  constructor(
    @InjectRepository(DepartEntity) private readonly departs: Repository<DepartEntity>,
    @InjectRepository(UserDepartEntity) private readonly userDeparts: Repository<UserDepartEntity>,
  ) {}

  async findById(id: string): Promise<DepartEntity | null> {
    return this.departs.findOne({ where: { id, delFlag: '0' } });
  }

  /** The user's departments, in the order they were linked (the first is the default login department). */
  async departsOfUser(userId: string): Promise<DepartEntity[]> {
    const links = await this.userDeparts.find({ where: { userId }, order: { id: 'ASC' } });
    if (links.length === 0) return [];
    const rows = await this.departs.find({ where: { id: In(links.map((l) => l.depId)), delFlag: '0' } });
    const order = links.map((l) => l.depId);
    return rows.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  }

  /** user id -> comma list of department names (`orgCodeTxt` of the user list). */
  async departNamesByUser(userIds: string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    if (userIds.length === 0) return out;
    const rows = await this.userDeparts
      .createQueryBuilder('ud')
      .innerJoin(DepartEntity, 'd', 'd.id = ud.depId')
      .select(['ud.userId AS "userId"', 'd.departName AS "departName"'])
      .where('ud.userId IN (:...userIds)', { userIds })
      .orderBy('ud.id', 'ASC')
      .getRawMany<{ userId: string; departName: string }>();
    for (const r of rows) out.set(r.userId, out.has(r.userId) ? `${out.get(r.userId)},${r.departName}` : r.departName);
    return out;
  }

  /** id -> department name, for translating `departIds`. */
  async namesById(): Promise<Map<string, string>> {
    const rows = await this.departs.find({ select: { id: true, departName: true } });
    return new Map(rows.map((d) => [d.id, d.departName]));
  }
}
