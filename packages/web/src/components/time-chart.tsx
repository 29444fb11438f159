import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

interface Series {
  label: string;
  values: (number | null)[];
  color: string;
}

/** A uPlot time series (x in Unix seconds); redrawn when the data or the width changes. */
export function TimeChart({ label, x, series }: { label: string; x: number[]; series: Series[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const styles = getComputedStyle(document.documentElement);
    const axisColor = styles.getPropertyValue("--muted").trim() || "#57606a";
    const gridColor = styles.getPropertyValue("--border").trim() || "#d0d7de";
    const axis = {
      stroke: axisColor,
      grid: { stroke: gridColor, width: 1 },
      ticks: { stroke: gridColor },
    };
    const plot = new uPlot(
      {
        width: el.clientWidth || 600,
        height: 220,
        axes: [axis, axis],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            points: { show: true },
          })),
        ],
      },
      [x, ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 220 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [x, series]);
  return <div ref={box} className="chart" role="img" aria-label={label} />;
}
