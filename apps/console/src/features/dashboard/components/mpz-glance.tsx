import { Card, Col, Row, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CropOverviewUnit } from '@cropwatch/contract';
import { CONDITION_COLOURS, departureTone, plain, signed, unitName } from '../lib/crop-figures';

/** A departure with its direction's colour (a deficit of rain or biomass is what an analyst looks for first). */
function Departure({
  label,
  value,
  unit,
  decimals = 0,
  threshold,
}: {
  label: string;
  value: number | null;
  unit: string;
  decimals?: number;
  threshold: number;
}) {
  const tone = departureTone(value, threshold);
  return (
    <div className="cw-glance-figure">
      <span className="cw-glance-label">{label}</span>
      <span className={`cw-glance-value cw-tone-${tone}`}>{signed(value, unit, decimals)}</span>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="cw-glance-figure">
      <span className="cw-glance-label">{label}</span>
      <span className="cw-glance-value">{value}</span>
    </div>
  );
}

/** The six MPZs at a glance: condition, agroclimatic departures (vs 15YA) and agronomic indicators (vs 5YA). */
export function MpzGlance({
  units,
  onOpen,
}: {
  units: readonly CropOverviewUnit[];
  onOpen: (u: CropOverviewUnit) => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const mpzs = units.filter((u) => u.level === 'mpz');
  return (
    <Row gutter={[12, 12]} data-testid="mpz-glance">
      {mpzs.map((u) => (
        <Col key={u.code} xs={24} md={12} xl={8} xxl={4}>
          <Card
            size="small"
            variant="borderless"
            hoverable
            className="cw-glance-card"
            style={{ borderTop: `3px solid ${CONDITION_COLOURS[u.condition]}` }}
            onClick={() => onOpen(u)}
            data-testid={`mpz-${u.code}`}
          >
            <div className="cw-glance-head">
              <Tooltip title={unitName(u, i18n.language)}>
                <Typography.Text strong ellipsis className="cw-glance-name">
                  {unitName(u, i18n.language)}
                </Typography.Text>
              </Tooltip>
              <Tag color={CONDITION_COLOURS[u.condition]} className="cw-glance-tag">
                {t(`condition.${u.condition}`)}
              </Tag>
            </div>
            <div className="cw-glance-grid">
              <Departure label="RAIN" value={u.rainDepPct} unit="%" threshold={10} />
              <Departure label="TEMP" value={u.tempDepC} unit=" °C" decimals={1} threshold={0.5} />
              <Departure label="RADPAR" value={u.radparDepPct} unit="%" threshold={3} />
              <Departure label="BIOMSS" value={u.biomssDepPct} unit="%" threshold={5} />
              <Departure label="CALF" value={u.calfDepPct} unit="%" threshold={3} />
              <Figure label="VCIx" value={plain(u.vcix, 2)} />
              <Figure label="CPI" value={plain(u.cpi, 2)} />
              <Figure label="CALF %" value={plain(u.calfPct)} />
            </div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
