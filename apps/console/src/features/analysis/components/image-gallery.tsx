import { Button, Card, Col, Empty, Image, Pagination, Popconfirm, Row, Segmented, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnalysisImage, analysisImageKinds } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useDeleteImage } from '../api/image-delete';
import { useImages } from '../api/image-list';
import { imageUrl } from './image-url';

const PAGE_SIZE = 8;

export interface ImageGalleryProps {
  canDelete: boolean;
}

/**
 * Stored images as cards, newest first: a preview (click to enlarge), the path to copy into an item's image
 * input, and delete (refused by the server while an item uses the image).
 */
export function ImageGallery({ canDelete }: ImageGalleryProps) {
  const { t } = useTranslation('analysis');
  const [pageNo, setPageNo] = useState(1);
  const [kind, setKind] = useState<string>('');
  const images = useImages({ pageNo, pageSize: PAGE_SIZE, kind: kind || undefined });
  const remove = useDeleteImage();

  const onDelete = async (image: AnalysisImage) => {
    try {
      await remove.mutateAsync(image.id);
      feedback.message.success(t('imageGenerator.deleted'));
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  const page = images.data;
  return (
    <Card
      title={t('imageGenerator.gallery')}
      extra={
        <Segmented
          value={kind}
          onChange={(v) => {
            setKind(String(v));
            setPageNo(1);
          }}
          options={[
            { value: '', label: t('imageGenerator.allKinds') },
            ...analysisImageKinds.map((k) => ({ value: k, label: t(`imageGenerator.kinds.${k}`) })),
          ]}
        />
      }
    >
      <Spin spinning={images.isFetching}>
        {page && page.records.length === 0 ? (
          <Empty description={t('imageGenerator.empty')} />
        ) : (
          <Row gutter={[16, 16]}>
            {(page?.records ?? []).map((image) => (
              <Col key={image.id} xs={24} sm={12} lg={6}>
                <Card
                  size="small"
                  data-testid="analysis-image-card"
                  cover={
                    <Image
                      src={imageUrl(image.path)}
                      alt={image.title}
                      style={{ aspectRatio: `${image.width} / ${image.height}`, objectFit: 'contain' }}
                    />
                  }
                  actions={
                    canDelete
                      ? [
                          <Popconfirm
                            key="delete"
                            title={t('imageGenerator.deleteConfirm')}
                            okText={t('form.ok')}
                            cancelText={t('form.cancel')}
                            onConfirm={() => void onDelete(image)}
                          >
                            <Button type="link" danger size="small">
                              {t('imageGenerator.delete')}
                            </Button>
                          </Popconfirm>,
                        ]
                      : undefined
                  }
                >
                  <Card.Meta
                    title={<span title={image.title}>{image.title}</span>}
                    description={
                      <>
                        <div style={{ marginBottom: 4 }}>
                          <Tag>{t(`imageGenerator.kinds.${image.kind}`)}</Tag>
                          <Tag>{image.indicator}</Tag>
                          {image.period && <Tag>{image.period}</Tag>}
                        </div>
                        <Typography.Text
                          code
                          copyable={{
                            text: image.path,
                            tooltips: [t('imageGenerator.copyPath'), t('imageGenerator.copied')],
                          }}
                          style={{ fontSize: 12, wordBreak: 'break-all' }}
                        >
                          {image.path}
                        </Typography.Text>
                        <div style={{ fontSize: 12 }}>
                          {image.createBy} · {image.createTime}
                        </div>
                      </>
                    }
                  />
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      {page && page.total > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={pageNo}
          pageSize={PAGE_SIZE}
          total={page.total}
          showSizeChanger={false}
          onChange={setPageNo}
        />
      )}
    </Card>
  );
}
