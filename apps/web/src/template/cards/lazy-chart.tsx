import { Skeleton } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import {
  createContext,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

// ApexCharts is large: it loads with the first chart, not with the page.
const ReactApexChart = lazy(() => import('react-apexcharts'));

/** How far outside the viewport a waiting chart starts to load, so it is drawn when scrolled to. */
const nearViewportMargin = '200px 0px';

/** How the charts inside load: at once (null), or each when near the viewport once the page is ready. */
const WhenVisibleContext = createContext<{ isPageReady: boolean } | null>(null);

/**
 * Inside it, each chart loads and draws only when its box comes near the viewport, and not before
 * `isPageReady` (the page's own data drawn: ApexCharts then downloads after the page's first screen,
 * not with it). A page whose charts lie below the fold shows its first screen without them (the
 * analytics dashboard on a phone). The box keeps the chart's height meanwhile, so nothing moves when
 * it draws.
 */
export function ChartsWhenVisible({ isPageReady, children }: { isPageReady: boolean; children: ReactNode }) {
  const value = useMemo(() => ({ isPageReady }), [isPageReady]);
  return <WhenVisibleContext value={value}>{children}</WhenVisibleContext>;
}

/** How long charts wait after the page's first screen is drawn, then (at most) for an idle moment. */
const chartsDelayMs = 250;
const chartsIdleTimeoutMs = 1_000;

/**
 * `isReady`, a moment after the component (or `isReady`) came and once the browser is idle: ApexCharts
 * (some 600 KB) then downloads and draws after the page's first screen, never while it is drawn.
 * `isAtOnce` skips the wait.
 */
function useAfterFirstScreen(isReady: boolean, isAtOnce: boolean): boolean {
  const [isWaited, setIsWaited] = useState(isAtOnce);
  useEffect(() => {
    if (!isReady || isWaited) return;
    let idle: number | undefined;
    const done = () => setIsWaited(true);
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(done, { timeout: chartsIdleTimeoutMs });
      else done();
    }, chartsDelayMs);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [isReady, isWaited]);
  return isReady && isWaited;
}

/**
 * Whether the chart may draw: at once outside `ChartsWhenVisible`; inside, once the page is ready and
 * the element is (or has once been) near the viewport.
 */
function useChartTurn(element: RefObject<HTMLElement | null>): boolean {
  const whenVisible = use(WhenVisibleContext);
  const [isNear, setIsNear] = useState(whenVisible === null || typeof IntersectionObserver === 'undefined');
  const isPageReady = useAfterFirstScreen(whenVisible?.isPageReady ?? true, whenVisible === null);
  useEffect(() => {
    const target = element.current;
    if (isNear || !isPageReady || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: nearViewportMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, isNear, isPageReady]);
  return isNear && isPageReady;
}

export interface LazyChartProps {
  type: 'line' | 'area' | 'bar' | 'donut' | 'radialBar' | 'radar' | 'pie';
  series: ApexOptions['series'];
  options: ApexOptions;
  height: number;
  /** What the chart shows, for screen readers (the chart itself is a picture). */
  label: string;
}

/** An ApexCharts chart in a box of fixed height, so nothing moves when it loads. */
export function LazyChart({ type, series, options, height, label }: LazyChartProps) {
  // ApexCharts writes into the series it is given, and the store's data is frozen: it gets a copy.
  const chartSeries = useMemo(() => structuredClone(series), [series]);
  const box = useRef<HTMLElement>(null);
  const isShown = useChartTurn(box);
  return (
    <figure ref={box} aria-label={label} style={{ margin: 0, minHeight: height }}>
      {isShown ? (
        <Suspense fallback={<Skeleton height={height} radius="md" />}>
          <ReactApexChart type={type} series={chartSeries} options={options} height={height} width="100%" />
        </Suspense>
      ) : (
        // Not a skeleton: nothing is loading until the chart is scrolled to.
        <div data-chart-waiting style={{ height }} />
      )}
    </figure>
  );
}
