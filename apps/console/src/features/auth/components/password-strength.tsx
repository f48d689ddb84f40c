import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordLevel, passwordScore } from '../../../lib/validators';

const STATUS = { low: 'exception', middle: 'normal', strong: 'success' } as const;

/** The register page's low / middle / strong meter. */
export function PasswordStrength({ value }: { value: string }) {
  const { t } = useTranslation('auth');
  if (!value) return null;
  const level = passwordLevel(value);
  const score = passwordScore(value);
  return (
    <Flex vertical style={{ marginTop: 4 }}>
      <Typography.Text type={level === 'low' ? 'danger' : level === 'middle' ? 'warning' : 'success'}>
        {t('register.strength', { level: t(`register.level.${level}`) })}
      </Typography.Text>
      <Progress percent={score >= 3 ? 100 : Math.max(score * 30, 10)} showInfo={false} size="small" status={STATUS[level]} />
    </Flex>
  );
}
