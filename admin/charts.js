// Small SVG charts drawn by our own code (no library): stacked day bars, a pass-rate line
// with its threshold, and horizontal rate bars. Each returns markup with role="img" and a
// text alternative; values go through `esc`.

import { esc } from "./util.js";

const DAY = 86400000;

/** The last `n` UTC days as YYYY-MM-DD, oldest first. */
export function lastDays(n, now = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: n }, (_, i) => new Date(today - (n - 1 - i) * DAY).toISOString().slice(0, 10));
}

/**
 * Stacked bars per day. `rows`: [{day, key, count}]; `keys`: [{key, label, cls}] in stack
 * order. Missing days count zero.
 */
export function stackedDays(rows, keys, days, label) {
  const W = 600, H = 120, top = 8, bottom = 18, gap = 2;
  const bw = W / days.length - gap;
  const by = new Map();
  for (const r of rows) by.set(`${r.day}|${r.key}`, (by.get(`${r.day}|${r.key}`) || 0) + r.count);
  const totals = days.map((d) => keys.reduce((n, k) => n + (by.get(`${d}|${k.key}`) || 0), 0));
  const max = Math.max(1, ...totals);
  const scale = (H - top - bottom) / max;
  let rects = "";
  days.forEach((d, i) => {
    let y = H - bottom;
    for (const k of keys) {
      const v = by.get(`${d}|${k.key}`) || 0;
      if (!v) continue;
      const h = Math.max(1.5, v * scale);
      y -= h;
      rects += `<rect x="${(i * (bw + gap)).toFixed(1)}" y="${y.toFixed(1)}" width="${bw.toFixed(1)}" height="${h.toFixed(1)}" class="${esc(k.cls)}" data-day="${esc(d)}" data-key="${esc(k.key)}" data-count="${v}"><title>${esc(`${d} · ${k.label}: ${v}`)}</title></rect>`;
    }
    if (!totals[i]) rects += `<rect x="${(i * (bw + gap)).toFixed(1)}" y="${H - bottom - 1.5}" width="${bw.toFixed(1)}" height="1.5" class="bar-off"></rect>`;
  });
  const total = totals.reduce((a, b) => a + b, 0);
  const axis = `<text x="0" y="${H - 4}" class="axis">${esc(days[0])}</text><text x="${W}" y="${H - 4}" text-anchor="end" class="axis">${esc(days[days.length - 1])}</text><text x="${W}" y="${top + 2}" text-anchor="end" class="axis">max ${max}/day</text>`;
  const legend = keys.map((k) => `<li><span class="swatch ${esc(k.cls)}"></span>${esc(k.label)} <strong>${rows.filter((r) => r.key === k.key && days.includes(r.day)).reduce((n, r) => n + r.count, 0)}</strong></li>`).join("");
  return `<svg viewBox="0 0 ${W} ${H}" class="chart" role="img" aria-label="${esc(`${label}: ${total} over ${days.length} days, at most ${max} a day`)}">${rects}${axis}</svg><ul class="legend">${legend}</ul>`;
}

/**
 * A slice's pass rate per run (0..1) as a line, its threshold rate as a dashed step line;
 * breaches are marked. `points`: [{at, passRate, thresholdRate, breach, passed, total, threshold}].
 */
export function passRateLine(points, label) {
  const W = 600, H = 150, left = 34, right = 8, top = 10, bottom = 22;
  const n = points.length;
  const x = (i) => left + (n === 1 ? (W - left - right) / 2 : (i * (W - left - right)) / (n - 1));
  const y = (v) => top + (1 - v) * (H - top - bottom);
  const grid = [0, 0.5, 1].map((v) => `<line x1="${left}" x2="${W - right}" y1="${y(v)}" y2="${y(v)}" class="grid"></line><text x="${left - 4}" y="${y(v) + 4}" text-anchor="end" class="axis">${Math.round(v * 100)}%</text>`).join("");
  const rated = points.map((p, i) => [i, p]).filter(([, p]) => p.passRate !== null);
  const line = rated.map(([i, p]) => `${x(i).toFixed(1)},${y(p.passRate).toFixed(1)}`).join(" ");
  let thr = "";
  points.forEach((p, i) => {
    if (p.thresholdRate === null) return;
    const x0 = n === 1 ? left : x(Math.max(0, i - 0.5)), x1 = n === 1 ? W - right : x(Math.min(n - 1, i + 0.5));
    thr += `M${x0.toFixed(1)},${y(p.thresholdRate).toFixed(1)} H${x1.toFixed(1)} `;
  });
  const dots = rated.map(([i, p]) => `<circle cx="${x(i).toFixed(1)}" cy="${y(p.passRate).toFixed(1)}" r="${p.breach ? 4.5 : 3}" class="${p.breach ? "dot-breach" : "dot"}"><title>${esc(`${new Date(p.at).toISOString().slice(0, 16).replace("T", " ")}: ${p.passed}/${p.total} passed, threshold ${p.threshold}${p.breach ? " — breach" : ""}`)}</title></circle>`).join("");
  const last = points[points.length - 1];
  const alt = `${label}: ${n} runs; latest ${last.passed}/${last.total} passed, alarm below ${last.threshold}`;
  return `<svg viewBox="0 0 ${W} ${H}" class="chart" role="img" aria-label="${esc(alt)}">${grid}
    <path d="${thr}" class="threshold"></path>
    <polyline points="${line}" class="pass-line"></polyline>${dots}
    <text x="${left}" y="${H - 5}" class="axis">${esc(new Date(points[0].at).toISOString().slice(0, 10))}</text>
    <text x="${W - right}" y="${H - 5}" text-anchor="end" class="axis">latest run</text></svg>`;
}

/** Horizontal bars for rates (0..1 or null). `rows`: [{key, label, rate, detail}]. */
export function rateBars(rows, label) {
  const W = 600, row = 26, H = rows.length * row + 4, left = 150, right = 60;
  const bars = rows.map((r, i) => {
    const y = i * row + 4;
    const w = r.rate === null ? 0 : Math.max(1.5, r.rate * (W - left - right));
    const text = r.rate === null ? "—" : `${(r.rate * 100).toFixed(r.rate < 0.1 && r.rate > 0 ? 1 : 0)}%`;
    return `<g data-rate="${esc(r.key)}"><text x="0" y="${y + 14}" class="label">${esc(r.label)}</text>
      <rect x="${left}" y="${y + 2}" width="${W - left - right}" height="16" class="bar-off"></rect>
      <rect x="${left}" y="${y + 2}" width="${w.toFixed(1)}" height="16" class="bar-on"><title>${esc(`${r.label}: ${text} (${r.detail})`)}</title></rect>
      <text x="${W - right + 6}" y="${y + 14}" class="value">${esc(text)}</text></g>`;
  }).join("");
  const alt = rows.map((r) => `${r.label} ${r.rate === null ? "no data" : `${Math.round(r.rate * 100)}%`}`).join(", ");
  return `<svg viewBox="0 0 ${W} ${H}" class="chart" role="img" aria-label="${esc(`${label}: ${alt}`)}">${bars}</svg>`;
}
