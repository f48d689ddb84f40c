import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { sessionStore, setUserInfo } from '../../../stores/session';
import { useCurrentUserDeparts } from '../api/get-current-user-departs';
import { useSelectDepart } from '../api/select-depart';

export interface DepartSwitchModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Header "switch department": loads the user's departments when asked to open and only then shows itself;
 * a user without departments gets a warning and the dialog closes (spec §4).
 */
export function DepartSwitchModal({ open, onClose }: DepartSwitchModalProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ orgCode?: string }>();
  const { username } = useSnapshot(sessionStore);
  const queryClient = useQueryClient();
  const departs = useCurrentUserDeparts(open);
  const select = useSelectDepart();
  const list = departs.data?.list ?? [];
  const loaded = open && departs.isSuccess && !departs.isFetching;

  useEffect(() => {
    if (!open) return;
    if (departs.isError) {
      const message = failureMessage(departs.error);
      if (message) feedback.message.warning(message);
      onClose();
    } else if (loaded && list.length === 0) {
      feedback.message.warning(t('departSwitch.none'));
      onClose();
    }
  }, [open, loaded, list.length, departs.isError, departs.error, onClose, t]);

  const current = list.find((depart) => depart.orgCode === departs.data?.orgCode);

  const onOk = async () => {
    let orgCode: string | undefined;
    try {
      ({ orgCode } = await form.validateFields());
    } catch {
      return;
    }
    if (!orgCode) return;
    try {
      setUserInfo(await select.mutateAsync({ orgCode, username }));
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.error(message);
      return;
    }
    // Lists and trees may be scoped to the department: everything is refetched under the new one.
    await queryClient.invalidateQueries();
    onClose();
  };

  return (
    <Modal
      open={loaded && list.length > 0}
      title={current ? t('departSwitch.title', { name: current.departName }) : t('select.departTitle')}
      destroyOnHidden
      okText={t('common:actions.ok')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={select.isPending}
      onOk={() => void onOk()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="depart-switch">
        <Form.Item
          name="orgCode"
          label={t('select.depart')}
          tooltip={t('select.departTip')}
          rules={[{ required: true, message: t('select.departRequired') }]}
        >
          <Select
            placeholder={t('select.departRequired')}
            options={list.map((depart) => ({ label: depart.departName, value: depart.orgCode }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
