import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { VisitDay } from '@cropwatch/contract';
import { EChart } from '../../../components/echart/echart';

// Tree-shaken: only the bar chart and the three components it uses are bundled (in the dashboard chunk).
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface VisitChartProps {
  days: VisitDay[];
  visitsLabel: string;
  ipsLabel: string;
  color: string;
}

/** Logins and distinct IPs per day; follows its container's size (also when a hidden tab becomes visible). */
export default function VisitChart({ days, visitsLabel, ipsLabel, color }: VisitChartProps) {
  const option = useMemo(
    () => ({
      color: [color, '#52C41A'],
      tooltip: { trigger: 'axis' as const },
      legend: { data: [visitsLabel, ipsLabel], top: 0 },
      grid: { left: 40, right: 16, top: 40, bottom: 24 },
      xAxis: { type: 'category' as const, data: days.map((d) => d.tian) },
      yAxis: { type: 'value' as const, minInterval: 1 },
      series: [
        { name: visitsLabel, type: 'bar' as const, data: days.map((d) => d.visit), barMaxWidth: 28 },
        { name: ipsLabel, type: 'bar' as const, data: days.map((d) => d.ip), barMaxWidth: 28 },
      ],
    }),
    [days, visitsLabel, ipsLabel, color],
  );
  return <EChart option={option} height={320} label={visitsLabel} />;
}
