import { GaugeChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart, type EChartOption } from '../../../components/echart/echart';

// Tree-shaken: the gauge and line charts of the monitor pages (in their chunk).
echarts.use([GaugeChart, LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** A gauge or live line of the monitor pages. */
export function MonitorChart({
  option,
  height = 240,
  label,
}: {
  option: EChartOption;
  height?: number;
  label: string;
}) {
  return <EChart option={option} height={height} label={label} />;
}
