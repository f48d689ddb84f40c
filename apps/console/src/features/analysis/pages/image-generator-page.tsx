import { Card, Col, Empty, Image, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisImage } from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import { ImageGallery } from '../components/image-gallery';
import { ImageGenerateForm } from '../components/image-generate-form';
import { imageUrl } from '../components/image-url';

/** Seeded on the image generator menu: generate and delete (the server answers 510 without it). */
export const IMAGE_GENERATE_PREFIX = 'analysis:image:';

/**
 * Analysis modules → image generator (`analysis/ImageGenerator`): draws charts and maps of the crop indicator
 * tables on the server, shows the new one large and keeps every stored image in a gallery for the items.
 */
export function ImageGeneratorPage() {
  const { t } = useTranslation('analysis');
  const { excluded } = usePermission();
  const canGenerate = !excluded(IMAGE_GENERATE_PREFIX).includes('generate');
  const [latest, setLatest] = useState<AnalysisImage | null>(null);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {canGenerate && (
        <Row gutter={16}>
          <Col xs={24} lg={8}>
            <Card title={t('imageGenerator.formTitle')}>
              <ImageGenerateForm onGenerated={setLatest} />
            </Card>
          </Col>
          <Col xs={24} lg={16}>
            <Card title={t('imageGenerator.result')} style={{ height: '100%' }}>
              {latest ? (
                <figure style={{ margin: 0 }} data-testid="analysis-image-result">
                  <Image
                    src={imageUrl(latest.path)}
                    alt={latest.title}
                    style={{ width: '100%', aspectRatio: `${latest.width} / ${latest.height}` }}
                  />
                  <figcaption style={{ marginTop: 8 }}>
                    <Typography.Text copyable={{ text: latest.path }} code>
                      {latest.path}
                    </Typography.Text>
                  </figcaption>
                </figure>
              ) : (
                <Empty description={t('imageGenerator.noResult')} />
              )}
            </Card>
          </Col>
        </Row>
      )}
      <ImageGallery canDelete={canGenerate} />
    </Space>
  );
}

export default ImageGeneratorPage;
