import { type MigrationInterface, type QueryRunner, Table, TableIndex, type TableColumnOptions } from 'typeorm';
import { columnBuilders } from './column-builders';

/**
 * The first schema, written with the portable `Table` API so the same migration runs on SQLite today and
 * PostgreSQL later (only the date-time type differs). Names follow JeecgBoot's tables (contract §4, §6, §7).
 */
export class InitialSchema1732233600000 implements MigrationInterface {
  name = 'InitialSchema1732233600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, time, audit } = columnBuilders(queryRunner);
    const id = (length = 32): TableColumnOptions => ({
      name: 'id',
      type: 'varchar',
      length: String(length),
      isPrimary: true,
    });
    const int = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: 'integer',
      isNullable: true,
      ...extra,
    });
    const small = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: 'smallint',
      isNullable: true,
      ...extra,
    });
    const text = (name: string): TableColumnOptions => ({ name, type: 'text', isNullable: true });

    const tables: Table[] = [
      new Table({
        name: 'sys_user',
        columns: [
          id(),
          str('username', 100, { isNullable: false, isUnique: true }),
          str('realname', 100, { isNullable: false }),
          str('password', 255, { isNullable: false }),
          str('avatar', 255),
          { name: 'birthday', type: 'date', isNullable: true },
          small('sex'),
          str('email', 45, { isUnique: true }),
          str('phone', 45, { isUnique: true }),
          str('org_code', 64),
          small('status', { isNullable: false, default: 1 }),
          small('del_flag', { isNullable: false, default: 0 }),
          small('activiti_sync', { isNullable: false, default: 1 }),
          str('work_no', 100, { isUnique: true }),
          str('post', 100),
          str('telephone', 45),
          small('user_identity'),
          text('depart_ids'),
          str('rel_tenant_ids', 100),
          str('client_id', 64),
          ...audit,
        ],
      }),
      new Table({
        name: 'sys_role',
        columns: [
          id(),
          str('role_name', 200, { isNullable: false }),
          str('role_code', 100, { isNullable: false, isUnique: true }),
          str('description', 255),
          ...audit,
        ],
      }),
      new Table({
        name: 'sys_user_role',
        columns: [id(), str('user_id', 32, { isNullable: false }), str('role_id', 32, { isNullable: false })],
        indices: [
          new TableIndex({ name: 'idx_sur_user_id', columnNames: ['user_id'] }),
          new TableIndex({ name: 'idx_sur_role_id', columnNames: ['role_id'] }),
        ],
      }),
      new Table({
        name: 'sys_depart',
        columns: [
          id(),
          str('parent_id', 32),
          str('depart_name', 100, { isNullable: false }),
          str('depart_name_en', 500),
          str('depart_name_abbr', 500),
          int('depart_order', { isNullable: false, default: 0 }),
          text('description'),
          str('org_category', 10, { isNullable: false, default: "'1'" }),
          str('org_type', 10),
          str('org_code', 64, { isNullable: false, isUnique: true }),
          str('mobile', 32),
          str('fax', 32),
          str('address', 100),
          str('memo', 500),
          str('status', 1, { isNullable: false, default: "'1'" }),
          str('del_flag', 1, { isNullable: false, default: "'0'" }),
          str('qywx_identifier', 100),
          ...audit,
        ],
        indices: [new TableIndex({ name: 'idx_sd_parent_id', columnNames: ['parent_id'] })],
      }),
      new Table({
        name: 'sys_user_depart',
        columns: [id(), str('user_id', 32, { isNullable: false }), str('dep_id', 32, { isNullable: false })],
        indices: [
          new TableIndex({ name: 'idx_sud_user_id', columnNames: ['user_id'] }),
          new TableIndex({ name: 'idx_sud_dep_id', columnNames: ['dep_id'] }),
        ],
      }),
      new Table({
        name: 'sys_permission',
        columns: [
          id(),
          str('parent_id', 32),
          str('name', 100, { isNullable: false }),
          str('url', 255),
          str('component', 255),
          str('component_name', 100),
          str('redirect', 255),
          int('menu_type', { isNullable: false }),
          str('perms', 255),
          str('perms_type', 10, { isNullable: false, default: "'0'" }),
          { name: 'sort_no', type: 'double precision', isNullable: false, default: 0 },
          small('always_show', { isNullable: false, default: 0 }),
          str('icon', 100),
          small('is_route', { isNullable: false, default: 1 }),
          small('is_leaf', { isNullable: false, default: 1 }),
          small('keep_alive', { isNullable: false, default: 0 }),
          small('hidden', { isNullable: false, default: 0 }),
          small('hide_tab', { isNullable: false, default: 0 }),
          str('description', 255),
          int('del_flag', { isNullable: false, default: 0 }),
          int('rule_flag', { isNullable: false, default: 0 }),
          str('status', 2, { isNullable: false, default: "'1'" }),
          small('internal_or_external', { isNullable: false, default: 0 }),
          ...audit,
        ],
        indices: [
          new TableIndex({ name: 'idx_sp_parent_id', columnNames: ['parent_id'] }),
          new TableIndex({ name: 'idx_sp_sort_no', columnNames: ['sort_no'] }),
        ],
      }),
      new Table({
        name: 'sys_role_permission',
        columns: [
          id(),
          str('role_id', 32, { isNullable: false }),
          str('permission_id', 32, { isNullable: false }),
          str('data_rule_ids', 1000),
          time('operate_date'),
          str('operate_ip', 100),
        ],
        indices: [
          new TableIndex({ name: 'idx_srp_role_id', columnNames: ['role_id'] }),
          new TableIndex({ name: 'idx_srp_permission_id', columnNames: ['permission_id'] }),
        ],
      }),
      new Table({
        name: 'sys_dict',
        columns: [
          id(),
          str('dict_name', 100, { isNullable: false }),
          str('dict_code', 100, { isNullable: false, isUnique: true }),
          str('description', 255),
          int('del_flag', { isNullable: false, default: 0 }),
          int('type', { isNullable: false, default: 0 }),
          ...audit,
        ],
      }),
      new Table({
        name: 'sys_dict_item',
        columns: [
          id(),
          str('dict_id', 32, { isNullable: false }),
          str('item_text', 100, { isNullable: false }),
          str('item_value', 100, { isNullable: false }),
          str('description', 255),
          int('sort_order', { isNullable: false, default: 0 }),
          int('status', { isNullable: false, default: 1 }),
          ...audit,
        ],
        indices: [new TableIndex({ name: 'idx_sdi_dict_id', columnNames: ['dict_id'] })],
      }),
      new Table({
        name: 'sys_announcement',
        columns: [
          id(),
          str('titile', 100, { isNullable: false }),
          text('msg_content'),
          time('start_time'),
          time('end_time'),
          str('sender', 100),
          str('priority', 255, { isNullable: false }),
          str('msg_category', 10, { isNullable: false, default: "'2'" }),
          str('msg_type', 10, { isNullable: false }),
          str('send_status', 10, { isNullable: false, default: "'0'" }),
          time('send_time'),
          time('cancel_time'),
          str('del_flag', 1, { isNullable: false, default: "'0'" }),
          str('bus_type', 20),
          str('bus_id', 50),
          str('open_type', 20),
          str('open_page', 255),
          text('user_ids'),
          text('msg_abstract'),
          str('dt_task_id', 100),
          ...audit,
        ],
      }),
      new Table({
        name: 'sys_announcement_send',
        columns: [
          id(),
          str('annt_id', 32, { isNullable: false }),
          str('user_id', 32, { isNullable: false }),
          str('read_flag', 10, { isNullable: false, default: "'0'" }),
          time('read_time'),
          ...audit,
        ],
        indices: [new TableIndex({ name: 'idx_sas_user_annt', columnNames: ['user_id', 'annt_id'] })],
      }),
      new Table({
        name: 'sys_tenant',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          str('name', 100, { isNullable: false }),
          time('create_time'),
          str('create_by', 100),
          time('begin_date'),
          time('end_date'),
          int('status', { isNullable: false, default: 1 }),
        ],
      }),
      new Table({
        name: 'sys_log',
        columns: [
          id(),
          int('log_type', { isNullable: false }),
          str('log_content', 1000),
          int('operate_type'),
          str('userid', 32),
          str('username', 100),
          str('ip', 100),
          str('method', 500),
          str('request_url', 255),
          text('request_param'),
          str('request_type', 10),
          { name: 'cost_time', type: 'bigint', isNullable: true },
          ...audit,
        ],
        indices: [new TableIndex({ name: 'idx_sl_type_time', columnNames: ['log_type', 'create_time'] })],
      }),
      new Table({
        name: 'sys_user_token',
        columns: [
          { name: 'token_hash', type: 'varchar', length: '64', isPrimary: true },
          str('user_id', 32, { isNullable: false }),
          str('username', 100, { isNullable: false }),
          time('create_time', { isNullable: false }),
          time('last_active_time', { isNullable: false }),
        ],
        indices: [new TableIndex({ name: 'idx_sut_user_id', columnNames: ['user_id'] })],
      }),
      new Table({
        name: 'sys_captcha',
        columns: [
          { name: 'check_key', type: 'varchar', length: '64', isPrimary: true },
          str('code', 16, { isNullable: false }),
          time('expire_time', { isNullable: false }),
        ],
      }),
      new Table({
        name: 'sys_sms_code',
        columns: [
          { name: 'mobile', type: 'varchar', length: '20', isPrimary: true },
          str('code', 10, { isNullable: false }),
          str('smsmode', 1, { isNullable: false }),
          time('expire_time', { isNullable: false }),
        ],
      }),
      new Table({
        name: 'sys_login_failure',
        columns: [
          { name: 'username', type: 'varchar', length: '100', isPrimary: true },
          int('fail_count', { isNullable: false, default: 0 }),
          time('last_fail_time', { isNullable: false }),
        ],
      }),
    ];
    for (const table of tables) await queryRunner.createTable(table, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of [
      'sys_login_failure',
      'sys_sms_code',
      'sys_captcha',
      'sys_user_token',
      'sys_log',
      'sys_tenant',
      'sys_announcement_send',
      'sys_announcement',
      'sys_dict_item',
      'sys_dict',
      'sys_role_permission',
      'sys_permission',
      'sys_user_depart',
      'sys_depart',
      'sys_user_role',
      'sys_role',
      'sys_user',
    ]) {
      await queryRunner.dropTable(name, true);
    }
  }
}
