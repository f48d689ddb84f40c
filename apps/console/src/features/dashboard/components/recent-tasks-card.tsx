import { Button, Card, Empty, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TaskStatusTag } from '../../crop-task';
import { useRecentTasks } from '../api/list-recent-tasks';
import { CardProblem } from './card-problem';

/** The user's newest crop tasks with their status; the title links to the task list. */
export function RecentTasksCard() {
  const { t } = useTranslation(['dashboard', 'cropTask']);
  const navigate = useNavigate();
  const tasks = useRecentTasks();
  let body;
  if (tasks.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (tasks.isError) body = <CardProblem error={tasks.error} onRetry={() => void tasks.refetch()} />;
  else if (tasks.data.records.length === 0) body = <Empty description={t('tasks.none')} />;
  else
    body = (
      <List
        size="small"
        data-testid="recent-tasks"
        dataSource={tasks.data.records}
        renderItem={(task) => (
          <List.Item extra={<TaskStatusTag status={task.status} />}>
            <List.Item.Meta
              title={
                <Typography.Text ellipsis className="cw-task-name cw-data">
                  {task.taskName}
                </Typography.Text>
              }
              description={`${t(`cropTask:crops.${task.crop}`, { defaultValue: task.crop })} · ${task.period}`}
            />
          </List.Item>
        )}
      />
    );
  return (
    <Card
      title={t('tasks.title')}
      variant="borderless"
      className="cw-home-card"
      extra={
        <Button type="link" size="small" onClick={() => void navigate('/crop/task')}>
          {t('tasks.all', { count: tasks.data?.total ?? 0 })}
        </Button>
      }
    >
      {body}
    </Card>
  );
}
