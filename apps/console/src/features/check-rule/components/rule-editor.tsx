import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { emptyRuleRow, isValidPattern, RULE_JSON_MAX, toRuleJson, type RuleRow } from './rule-json';

/**
 * The rule JSON editor: an ordered list of `{digits, pattern, message}` rows (Vue2 `SysCheckRuleModal`'s two
 * tables folded into one list, since order is what decides), with the JSON the server will store.
 */
export function RuleEditor() {
  const { t } = useTranslation('checkRule');
  const form = Form.useFormInstance();
  const json = toRuleJson((Form.useWatch('rules', form) as (Partial<RuleRow> | undefined)[] | undefined) ?? []);

  return (
    <>
      <Form.List
        name="rules"
        rules={[
          {
            validator: (_rule, value: RuleRow[] | undefined) => {
              if (!value?.length) return Promise.reject(new Error(t('editor.atLeastOne')));
              if (toRuleJson(value).length > RULE_JSON_MAX)
                return Promise.reject(new Error(t('editor.tooLong', { max: RULE_JSON_MAX })));
              return Promise.resolve();
            },
          },
        ]}
      >
        {(fields, { add, remove, move }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="start" className="cw-rule-row" style={{ display: 'flex' }} wrap>
                <Typography.Text type="secondary" style={{ lineHeight: '32px', width: 20 }}>
                  {index + 1}
                </Typography.Text>
                <Form.Item name={[field.name, 'scope']} style={{ marginBottom: 8 }}>
                  <Select
                    aria-label={t('editor.scope')}
                    style={{ width: 150 }}
                    options={[
                      { value: 'all', label: t('editor.scopeAll') },
                      { value: 'next', label: t('editor.scopeNext') },
                    ]}
                  />
                </Form.Item>
                <Form.Item noStyle dependencies={[['rules', field.name, 'scope']]}>
                  {() =>
                    form.getFieldValue(['rules', field.name, 'scope']) === 'next' ? (
                      <Form.Item
                        name={[field.name, 'count']}
                        style={{ marginBottom: 8 }}
                        rules={[{ required: true, message: t('editor.countRequired') }]}
                      >
                        <InputNumber
                          aria-label={t('editor.count')}
                          placeholder={t('editor.count')}
                          min={1}
                          max={999}
                          precision={0}
                          style={{ width: 80 }}
                        />
                      </Form.Item>
                    ) : (
                      // The whole value: the stored `digits` is `*`; shown so the columns line up.
                      <Input aria-label={t('editor.count')} value="*" disabled style={{ width: 80, marginBottom: 8 }} />
                    )
                  }
                </Form.Item>
                <Form.Item
                  name={[field.name, 'pattern']}
                  style={{ marginBottom: 8 }}
                  rules={[
                    { required: true, whitespace: true, message: t('editor.patternRequired') },
                    {
                      validator: (_rule, value: unknown) =>
                        typeof value === 'string' && value.trim() && !isValidPattern(value.trim())
                          ? Promise.reject(new Error(t('editor.patternInvalid')))
                          : Promise.resolve(),
                    },
                  ]}
                >
                  <Input
                    aria-label={t('editor.pattern')}
                    placeholder={t('editor.patternPlaceholder')}
                    style={{ width: 200 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'message']}
                  style={{ marginBottom: 8 }}
                  rules={[{ required: true, whitespace: true, message: t('editor.messageRequired') }]}
                >
                  <Input aria-label={t('editor.message')} placeholder={t('editor.message')} style={{ width: 180 }} />
                </Form.Item>
                <Space.Compact>
                  <Button
                    icon={<ArrowUpOutlined />}
                    aria-label={t('editor.moveUp')}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <Button
                    icon={<ArrowDownOutlined />}
                    aria-label={t('editor.moveDown')}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('editor.remove')}
                    danger
                    onClick={() => remove(field.name)}
                  />
                </Space.Compact>
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(emptyRuleRow())}>
              {t('editor.add')}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 4 }}>
        {t('editor.hint')}
      </Typography.Paragraph>
      <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
        {json}
      </Typography.Text>
    </>
  );
}
