import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Drawer,
  Form,
  Input,
  List,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ChatKnowledgeBase,
  type ChatKnowledgeBaseAddBody,
  chatKnowledgeBaseDelete,
  chatKnowledgeBaseList,
  type ChatKnowledgeDocument,
  type ChatKnowledgePassage,
  KNOWLEDGE_DOC_EXTENSIONS,
  KNOWLEDGE_DOC_MAX_BYTES,
  KNOWLEDGE_DOC_MAX_COUNT,
} from '@cropwatch/contract';
import { departTreeQueryOptions, flattenDeparts } from '../../../components/api/depart-tree';
import { usePermission } from '../../../components/authorized/use-permission';
import { DepartPicker } from '../../../components/depart-picker/depart-picker';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import {
  isDocumentBusy,
  knowledgeBasesKey,
  listKnowledgePassages,
  useKnowledgeDocuments,
  useKnowledgeWrites,
} from '../api/knowledge-bases';

/** Seeded on the knowledge-base menu for admin and analyst: create, upload and delete (510 without it). */
export const CHAT_KB_EDIT_PREFIX = 'chat:kb:';

const ACCEPT = KNOWLEDGE_DOC_EXTENSIONS.map((e) => `.${e}`).join(',');
const MAX_MB = KNOWLEDGE_DOC_MAX_BYTES / 1024 / 1024;

function AddModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('chat-admin');
  const [form] = Form.useForm<ChatKnowledgeBaseAddBody>();
  const { add } = useKnowledgeWrites();
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await add.mutateAsync(values);
      feedback.message.success(t('kb.added'));
      form.resetFields();
      onClose();
    } catch (error) {
      const text = failureMessage(error);
      if (text) feedback.message.error(text);
    }
  };
  return (
    <Modal
      open={open}
      title={t('kb.add')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={add.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="name"
          label={t('kb.name')}
          rules={[{ required: true, whitespace: true, message: t('kb.nameRequired') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label={t('kb.description')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Form.Item name="readRoles" label={t('kb.readRoles')} extra={t('kb.readRolesHint')}>
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
        </Form.Item>
        <Form.Item
          name="readDeparts"
          label={t('kb.readDeparts')}
          extra={t('kb.readDepartsHint')}
          getValueProps={(ids?: string[]) => ({ value: (ids ?? []).join(',') })}
          normalize={(value: string) => (value ? value.split(',').filter(Boolean) : [])}
        >
          <DepartPicker multiple aria-label={t('kb.readDeparts')} placeholder={t('kb.readDepartsHint')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A base's read departments by name (the depart tree's names; an id the tree lacks is shown as is). */
function DepartNames({ ids }: { ids: string[] }) {
  const tree = useQuery(departTreeQueryOptions());
  const all = flattenDeparts(tree.data ?? []);
  return <span>{ids.map((id) => all.find((d) => d.id === id)?.departName ?? id).join(', ')}</span>;
}

const STATUS_COLOR: Record<ChatKnowledgeDocument['status'], string> = {
  queued: 'default',
  extracting: 'processing',
  indexed: 'green',
  failed: 'red',
};

/** A document's state as a tag (排队中 / 提取中 / 已索引 / 失败); a failure's reason in its tooltip. */
export function DocumentStatusTag({ doc }: { doc: Pick<ChatKnowledgeDocument, 'status' | 'failReason'> }) {
  const { t } = useTranslation('chat-admin');
  const tag = (
    <Tag color={STATUS_COLOR[doc.status]} data-testid="kb-doc-status">
      {t(`kb.state.${doc.status}`)}
    </Tag>
  );
  return doc.status === 'failed' && doc.failReason ? <Tooltip title={doc.failReason}>{tag}</Tooltip> : tag;
}

function PassageList({ documentId }: { documentId: string }) {
  const { t } = useTranslation('chat-admin');
  const passages = useQuery({
    queryKey: [...knowledgeBasesKey, 'passages', documentId],
    queryFn: () => listKnowledgePassages(documentId),
  });
  return (
    <List<ChatKnowledgePassage>
      size="small"
      loading={passages.isLoading}
      dataSource={passages.data ?? []}
      renderItem={(p) => (
        <List.Item>
          <div>
            {p.page != null && <Typography.Text strong>{t('kb.pageNo', { n: p.page })} · </Typography.Text>}
            <Typography.Text strong>{t('kb.passageNo', { n: p.seq })}</Typography.Text>
            {p.heading && <Typography.Text type="secondary"> · {p.heading}</Typography.Text>}
            <div className="cw-kb-passage">{p.text}</div>
          </div>
        </List.Item>
      )}
    />
  );
}

function DocumentsDrawer({
  base,
  onClose,
  canEdit,
}: {
  base: ChatKnowledgeBase | null;
  onClose: () => void;
  canEdit: boolean;
}) {
  const { t } = useTranslation('chat-admin');
  const docs = useKnowledgeDocuments(base?.id ?? null);
  const { upload, replace, removeDocument } = useKnowledgeWrites();
  const queryClient = useQueryClient();
  const refresh = () => void docs.refetch();
  // The list polls itself while a document is busy; once none is, the bases' counts are read again.
  const busy = (docs.data ?? []).some(isDocumentBusy);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) void queryClient.invalidateQueries({ queryKey: [...knowledgeBasesKey, 'page'] });
    wasBusy.current = busy;
  }, [busy, queryClient]);
  const failed = (e: unknown) => {
    const text = failureMessage(e);
    if (text) feedback.message.error(text);
  };
  const columns: ColumnsType<ChatKnowledgeDocument> = [
    { title: t('kb.fileName'), dataIndex: 'fileName', ellipsis: true },
    {
      title: t('kb.size'),
      dataIndex: 'size',
      width: 100,
      render: (v: number) => `${Math.max(1, Math.round(v / 1024))} KB`,
    },
    {
      title: t('kb.status'),
      dataIndex: 'status',
      width: 110,
      render: (_: string, d) => <DocumentStatusTag doc={d} />,
    },
    { title: t('kb.passages'), dataIndex: 'passageCount', width: 90 },
    ...(canEdit
      ? [
          {
            title: t('kb.actions'),
            key: 'actions',
            width: 130,
            render: (_: unknown, d: ChatKnowledgeDocument) => (
              <Space size={0}>
                <Upload
                  accept={ACCEPT}
                  showUploadList={false}
                  customRequest={({ file, onSuccess, onError }) => {
                    replace.mutateAsync({ id: d.id, file: file as File }).then(
                      (doc) => {
                        onSuccess?.(doc);
                        feedback.message.success(t('kb.replaced'));
                        refresh();
                      },
                      (e: unknown) => {
                        onError?.(e as Error);
                        failed(e);
                      },
                    );
                  }}
                >
                  <Button type="link" size="small" data-testid="kb-replace">
                    {t('kb.replace')}
                  </Button>
                </Upload>
                <Popconfirm
                  title={t('kb.deleteDocConfirm')}
                  onConfirm={() => {
                    removeDocument.mutateAsync(d.id).then(refresh, failed);
                  }}
                >
                  <Button type="link" size="small" danger>
                    {t('kb.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <Drawer open={base !== null} onClose={onClose} title={base?.name} size={720} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        {canEdit && base && (
          <Space wrap>
            <Upload
              accept={ACCEPT}
              showUploadList={false}
              customRequest={({ file, onSuccess, onError }) => {
                upload.mutateAsync({ kbId: base.id, file: file as File }).then(
                  (doc) => {
                    onSuccess?.(doc);
                    feedback.message.success(t('kb.uploaded'));
                    refresh();
                  },
                  (e: unknown) => {
                    onError?.(e as Error);
                    failed(e);
                  },
                );
              }}
            >
              <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="kb-upload">
                {t('kb.upload')}
              </Button>
            </Upload>
            <Typography.Text type="secondary">
              {t('kb.limits', {
                types: KNOWLEDGE_DOC_EXTENSIONS.join(', '),
                mb: MAX_MB,
                count: KNOWLEDGE_DOC_MAX_COUNT,
              })}
            </Typography.Text>
          </Space>
        )}
        <Table<ChatKnowledgeDocument>
          rowKey="id"
          size="small"
          loading={docs.isLoading}
          dataSource={docs.data ?? []}
          columns={columns}
          pagination={false}
          expandable={{
            expandedRowRender: (d) => <PassageList documentId={d.id} />,
            rowExpandable: (d) => d.passageCount > 0,
          }}
        />
      </Space>
    </Drawer>
  );
}

/** Chat modules → knowledge bases (`chat/KnowledgeBaseList`, issue #34): the analysts' documents the chat draws on. */
export function KnowledgeBaseListPage() {
  const { t } = useTranslation('chat-admin');
  const { excluded } = usePermission();
  // A type-1 button (show/hide), as the chat's other buttons.
  const canEdit = !excluded(CHAT_KB_EDIT_PREFIX).includes('edit');
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<ChatKnowledgeBase | null>(null);

  const columns: ColumnsType<ChatKnowledgeBase> = [
    { title: t('kb.name'), dataIndex: 'name' },
    { title: t('kb.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('kb.readRoles'),
      dataIndex: 'readRoles',
      width: 160,
      render: (roles: string[]) => (roles.length ? roles.join(', ') : t('kb.everyone')),
    },
    {
      title: t('kb.readDeparts'),
      dataIndex: 'readDeparts',
      width: 180,
      render: (ids: string[]) => (ids.length ? <DepartNames ids={ids} /> : t('kb.everyone')),
    },
    { title: t('kb.documents'), dataIndex: 'documentCount', width: 90 },
    { title: t('kb.passages'), dataIndex: 'passageCount', width: 90 },
    { title: t('kb.createBy'), dataIndex: 'createBy', width: 110 },
    { title: t('kb.createTime'), dataIndex: 'createTime', width: 170 },
  ];

  const list = useListPage<ChatKnowledgeBase>({
    url: { list: chatKnowledgeBaseList, ...(canEdit ? { delete: chatKnowledgeBaseDelete } : {}) },
    queryKey: [...knowledgeBasesKey, 'page'],
    fields: fieldsOf(columns),
  });

  return (
    <>
      <ListPage
        list={list}
        columns={columns}
        selectable={false}
        onAdd={canEdit ? () => setAdding(true) : undefined}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row)} data-testid="kb-open">
            {t('kb.open')}
          </Button>
        )}
        scroll={{ x: 900 }}
      />
      <AddModal open={adding} onClose={() => setAdding(false)} />
      <DocumentsDrawer base={open} onClose={() => setOpen(null)} canEdit={canEdit} />
    </>
  );
}

export default KnowledgeBaseListPage;
