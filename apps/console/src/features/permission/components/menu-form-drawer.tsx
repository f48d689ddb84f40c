import { Button, Drawer, Form, Input, InputNumber, Radio, Space, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysPermissionTree } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useAddPermission } from '../api/add-permission';
import { useEditPermission } from '../api/edit-permission';
import {
  MenuType,
  parentOptions,
  toFormValues,
  toRequestBody,
  type MenuFormValues,
  type MenuTypeValue,
} from '../lib/menu-form';
import { IconPicker } from './icon-picker';

/** What the drawer is doing: editing a row, or adding one of a type (under a parent for children). */
export type MenuFormTarget =
  { mode: 'edit'; row: SysPermissionTree } | { mode: 'add'; menuType: MenuTypeValue; parentId?: string };

export interface MenuFormDrawerProps {
  target: MenuFormTarget | null;
  /** The whole tree, for the parent choice. */
  tree: readonly SysPermissionTree[];
  onClose: () => void;
}

const SWITCHES = ['route', 'hidden', 'hideTab', 'keepAlive', 'alwaysShow', 'internalOrExternal'] as const;

/** 菜单 / 按钮 form (Vue2 `PermissionModal`): every column of contract §6.4, the visible ones following the type. */
export function MenuFormDrawer({ target, tree, onClose }: MenuFormDrawerProps) {
  const { t } = useTranslation('permission');
  const [form] = Form.useForm<MenuFormValues>();
  const add = useAddPermission();
  const edit = useEditPermission();
  const menuType = Form.useWatch('menuType', form) ?? MenuType.top;
  const editedId = target?.mode === 'edit' ? target.row.id : undefined;
  const parents = useMemo(() => parentOptions(tree, editedId), [tree, editedId]);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(
      target.mode === 'edit'
        ? toFormValues(target.row)
        : toFormValues(null, { menuType: target.menuType, parentId: target.parentId }),
    );
  }, [target, form]);

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields();
    const body = toRequestBody(values);
    try {
      const message =
        target.mode === 'edit' ? await edit.mutateAsync({ ...body, id: target.row.id }) : await add.mutateAsync(body);
      feedback.message.success(message);
      onClose();
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  const isButton = menuType === MenuType.button;
  const isTop = menuType === MenuType.top;
  const title = !target
    ? ''
    : target.mode === 'edit'
      ? t('form.editTitle')
      : target.menuType === MenuType.top
        ? t('form.addTopTitle')
        : t('form.addChildTitle');

  return (
    <Drawer
      open={target !== null}
      title={title}
      size={640}
      onClose={onClose}
      forceRender
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button
            type="primary"
            loading={add.isPending || edit.isPending}
            onClick={() => void submit().catch(() => undefined)}
          >
            {t('form.ok')}
          </Button>
        </Space>
      }
    >
      <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 17 }} name="menu-form">
        <Form.Item name="menuType" label={t('fields.menuType')}>
          <Radio.Group
            options={[
              { value: MenuType.top, label: t('menuType.0') },
              { value: MenuType.sub, label: t('menuType.1') },
              { value: MenuType.button, label: t('menuType.2') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={isButton ? t('fields.buttonName') : t('fields.name')}
          rules={[
            { required: true, whitespace: true, message: t('form.nameRequired') },
            { max: 100, message: t('form.maxLength', { max: 100 }) },
          ]}
        >
          <Input placeholder={t('form.namePlaceholder')} />
        </Form.Item>
        {!isTop && (
          <Form.Item
            name="parentId"
            label={t('fields.parentId')}
            rules={[{ required: true, message: t('form.parentRequired') }]}
          >
            <TreeSelect
              treeData={parents}
              showSearch={{ treeNodeFilterProp: 'title' }}
              allowClear
              treeDefaultExpandAll
              placeholder={t('form.parentPlaceholder')}
              styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
            />
          </Form.Item>
        )}
        {!isButton && (
          <>
            <Form.Item
              name="url"
              label={t('fields.url')}
              rules={[
                { required: true, whitespace: true, message: t('form.urlRequired') },
                { max: 255, message: t('form.maxLength', { max: 255 }) },
              ]}
            >
              <Input placeholder={t('form.urlPlaceholder')} />
            </Form.Item>
            <Form.Item
              name="component"
              label={t('fields.component')}
              rules={[
                ...(isTop ? [] : [{ required: true, whitespace: true, message: t('form.componentRequired') }]),
                { max: 255, message: t('form.maxLength', { max: 255 }) },
              ]}
              extra={isTop ? t('form.componentTopHint') : undefined}
            >
              <Input placeholder={t('form.componentPlaceholder')} />
            </Form.Item>
            <Form.Item name="componentName" label={t('fields.componentName')} rules={[{ max: 100 }]}>
              <Input placeholder={t('form.componentNamePlaceholder')} />
            </Form.Item>
            {isTop && (
              <Form.Item name="redirect" label={t('fields.redirect')} rules={[{ max: 255 }]}>
                <Input placeholder={t('form.redirectPlaceholder')} />
              </Form.Item>
            )}
            <Form.Item name="icon" label={t('fields.icon')}>
              <IconPicker aria-label={t('fields.icon')} />
            </Form.Item>
          </>
        )}
        {isButton && (
          <>
            <Form.Item
              name="perms"
              label={t('fields.perms')}
              rules={[
                { required: true, whitespace: true, message: t('form.permsRequired') },
                { pattern: /^[A-Za-z0-9:_.,-]+$/, message: t('form.permsPattern') },
                { max: 255, message: t('form.maxLength', { max: 255 }) },
              ]}
            >
              <Input placeholder={t('form.permsPlaceholder')} />
            </Form.Item>
            <Form.Item name="permsType" label={t('fields.permsType')}>
              <Radio.Group
                options={[
                  { value: '1', label: t('permsType.1') },
                  { value: '2', label: t('permsType.2') },
                ]}
              />
            </Form.Item>
            <Form.Item name="status" label={t('fields.status')}>
              <Radio.Group
                options={[
                  { value: '1', label: t('status.1') },
                  { value: '0', label: t('status.0') },
                ]}
              />
            </Form.Item>
          </>
        )}
        <Form.Item name="sortNo" label={t('fields.sortNo')}>
          <InputNumber
            min={-99999}
            max={99999}
            step={0.1}
            style={{ width: '100%' }}
            placeholder={t('form.sortNoPlaceholder')}
          />
        </Form.Item>
        {!isButton &&
          SWITCHES.map((name) => (
            <Form.Item
              key={name}
              name={name}
              label={t(`fields.${name}`)}
              valuePropName="checked"
              extra={t(`hints.${name}`)}
            >
              <Switch
                checkedChildren={t(`switch.${name}.on`)}
                unCheckedChildren={t(`switch.${name}.off`)}
                aria-label={t(`fields.${name}`)}
              />
            </Form.Item>
          ))}
        <Form.Item name="description" label={t('fields.description')} rules={[{ max: 255 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
