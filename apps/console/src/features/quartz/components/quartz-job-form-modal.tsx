import { Form, Input, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QuartzJobStatus, type QuartzJob, type QuartzJobClass } from '@cropwatch/contract';
import { CronInput } from '@cropwatch/ui/cron-builder';
import { DictSelect } from '../../../components/dict/dict-select';
import { FormModal } from '../../../components/form-modal/form-modal';
import { useAddQuartzJob } from '../api/add-quartz-job';
import { useEditQuartzJob } from '../api/edit-quartz-job';
import { useJobClasses } from '../api/get-job-classes';
import { QuartzCallError } from '../api/schedule-result';
import { jobClassLabel } from '../lib/job-class';

export const QUARTZ_FORM_WIDTH = 800;

/** What the form edits: a new job, or an existing one. */
export type QuartzJobFormTarget = { mode: 'add' } | { mode: 'edit'; job: QuartzJob };

export interface QuartzJobFormModalProps {
  target: QuartzJobFormTarget | null;
  onClose: () => void;
}

interface Values {
  jobClassName: string;
  cronExpression: string;
  parameter?: string;
  description?: string;
  /** The `quartz_status` dictionary value as text (`'0'` / `'-1'`). */
  status: string;
}

const initialValues = (target: QuartzJobFormTarget): Partial<Values> =>
  target.mode === 'edit'
    ? {
        jobClassName: target.job.jobClassName,
        cronExpression: target.job.cronExpression,
        parameter: target.job.parameter ?? undefined,
        description: target.job.description ?? undefined,
        status: String(target.job.status),
      }
    : // Vue2's QuartzJobModal starts a new job running; the cron is left for the user to build.
      { status: String(QuartzJobStatus.normal) };

/** Add / edit a scheduled job (Vue2 `QuartzJobModal`): class from the server's job classes, cron from the builder. */
export function QuartzJobFormModal({ target, onClose }: QuartzJobFormModalProps) {
  const { t, i18n } = useTranslation('quartz');
  const [form] = Form.useForm<Values>();
  const classes = useJobClasses();
  const add = useAddQuartzJob();
  const edit = useEditQuartzJob();
  const english = (i18n.resolvedLanguage ?? i18n.language).startsWith('en');
  const chosenClass = Form.useWatch('jobClassName', form);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(initialValues(target));
  }, [target, form]);

  const classOptions = useMemo(() => {
    const known = classes.data ?? [];
    const options = known.map((c) => ({ value: c.jobClassName, label: jobClassLabel(c, english) }));
    // A stored class the server no longer offers stays visible, so editing does not silently change it.
    const current = target?.mode === 'edit' ? target.job.jobClassName : undefined;
    if (current && !known.some((c) => c.jobClassName === current)) options.push({ value: current, label: current });
    return options;
  }, [classes.data, english, target]);

  const info: QuartzJobClass | undefined = classes.data?.find((c) => c.jobClassName === chosenClass);

  const save = async (values: Values) => {
    const body = {
      jobClassName: values.jobClassName,
      cronExpression: values.cronExpression,
      parameter: values.parameter ?? '',
      description: values.description ?? '',
      status: Number(values.status) === QuartzJobStatus.normal ? QuartzJobStatus.normal : QuartzJobStatus.stopped,
    };
    const editing = target?.mode === 'edit' ? target.job : null;
    try {
      if (editing) await edit.mutateAsync({ ...body, id: editing.id });
      else await add.mutateAsync(body);
    } catch (error) {
      // The server's cron verdict belongs under the field, besides the warning.
      if (error instanceof QuartzCallError && error.cron) {
        form.setFields([{ name: 'cronExpression', errors: [error.message] }]);
      }
      throw error;
    }
    return t(editing ? 'messages.edited' : 'messages.added');
  };

  return (
    <FormModal<Values>
      open={target !== null}
      title={t(target?.mode === 'edit' ? 'form.editTitle' : 'form.addTitle')}
      name="quartz-job"
      form={form}
      width={QUARTZ_FORM_WIDTH}
      formProps={{ layout: 'horizontal', labelCol: { span: 5 }, wrapperCol: { span: 17 } }}
      // Mounted while closed too, so the form instance is always connected (useWatch, setFieldsValue).
      keepMounted
      saving={add.isPending || edit.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item
        name="jobClassName"
        label={t('fields.jobClassName')}
        rules={[{ required: true, message: t('form.jobClassRequired') }]}
        extra={info ? (english ? info.descriptionEn : info.description) : undefined}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={classes.isLoading}
          options={classOptions}
          placeholder={t('form.jobClassPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="cronExpression"
        label={t('fields.cronExpression')}
        rules={[{ required: true, message: t('form.cronRequired') }]}
      >
        <CronInput />
      </Form.Item>
      <Form.Item
        name="parameter"
        label={t('fields.parameter')}
        rules={[
          { required: info?.parameter.required ?? false, message: t('form.parameterRequired') },
          { max: 255, message: t('form.tooLong', { max: 255 }) },
        ]}
        extra={info ? (english ? info.parameter.descriptionEn : info.parameter.description) : undefined}
      >
        <Input placeholder={info?.parameter.example ?? undefined} allowClear />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('fields.description')}
        rules={[{ max: 255, message: t('form.tooLong', { max: 255 }) }]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item
        name="status"
        label={t('fields.status')}
        rules={[{ required: true, message: t('form.statusRequired') }]}
      >
        <DictSelect dictCode="quartz_status" allowClear={false} />
      </Form.Item>
    </FormModal>
  );
}
