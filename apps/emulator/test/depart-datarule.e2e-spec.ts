// Issue #30: data rules of a department's menu (DepartDataruleModal.vue) and of a department role's menu
// (DeptRoleDataruleModal.vue) of the real 3.4.0 client, after SysDepartPermissionController /
// SysDepartRoleController#saveDatarule of 3.4.0.
import { DataSource } from 'typeorm';
import { departDataRuleSave, deptRoleDataRuleSave } from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const OFFICE = 'a03b4c5d6e7f8091a2b3c4d5e6f70819';

describe('department and department-role data rules', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
    viewer = await signIn(t, 'viewer');
  });
  afterAll(() => t.close());

  const post = (p: string, body: object, token = admin) =>
    t.http.post(`/jeecg-boot${p}`).set('X-Access-Token', token).send(body);
  const sql = (q: string, params: unknown[] = []) => t.app.get(DataSource).query<Record<string, string>[]>(q, params);

  it("saves the rules of a granted menu with the modals' bodies and refuses a menu not granted yet", async () => {
    const [menu] = await sql('SELECT id FROM sys_permission WHERE menu_type = 0 AND del_flag = 0 LIMIT 1');
    // Not granted yet: the real error texts.
    expect(
      envelope(
        await post('/sys/sysDepartPermission/datarule', { permissionId: menu.id, departId: OFFICE, dataRuleIds: 'r1' }),
      ),
    ).toMatchObject({ success: false, message: '请先保存部门菜单权限!' });
    await post('/sys/permission/saveDepartPermission', {
      departId: OFFICE,
      permissionIds: menu.id,
      lastpermissionIds: '',
    });
    // DepartDataruleModal.saveDataruleForRole: {permissionId, departId, dataRuleIds: "a,b"}.
    const saved = await post('/sys/sysDepartPermission/datarule', {
      permissionId: menu.id,
      departId: OFFICE,
      dataRuleIds: 'r1,r2',
    });
    expect(expectContract(departDataRuleSave, saved.body)).toMatchObject({ success: true, message: '保存成功!' });
    const [dp] = await sql(
      'SELECT data_rule_ids FROM sys_depart_permission WHERE depart_id = ? AND permission_id = ?',
      [OFFICE, menu.id],
    );
    expect(dp.data_rule_ids).toBe('r1,r2');

    await post('/sys/sysDepartRole/add', { departId: OFFICE, roleName: '规则组', roleCode: 'rule_group' });
    const [role] = await sql("SELECT id FROM sys_depart_role WHERE role_code = 'rule_group'");
    expect(
      envelope(
        await post('/sys/sysDepartRole/datarule', { permissionId: menu.id, roleId: role.id, dataRuleIds: 'r1' }),
      ),
    ).toMatchObject({ success: false, message: '请先保存角色菜单权限!' });
    await post('/sys/sysDepartPermission/saveDeptRolePermission', { roleId: role.id, permissionIds: menu.id });
    // DeptRoleDataruleModal: {permissionId, roleId, dataRuleIds}; '' clears.
    const roleSaved = await post('/sys/sysDepartRole/datarule', {
      permissionId: menu.id,
      roleId: role.id,
      dataRuleIds: '',
    });
    expect(expectContract(deptRoleDataRuleSave, roleSaved.body)).toMatchObject({ success: true, message: '保存成功!' });
    const [rp] = await sql('SELECT data_rule_ids FROM sys_depart_role_permission WHERE role_id = ?', [role.id]);
    expect(rp.data_rule_ids ?? '').toBe('');
  });

  it('refuses a user without the department buttons with 510', async () => {
    expect(envelope(await post('/sys/sysDepartRole/datarule', { permissionId: 'p', roleId: 'r' }, viewer)).code).toBe(
      510,
    );
  });
});
