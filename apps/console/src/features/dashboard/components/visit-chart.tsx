import type { VisitDay } from '@cropwatch/contract';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Tree-shaken: only the bar chart and the three components it uses are bundled (in the dashboard chunk).
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface VisitChartProps {
  days: VisitDay[];
  visitsLabel: string;
  ipsLabel: string;
  color: string;
}

/** Logins and distinct IPs per day. Resizes with its container (also when a hidden tab becomes visible). */
export default function VisitChart({ days, visitsLabel, ipsLabel, color }: VisitChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = echarts.init(el);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({
      color: [color, '#52C41A'],
      tooltip: { trigger: 'axis' },
      legend: { data: [visitsLabel, ipsLabel], top: 0 },
      grid: { left: 40, right: 16, top: 40, bottom: 24 },
      xAxis: { type: 'category', data: days.map((d) => d.tian) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: visitsLabel, type: 'bar', data: days.map((d) => d.visit), barMaxWidth: 28 },
        { name: ipsLabel, type: 'bar', data: days.map((d) => d.ip), barMaxWidth: 28 },
      ],
    });
  }, [days, visitsLabel, ipsLabel, color]);

  return <div ref={ref} style={{ width: '100%', height: 320 }} role="img" aria-label={visitsLabel} />;
}
