import { Alert, Descriptions, Modal, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatAppTestResult } from '@cropwatch/contract';
import { EMPTY_CELL } from '../../../../components/list-page/empty-cell';

interface Props {
  /** The app being tested; null: closed. */
  appName: string | null;
  loading: boolean;
  result: ChatAppTestResult | null;
  onClose: () => void;
}

/** What the app test found: the answer, whether tools were called, refused or ignored, the figure check. */
export function ChatAppTestResultModal({ appName, loading, result, onClose }: Props) {
  const { t } = useTranslation('chat-admin');
  return (
    <Modal
      open={appName !== null}
      title={t('appTest.title', { name: appName ?? '' })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {loading || !result ? (
        <Spin />
      ) : (
        <div data-testid="chat-app-test-result">
          <Alert
            type={result.ok ? 'success' : 'error'}
            showIcon
            title={result.reason ? t(`appTest.reason.${result.reason}`) : result.message}
            description={result.reason ? result.message : undefined}
          />
          <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
            <Descriptions.Item label={t('appTest.model')}>{result.model ?? EMPTY_CELL}</Descriptions.Item>
            <Descriptions.Item label={t('appTest.tools')}>
              <Tag color={result.tools === 'used' ? 'green' : result.tools === 'unsupported' ? 'orange' : 'default'}>
                {t(`appTest.toolsState.${result.tools}`)}
              </Tag>
              {result.toolCalls > 0 && t('appTest.toolCalls', { count: result.toolCalls })}
            </Descriptions.Item>
            {result.localModel && (
              <Descriptions.Item label={t('appTest.localModel')}>
                {t('appTest.localModelValue', {
                  file: result.localModel.file,
                  megabytes: Math.round(result.localModel.bytes / 1048576),
                  architecture: result.localModel.architecture ?? EMPTY_CELL,
                  ms: result.localModel.loadMilliseconds ?? 0,
                })}
              </Descriptions.Item>
            )}
            {result.figures && (
              <Descriptions.Item label={t('appTest.figures')}>
                {t('appTest.figuresValue', { checked: result.figures.checked, failed: result.figures.failed })}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('appTest.time')}>
              {t('appTest.milliseconds', { ms: result.milliseconds })}
            </Descriptions.Item>
            {result.answer && <Descriptions.Item label={t('appTest.answer')}>{result.answer}</Descriptions.Item>}
          </Descriptions>
        </div>
      )}
    </Modal>
  );
}
