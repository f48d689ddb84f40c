import type * as echarts from 'echarts/core';
import { init } from 'echarts/core';
import { useEffect, useRef } from 'react';

export type EChartOption = Parameters<echarts.ECharts['setOption']>[0];

/**
 * An ECharts canvas that follows its container's size. A kept-alive tab may mount it while hidden (zero size),
 * so it initialises once it has one. Callers register the chart types they use with `echarts.use` (tree-shaken).
 */
export function EChart({
  option,
  height,
  label,
  instanceRef,
}: {
  option: EChartOption;
  height: number;
  label: string;
  /** Receives the live instance once it exists (null until then and after unmount), e.g. to save it as an image. */
  instanceRef?: { current: echarts.ECharts | null };
}) {
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
        chart.current = init(el);
        chart.current.setOption(latest.current);
        if (instanceRef) instanceRef.current = chart.current;
      }
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
      if (instanceRef) instanceRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount; the ref object is stable
  }, []);

  useEffect(() => {
    chart.current?.setOption(option);
  }, [option]);

  return <div ref={ref} style={{ width: '100%', height }} role="img" aria-label={label} />;
}
