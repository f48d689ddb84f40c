import { CloseCircleOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, Steps, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { runtimeConfig } from '../../../lib/config';

/** `result/Success`: title, description, the extra block (the steps a submission goes through), actions. */
export function SuccessResult() {
  const { t } = useTranslation('result');
  const navigate = useNavigate();
  return (
    <Card variant="borderless">
      <Result
        status="success"
        title={t('success.title')}
        subTitle={t('success.description')}
        extra={
          <Space>
            <Button type="primary" onClick={() => void navigate(-1)}>
              {t('success.backToList')}
            </Button>
            <Button onClick={() => void navigate(runtimeConfig.homePath)}>{t('backHome')}</Button>
            <Button onClick={() => window.print()}>{t('success.print')}</Button>
          </Space>
        }
      >
        <Typography.Paragraph strong>{t('success.progress')}</Typography.Paragraph>
        <Steps
          current={1}
          items={[
            { title: t('success.stepCreate') },
            { title: t('success.stepReview') },
            { title: t('success.stepCheck') },
            { title: t('success.stepDone') },
          ]}
        />
      </Result>
    </Card>
  );
}

/** `result/Error`: title, description, the extra block (what to correct), the way back. */
export function ErrorResult() {
  const { t } = useTranslation('result');
  const navigate = useNavigate();
  return (
    <Card variant="borderless">
      <Result
        status="error"
        title={t('error.title')}
        subTitle={t('error.description')}
        extra={
          <Button type="primary" onClick={() => void navigate(-1)}>
            {t('error.backToEdit')}
          </Button>
        }
      >
        <Typography.Paragraph strong>{t('error.contentTitle')}</Typography.Paragraph>
        {(['reason1', 'reason2'] as const).map((key) => (
          <Typography.Paragraph key={key}>
            <CloseCircleOutlined style={{ color: '#ff4d4f', marginRight: 8 }} />
            {t(`error.${key}`)}
          </Typography.Paragraph>
        ))}
      </Result>
    </Card>
  );
}

export const resultPages: Record<'success' | 'error', ComponentType> = { success: SuccessResult, error: ErrorResult };
