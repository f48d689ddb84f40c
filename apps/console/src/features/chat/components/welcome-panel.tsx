import { BulbOutlined, RobotOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatApp } from '@cropwatch/contract';
import { isChinese, questionsInLanguage, textInLanguage } from '../lib/ui-language';
import { MarkdownView } from './markdown-view';

/** An empty conversation: the app's welcome text and suggested questions (a click asks it). */
export function WelcomePanel({
  app,
  onAsk,
  disabled,
}: {
  app: ChatApp | undefined;
  onAsk: (q: string) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('chat');
  const english = i18n.language.startsWith('en');
  const questions = questionsInLanguage(app?.suggestedQuestions ?? [], english);
  const welcome = textInLanguage(app?.welcomeText, english) ?? t('welcome.text');
  return (
    <div className="cw-chat-welcome" data-testid="chat-welcome">
      <RobotOutlined className="cw-chat-welcome-icon" />
      <h3>{app && isChinese(app.name) !== english ? app.name : t('welcome.title')}</h3>
      <div className="cw-chat-welcome-text">
        <MarkdownView content={welcome} />
      </div>
      {questions.length > 0 && (
        <div className="cw-chat-suggested">
          <div className="cw-chat-muted">{t('welcome.suggested')}</div>
          <div className="cw-chat-suggested-list">
            {questions.map((q) => (
              <Button key={q} icon={<BulbOutlined />} disabled={disabled} onClick={() => onAsk(q)}>
                {q}
              </Button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
