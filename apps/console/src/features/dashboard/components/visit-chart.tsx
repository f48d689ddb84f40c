import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef, useState } from 'react';
import type { VisitDay } from '@cropwatch/contract';

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
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const [ready, setReady] = useState(false);

  // A kept-alive tab may mount the chart while hidden (zero size): initialise once it has a size.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      if (el.clientWidth === 0 || el.clientHeight === 0) return;
      if (chart.current) {
        chart.current.resize();
      } else {
        chart.current = echarts.init(el);
        setReady(true);
      }
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
      setReady(false);
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
  }, [ready, days, visitsLabel, ipsLabel, color]);

  return <div ref={ref} style={{ width: '100%', height: 320 }} role="img" aria-label={visitsLabel} />;
}
