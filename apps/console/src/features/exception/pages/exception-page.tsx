import { Button, Result } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { runtimeConfig } from '../../../lib/config';

export type ExceptionCode = '403' | '404' | '500';

/** The failure pages of the menu (`exception/403|404|500`) and of unknown paths. */
export function ExceptionPage({ code }: { code: ExceptionCode }) {
  const { t } = useTranslation('exception');
  const navigate = useNavigate();
  return (
    <Result
      status={code}
      title={t(`${code}.title`)}
      subTitle={t(`${code}.description`)}
      extra={
        <Button type="primary" onClick={() => void navigate(runtimeConfig.homePath)}>
          {t('backHome')}
        </Button>
      }
    />
  );
}

export const exceptionPages: Record<ExceptionCode, ComponentType> = {
  '403': () => <ExceptionPage code="403" />,
  '404': () => <ExceptionPage code="404" />,
  '500': () => <ExceptionPage code="500" />,
};
