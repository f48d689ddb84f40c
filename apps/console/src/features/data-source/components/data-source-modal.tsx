import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataSourceType, type SysDataSource } from '@cropwatch/contract';
import { DictSelect } from '../../../components/dict/dict-select';
import { FormModal } from '../../../components/form-modal/form-modal';
import { failureMessage } from '../../../lib/http';
import { duplicateCheckRule } from '../../../lib/validators';
import { testDataSource, useSaveDataSource } from '../api/data-source-api';

export interface DataSourceFormValues {
  code: string;
  name: string;
  dbType: string;
  dbDriver?: string | null;
  dbUrl: string;
  dbName?: string | null;
  dbUsername?: string | null;
  dbPassword?: string;
  remark?: string | null;
}

/** Driver and URL the form proposes when the type changes (the user may edit both). */
const TYPE_DEFAULTS: Record<string, { dbDriver: string; dbUrl: string }> = {
  [DataSourceType.sqlite]: { dbDriver: 'org.sqlite.JDBC', dbUrl: 'jdbc:sqlite:' },
  [DataSourceType.postgreSql]: { dbDriver: 'org.postgresql.Driver', dbUrl: 'jdbc:postgresql://127.0.0.1:5432/' },
  [DataSourceType.mysql5]: { dbDriver: 'com.mysql.jdbc.Driver', dbUrl: 'jdbc:mysql://127.0.0.1:3306/' },
  [DataSourceType.mysql8]: { dbDriver: 'com.mysql.cj.jdbc.Driver', dbUrl: 'jdbc:mysql://127.0.0.1:3306/' },
};

export interface DataSourceModalProps {
  /** `null` adds a data source. */
  source: SysDataSource | null;
  /** The user holds `system:datasource:test` (the 测试连接 button is hidden otherwise). */
  canTest?: boolean;
  onClose: () => void;
}

/** Add or edit a data source; the password is write-only (empty keeps the stored one) and 测试连接 really connects. */
export function DataSourceModal({ source, canTest = true, onClose }: DataSourceModalProps) {
  const { t } = useTranslation('dataSource');
  const [form] = Form.useForm<DataSourceFormValues>();
  const save = useSaveDataSource();
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const runTest = async () => {
    setOutcome(null);
    // An empty type or address is named under its field; nothing to try then.
    const checked = await form.validateFields(['dbType', 'dbUrl']).catch(() => null);
    if (checked === null) return;
    const values = form.getFieldsValue();
    setTesting(true);
    try {
      setOutcome(await testDataSource({ ...values, id: source?.id ?? null }));
    } catch (e) {
      setOutcome({ ok: false, message: failureMessage(e) || t('testFailed') });
    } finally {
      setTesting(false);
    }
  };

  const onSave = (values: DataSourceFormValues) =>
    save.mutateAsync({ ...values, dbPassword: values.dbPassword ?? '', ...(source ? { id: source.id } : {}) });

  return (
    <FormModal<DataSourceFormValues>
      open
      title={source ? t('editTitle') : t('addTitle')}
      name="dataSource"
      form={form}
      width={720}
      initialValues={source ? { ...source, dbPassword: '' } : {}}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
      formProps={{
        onValuesChange: (changed: Partial<DataSourceFormValues>) => {
          setOutcome(null);
          const defaults = changed.dbType ? TYPE_DEFAULTS[changed.dbType] : undefined;
          if (defaults) form.setFieldsValue(defaults);
        },
      }}
    >
      <Form.Item
        name="code"
        label={t('code')}
        validateTrigger="onBlur"
        rules={[
          { required: true, whitespace: true, message: t('codeRequired') },
          { pattern: /^[A-Za-z0-9_-]+$/, message: t('codeInvalid') },
          duplicateCheckRule({ tableName: 'sys_data_source', fieldName: 'code', dataId: source?.id }),
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('name')}
        rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="dbType" label={t('dbType')} rules={[{ required: true, message: t('dbTypeRequired') }]}>
        <DictSelect dictCode="database_type" aria-label={t('dbType')} allowClear={false} />
      </Form.Item>
      <Form.Item name="dbDriver" label={t('dbDriver')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="dbUrl"
        label={t('dbUrl')}
        extra={t('dbUrlHint')}
        rules={[{ required: true, whitespace: true, message: t('dbUrlRequired') }]}
      >
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="dbName" label={t('dbName')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="dbUsername" label={t('dbUsername')}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="dbPassword"
        label={t('dbPassword')}
        extra={source?.hasPassword ? t('passwordKeepHint') : undefined}
      >
        <Input.Password
          maxLength={100}
          autoComplete="new-password"
          placeholder={source?.hasPassword ? t('passwordKeep') : ''}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')}>
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
      {canTest && (
        <Form.Item>
          <Button onClick={() => void runTest()} loading={testing}>
            {t('testConnection')}
          </Button>
        </Form.Item>
      )}
      {outcome && (
        <Alert
          role="status"
          type={outcome.ok ? 'success' : 'error'}
          showIcon
          title={outcome.message}
          data-testid="connection-outcome"
        />
      )}
    </FormModal>
  );
}
