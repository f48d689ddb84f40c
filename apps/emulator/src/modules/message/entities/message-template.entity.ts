import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_sms_template` (JeecgBoot's SysMessageTemplate): `${name}` placeholders in name and content. */
@Entity('sys_sms_template')
export class MessageTemplateEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 50, name: 'template_code', unique: true })
  templateCode: string;

  @Column({ type: 'varchar', length: 100, name: 'template_name' })
  templateName: string;

  @Column({ type: 'text', name: 'template_content' })
  templateContent: string;

  @Column({ type: 'text', name: 'template_test_json', nullable: true })
  templateTestJson: string | null;

  /** 1 plain text, 2 rich text. */
  @Column({ type: 'varchar', length: 10, name: 'template_type', default: '1' })
  templateType: string;

  /** 1 applied, 0 not, null never set (SysMessageTemplate#useStatus). */
  @Column({ type: 'varchar', length: 10, name: 'use_status', nullable: true })
  useStatus: string | null;
}
