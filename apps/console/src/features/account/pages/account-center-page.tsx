import { UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Card, Col, Descriptions, Empty, List, Row, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AccountProject } from '@cropwatch/contract';
import { runtimeConfig } from '../../../lib/config';
import { failureMessage } from '../../../lib/http';
import { staticFileUrl } from '../../../lib/static-url';
import { useAccountApps, useAccountArticles, useAccountCard, useAccountProjects } from '../api/account-center';

const MY_ANNOUNCEMENTS = '/isps/userAnnouncement';
const NEW_TASK = '/crop/task';

/** Where a project opens: the crop task page with the task, the bulletin workspace with the analysis. */
export const projectPath = (p: Pick<AccountProject, 'kind' | 'id'>): string =>
  p.kind === 'cropTask'
    ? `/crop/task?id=${encodeURIComponent(p.id)}`
    : `/analysis/notification?id=${encodeURIComponent(p.id)}`;

function TabState({
  query,
  empty,
  children,
}: {
  query: { isError: boolean; error: unknown; data?: unknown[] };
  empty: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  if (query.isError) return <Alert type="error" showIcon title={failureMessage(query.error) ?? t('loadFailed')} />;
  if (!query.data) return <Skeleton active />;
  if (query.data.length === 0) return <Empty description={empty} />;
  return children;
}

/**
 * 个人中心 (`account/center/Index`): the signed-in user's card (masked phone and email, departments with the current
 * one marked, positions, roles, tenants, last login from the login log) and three tabs of his real work: the
 * functions he uses most (his operation log), announcements he sent or read, his crop tasks and analyses.
 */
export function AccountCenterPage() {
  const { t } = useTranslation('account');
  const [tab, setTab] = useState('projects');
  const card = useAccountCard();
  const apps = useAccountApps(tab === 'apps');
  const articles = useAccountArticles(tab === 'articles');
  const projects = useAccountProjects(tab === 'projects');
  const c = card.data;
  const none = <Typography.Text type="secondary">{t('center.none')}</Typography.Text>;
  const tags = (values: string[]) =>
    values.length ? (
      <Space wrap size={4}>
        {values.map((v) => (
          <Tag key={v}>{v}</Tag>
        ))}
      </Space>
    ) : (
      none
    );

  return (
    <Row gutter={24}>
      <Col xs={24} lg={8} style={{ marginBottom: 24 }}>
        <Card>
          {card.isError && <Alert type="error" showIcon title={failureMessage(card.error) ?? t('loadFailed')} />}
          {!c ? (
            !card.isError && <Skeleton active avatar />
          ) : (
            <>
              <Space direction="vertical" align="center" style={{ width: '100%', marginBottom: 24 }}>
                <Avatar
                  size={104}
                  src={staticFileUrl(c.avatar ?? '', runtimeConfig.apiBaseUrl)}
                  icon={<UserOutlined />}
                />
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {c.realname}
                </Typography.Title>
                <Typography.Text type="secondary">{c.username}</Typography.Text>
              </Space>
              <Descriptions column={1} size="small" colon={false} styles={{ label: { width: 96 } }}>
                <Descriptions.Item label={t('center.workNo')}>{c.workNo ?? none}</Descriptions.Item>
                <Descriptions.Item label={t('center.departs')}>
                  {c.departs.length ? (
                    <Space wrap size={4}>
                      {c.departs.map((d) => (
                        <Tag key={d.orgCode} color={d.current ? 'blue' : undefined}>
                          {d.departName}
                          {d.current ? ` (${t('center.current')})` : ''}
                        </Tag>
                      ))}
                    </Space>
                  ) : (
                    none
                  )}
                </Descriptions.Item>
                <Descriptions.Item label={t('center.positions')}>{tags(c.positions)}</Descriptions.Item>
                <Descriptions.Item label={t('center.roles')}>{tags(c.roles)}</Descriptions.Item>
                <Descriptions.Item label={t('center.tenants')}>{tags(c.tenants)}</Descriptions.Item>
                <Descriptions.Item label={t('center.phone')}>{c.phone ?? none}</Descriptions.Item>
                <Descriptions.Item label={t('center.email')}>{c.email ?? none}</Descriptions.Item>
                <Descriptions.Item label={t('center.lastLogin')}>
                  {c.lastLoginTime ? `${c.lastLoginTime}${c.lastLoginIp ? ` · ${c.lastLoginIp}` : ''}` : none}
                </Descriptions.Item>
              </Descriptions>
            </>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'apps',
                label: t('center.apps'),
                children: (
                  <TabState query={apps} empty={t('center.appsEmpty')}>
                    <List
                      dataSource={apps.data ?? []}
                      renderItem={(a) => (
                        <List.Item
                          extra={
                            <Typography.Text type="secondary">{t('center.uses', { count: a.count })}</Typography.Text>
                          }
                        >
                          <List.Item.Meta
                            title={a.route ? <Link to={a.route}>{a.label}</Link> : a.label}
                            description={a.lastTime ? t('center.lastUsed', { time: a.lastTime }) : undefined}
                          />
                        </List.Item>
                      )}
                    />
                  </TabState>
                ),
              },
              {
                key: 'articles',
                label: t('center.articles'),
                children: (
                  <TabState
                    query={articles}
                    empty={
                      <>
                        {t('center.articlesEmpty')} <Link to={MY_ANNOUNCEMENTS}>{t('center.myAnnouncements')}</Link>
                      </>
                    }
                  >
                    <List
                      dataSource={articles.data ?? []}
                      renderItem={(a) => (
                        <List.Item extra={<Typography.Text type="secondary">{a.time}</Typography.Text>}>
                          <List.Item.Meta
                            title={
                              <Space>
                                <Tag color={a.relation === 'sent' ? 'geekblue' : 'default'}>
                                  {t(`center.${a.relation}`)}
                                </Tag>
                                <Link to={MY_ANNOUNCEMENTS}>{a.titile}</Link>
                              </Space>
                            }
                          />
                        </List.Item>
                      )}
                    />
                  </TabState>
                ),
              },
              {
                key: 'projects',
                label: t('center.projects'),
                children: (
                  <TabState
                    query={projects}
                    empty={
                      <>
                        {t('center.projectsEmpty')} <Link to={NEW_TASK}>{t('center.newTask')}</Link>
                      </>
                    }
                  >
                    <List
                      dataSource={projects.data ?? []}
                      renderItem={(p) => (
                        <List.Item extra={<Typography.Text type="secondary">{p.time}</Typography.Text>}>
                          <List.Item.Meta
                            title={
                              <Space>
                                <Tag color={p.kind === 'cropTask' ? 'green' : 'purple'}>
                                  {t(`center.kind_${p.kind}`)}
                                </Tag>
                                <Link to={projectPath(p)}>{p.name}</Link>
                              </Space>
                            }
                            description={t(`center.status_${p.status}`, { defaultValue: p.status })}
                          />
                        </List.Item>
                      )}
                    />
                  </TabState>
                ),
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}

export default AccountCenterPage;
