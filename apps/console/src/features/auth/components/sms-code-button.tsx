import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/plain-controls/plain-controls';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useSendSms, type SmsMode } from '../api/send-sms';

export const SMS_COUNTDOWN_S = 60;

/** Off the sign-in path's first load (issue #17 budget): most visitors sign in with a password. */
const SmsCaptchaDialog = lazy(() => import('./sms-captcha-dialog'));

export interface SmsCodeButtonProps {
  smsmode: SmsMode;
  /** Resolves to a validated mobile number, rejects when the field is invalid (the form shows why). */
  getMobile: () => Promise<string>;
  /** antd's sizes; the button is a plain one (part of the sign-in page's first load, issue #17). */
  size?: 'middle' | 'large';
}

/**
 * "Get code" button: the slider captcha first (spec §2), then `POST /sys/sms`, then 60 s before another code can be
 * asked for. The server rate-limits codes per phone and per IP whatever the client does.
 */
export function SmsCodeButton({ smsmode, getMobile, size }: SmsCodeButtonProps) {
  const { t } = useTranslation('auth');
  const [left, setLeft] = useState(0);
  const [challenge, setChallenge] = useState<string | null>(null);
  const send = useSendSms(smsmode);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const onClick = async () => {
    try {
      setChallenge(await getMobile());
    } catch {
      // the form shows why the number is not usable
    }
  };

  const sendTo = async (mobile: string) => {
    setChallenge(null);
    setLeft(SMS_COUNTDOWN_S);
    const hide = feedback.message.loading(t('sms.sending'), 0);
    try {
      await send.run(mobile);
      feedback.message.success(t('sms.sent'));
    } catch (error) {
      // A refused send may be retried at once: the server keeps no code for it.
      setLeft(0);
      const message = failureMessage(error);
      if (message) feedback.notification.error({ title: t('sms.failed'), description: message, duration: 4 });
    } finally {
      hide();
    }
  };

  return (
    <>
      <PlainButton block size={size} disabled={left > 0 || send.isPending} onClick={() => void onClick()}>
        {left > 0 ? t('sms.countdown', { count: left }) : t('sms.get')}
      </PlainButton>
      {challenge !== null ? (
        <Suspense fallback={null}>
          <SmsCaptchaDialog onVerified={() => void sendTo(challenge)} onCancel={() => setChallenge(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
