// Small inline SVG flags beside the language names (spec part 2 §3: a language entry has a flag).
// Decorative only: the native name beside each flag is what names the language (a flag names a
// country, and some languages are spoken in many), so every flag is hidden from screen readers.
// Drawn by hand and simplified (no coats of arms) so twelve of them cost about 1 KB, in the lazy
// chunks of /introduction and /language-select only: nothing here is on the start-up path.
// Where a language has many countries, the flag is that of the largest group of its speakers
// among immigrants to the United States (Spanish: Mexico; Portuguese: Brazil; Arabic: Egypt).
import type { ReactNode } from 'react';

export type FlagCode = 'en' | 'vi' | 'ko' | 'zh' | 'zh-TW' | 'es' | 'fr' | 'de' | 'ja' | 'pt' | 'ru' | 'ar' | 'hi';

/** The points of a star with `tips` tips around (cx, cy). */
function star(cx: number, cy: number, outer: number, inner = outer * 0.382, tips = 5): string {
  const points: string[] = [];
  for (let i = 0; i < tips * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / tips - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

const horizontal = (top: string, middle: string, bottom: string) => (
  <>
    <rect width="30" height="20" fill={middle} />
    <rect width="30" height="6.67" fill={top} />
    <rect y="13.33" width="30" height="6.67" fill={bottom} />
  </>
);
const vertical = (left: string, middle: string, right: string) => (
  <>
    <rect width="30" height="20" fill={middle} />
    <rect width="10" height="20" fill={left} />
    <rect x="20" width="10" height="20" fill={right} />
  </>
);

// Korea's trigrams, simplified to three bars in each corner, turned towards the centre.
const trigram = (x: number, y: number, angle: number) => (
  <g transform={`translate(${x} ${y}) rotate(${angle})`} fill="#000">
    <rect x="-2" y="-1.6" width="4" height="0.6" />
    <rect x="-2" y="-0.3" width="4" height="0.6" />
    <rect x="-2" y="1" width="4" height="0.6" />
  </g>
);

const FLAGS: Record<FlagCode, ReactNode> = {
  en: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
        <rect key={stripe} y={(stripe * 20) / 13} width="30" height={20 / 13} fill="#B22234" />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3C3B6E" />
    </>
  ),
  vi: (
    <>
      <rect width="30" height="20" fill="#DA251D" />
      <polygon points={star(15, 10.5, 6)} fill="#FF0" />
    </>
  ),
  ko: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <path d="M10 10a5 5 0 0 1 10 0z" fill="#CD2E3A" />
      <path d="M10 10a5 5 0 0 0 10 0z" fill="#0047A0" />
      <circle cx="12.5" cy="10" r="2.5" fill="#CD2E3A" />
      <circle cx="17.5" cy="10" r="2.5" fill="#0047A0" />
      {trigram(5, 4.5, -56)}
      {trigram(25, 15.5, -56)}
      {trigram(25, 4.5, 56)}
      {trigram(5, 15.5, 56)}
    </>
  ),
  zh: (
    <>
      <rect width="30" height="20" fill="#EE1C25" />
      <polygon points={star(5, 5, 3)} fill="#FF0" />
      {[
        [10, 2],
        [12, 4],
        [12, 7],
        [10, 9],
      ].map(([x, y]) => (
        <polygon key={`${x}-${y}`} points={star(x!, y!, 1)} fill="#FF0" />
      ))}
    </>
  ),
  'zh-TW': (
    <>
      <rect width="30" height="20" fill="#FE0000" />
      <rect width="15" height="10" fill="#000095" />
      <polygon points={star(7.5, 5, 3.8, 2.2, 12)} fill="#fff" />
      <circle cx="7.5" cy="5" r="1.9" fill="#000095" />
      <circle cx="7.5" cy="5" r="1.5" fill="#fff" />
    </>
  ),
  es: (
    <>
      {vertical('#006847', '#fff', '#CE1126')}
      <circle cx="15" cy="10" r="2.6" fill="#8C5A2B" />
    </>
  ),
  fr: vertical('#0055A4', '#fff', '#EF4135'),
  de: horizontal('#000', '#DD0000', '#FFCE00'),
  ja: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#BC002D" />
    </>
  ),
  pt: (
    <>
      <rect width="30" height="20" fill="#009C3B" />
      <polygon points="15,2 28,10 15,18 2,10" fill="#FFDF00" />
      <circle cx="15" cy="10" r="4" fill="#002776" />
    </>
  ),
  ru: horizontal('#fff', '#0039A6', '#D52B1E'),
  ar: (
    <>
      {horizontal('#CE1126', '#fff', '#000')}
      <circle cx="15" cy="10" r="2" fill="#C09300" />
    </>
  ),
  hi: (
    <>
      {horizontal('#FF9933', '#fff', '#138808')}
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.6" />
      <circle cx="15" cy="10" r="0.6" fill="#000080" />
    </>
  ),
};

/** A flag drawn 3:2 at `width` CSS pixels; hidden from assistive technology. */
export function Flag({ code, width = 24 }: { code: FlagCode; width?: number }) {
  return (
    <svg
      className="flag"
      viewBox="0 0 30 20"
      width={width}
      height={(width * 2) / 3}
      aria-hidden="true"
      focusable="false"
      data-flag={code}
    >
      {FLAGS[code]}
    </svg>
  );
}
