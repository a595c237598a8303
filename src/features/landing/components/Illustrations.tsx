// Simple inline illustrations for /welcome's rotating hero (decorative: hidden from assistive tech).

const frame = { width: '100%', maxWidth: 360, height: 'auto' } as const;

export function ChatIllustration() {
  return (
    <svg viewBox="0 0 360 240" style={frame} aria-hidden focusable="false">
      <rect x="0" y="0" width="360" height="240" rx="24" fill="#f3f0ff" />
      <rect x="28" y="36" width="220" height="48" rx="16" fill="#7950f2" />
      <rect x="112" y="100" width="220" height="48" rx="16" fill="#ffffff" stroke="#d0bfff" />
      <rect x="28" y="164" width="180" height="48" rx="16" fill="#7950f2" />
      <circle cx="60" cy="60" r="8" fill="#fff" />
      <circle cx="84" cy="60" r="8" fill="#fff" />
      <circle cx="108" cy="60" r="8" fill="#fff" />
    </svg>
  );
}

export function PipelineIllustration() {
  return (
    <svg viewBox="0 0 360 240" style={frame} aria-hidden focusable="false">
      <rect x="0" y="0" width="360" height="240" rx="24" fill="#e7f5ff" />
      {[0, 1, 2, 3].map((column) => (
        <g key={column}>
          <rect x={20 + column * 84} y="28" width="68" height="184" rx="12" fill="#ffffff" />
          {Array.from({ length: 4 - column }, (_, row) => (
            <rect key={row} x={28 + column * 84} y={40 + row * 42} width="52" height="32" rx="8" fill="#74c0fc" />
          ))}
        </g>
      ))}
    </svg>
  );
}

export function AnalyticsIllustration() {
  return (
    <svg viewBox="0 0 360 240" style={frame} aria-hidden focusable="false">
      <rect x="0" y="0" width="360" height="240" rx="24" fill="#ebfbee" />
      {[60, 110, 90, 150, 130, 180].map((height, index) => (
        <rect key={index} x={36 + index * 50} y={210 - height} width="32" height={height} rx="6" fill="#40c057" />
      ))}
      <polyline points="52,140 102,100 152,120 202,70 252,86 302,40" fill="none" stroke="#2b8a3e" strokeWidth="4" />
    </svg>
  );
}

export const ILLUSTRATIONS = [
  { Component: ChatIllustration, caption: 'Conversations instead of forms' },
  { Component: PipelineIllustration, caption: 'A pipeline that moves itself' },
  { Component: AnalyticsIllustration, caption: 'Insight into every hire' },
];

/** Spec §9: the /welcome illustration rotates every 3 seconds. */
export const ILLUSTRATION_ROTATION_MS = 3000;
