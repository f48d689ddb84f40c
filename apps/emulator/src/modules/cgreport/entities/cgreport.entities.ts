import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `onl_cgreport_head` (contract §8.5): one online report, its admin-defined SELECT in `cgr_sql`. */
@Entity('onl_cgreport_head')
export class CgreportHeadEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'text', name: 'cgr_sql' })
  cgrSql: string;

  @Column({ type: 'varchar', length: 100, name: 'return_val_field', nullable: true })
  returnValField: string | null;

  @Column({ type: 'varchar', length: 100, name: 'return_txt_field', nullable: true })
  returnTxtField: string | null;

  @Column({ type: 'varchar', length: 2, name: 'return_type', nullable: true })
  returnType: string | null;

  @Column({ type: 'varchar', length: 100, name: 'db_source', nullable: true })
  dbSource: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  content: string | null;

  @Column({ type: 'varchar', length: 32, name: 'low_app_id', nullable: true })
  lowAppId: string | null;
}

/** `onl_cgreport_item`: one column of a report (shown, searchable, sortable, translated by a dictionary). */
@Entity('onl_cgreport_item')
@Index('idx_onl_cgreport_item_head', ['cgrheadId'])
export class CgreportItemEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'cgrhead_id' })
  cgrheadId: string;

  @Column({ type: 'varchar', length: 64, name: 'field_name' })
  fieldName: string;

  @Column({ type: 'varchar', length: 200, name: 'field_txt', nullable: true })
  fieldTxt: string | null;

  @Column({ type: 'integer', name: 'field_width', nullable: true })
  fieldWidth: number | null;

  /** `String`, `Integer`, `Long`, `Double`, `Date`, `Datetime`. */
  @Column({ type: 'varchar', length: 10, name: 'field_type', nullable: true })
  fieldType: string | null;

  /** `single` or `group` (a begin/end range). */
  @Column({ type: 'varchar', length: 10, name: 'search_mode', nullable: true })
  searchMode: string | null;

  @Column({ type: 'integer', name: 'is_order', nullable: true })
  isOrder: number | null;

  @Column({ type: 'integer', name: 'is_search', nullable: true })
  isSearch: number | null;

  @Column({ type: 'varchar', length: 500, name: 'dict_code', nullable: true })
  dictCode: string | null;

  @Column({ type: 'varchar', length: 120, name: 'field_href', nullable: true })
  fieldHref: string | null;

  @Column({ type: 'integer', name: 'is_show', nullable: true })
  isShow: number | null;

  @Column({ type: 'integer', name: 'order_num', nullable: true })
  orderNum: number | null;

  @Column({ type: 'varchar', length: 200, name: 'replace_val', nullable: true })
  replaceVal: string | null;

  @Column({ type: 'varchar', length: 2, name: 'is_total', nullable: true })
  isTotal: string | null;

  @Column({ type: 'varchar', length: 50, name: 'group_title', nullable: true })
  groupTitle: string | null;
}

/** `onl_cgreport_param`: a `${name}` parameter of the report SQL, sent by clients as `self_<name>`. */
@Entity('onl_cgreport_param')
@Index('idx_onl_cgreport_param_head', ['cgrheadId'])
export class CgreportParamEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'cgrhead_id' })
  cgrheadId: string;

  @Column({ type: 'varchar', length: 64, name: 'param_name' })
  paramName: string;

  @Column({ type: 'varchar', length: 200, name: 'param_txt', nullable: true })
  paramTxt: string | null;

  @Column({ type: 'varchar', length: 200, name: 'param_value', nullable: true })
  paramValue: string | null;

  @Column({ type: 'integer', name: 'order_num', nullable: true })
  orderNum: number | null;
}
