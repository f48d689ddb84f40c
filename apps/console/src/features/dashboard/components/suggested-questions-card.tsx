import { BulbOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { defaultApp, questionsInLanguage, useChatApps } from '../../chat';
import { askAssistantPath } from '../lib/crop-figures';
import { CardProblem } from './card-problem';

/** The default chat app's suggested questions: a click opens the chat with the question filled in. */
export function SuggestedQuestionsCard() {
  const { t, i18n } = useTranslation('dashboard');
  const navigate = useNavigate();
  const apps = useChatApps();
  // The questions written in the interface's language, as the chat page shows them.
  const questions = questionsInLanguage(
    defaultApp(apps.data ?? [])?.suggestedQuestions ?? [],
    i18n.language.startsWith('en'),
  );
  let body;
  if (apps.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (apps.isError) body = <CardProblem error={apps.error} onRetry={() => void apps.refetch()} />;
  else if (questions.length === 0) body = <Empty description={t('questions.none')} />;
  else
    body = (
      <div className="cw-question-list" data-testid="suggested-questions">
        {questions.map((q) => (
          <Button
            key={q}
            icon={<BulbOutlined />}
            onClick={() => void navigate(askAssistantPath(q))}
            className="cw-question"
          >
            {q}
          </Button>
        ))}
      </div>
    );
  return (
    <Card title={t('questions.title')} variant="borderless" className="cw-home-card">
      {body}
    </Card>
  );
}
