import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/**
 * Process health figures for operators: event-loop delay (how long a ready callback waited: the measure of
 * a request stalled by other work on the HTTP thread) and memory.
 */
export class ProcessMetrics {
  private readonly loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  private peakRss = 0;
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.loop.enable();
    // Sampled, because the kernel's own high-water mark (VmHWM) is not portable.
    this.timer = setInterval(() => (this.peakRss = Math.max(this.peakRss, process.memoryUsage.rss())), 250);
    this.timer.unref();
  }

  snapshot(reset = false): ProcessSnapshot {
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const rss = process.memoryUsage.rss();
    this.peakRss = Math.max(this.peakRss, rss);
    const s: ProcessSnapshot = {
      event_loop_delay_ms: { p50: ms(this.loop.percentile(50)), p99: ms(this.loop.percentile(99)), max: ms(this.loop.max) },
      rss_bytes: rss,
      peak_rss_bytes: this.peakRss,
      heap_used_bytes: process.memoryUsage().heapUsed,
      uptime_seconds: Math.round(process.uptime()),
    };
    if (reset) {
      this.loop.reset();
      this.peakRss = rss;
    }
    return s;
  }

  stop(): void {
    this.loop.disable();
    clearInterval(this.timer);
  }
}

export interface ProcessSnapshot {
  event_loop_delay_ms: { p50: number; p99: number; max: number };
  rss_bytes: number;
  peak_rss_bytes: number;
  heap_used_bytes: number;
  uptime_seconds: number;
}
