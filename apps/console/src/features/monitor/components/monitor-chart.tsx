import { GaugeChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([GaugeChart, LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** An ECharts canvas for the monitor pages (gauges and live lines); initialised once it has a size. */
type ChartOption = Parameters<echarts.ECharts['setOption']>[0];

export function MonitorChart({ option, height = 240, label }: { option: ChartOption; height?: number; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      if (el.clientWidth === 0 || el.clientHeight === 0) return;
      if (chart.current) chart.current.resize();
      else {
        chart.current = echarts.init(el);
        chart.current.setOption(latest.current);
      }
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option);
  }, [option]);

  return <div ref={ref} style={{ width: '100%', height }} role="img" aria-label={label} />;
}
