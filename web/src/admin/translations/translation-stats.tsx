/** Total, Translated, Remaining and percent complete of one language (spec part 2 §2). */
export function TranslationStats({ total, translated }: { total: number; translated: number }) {
  const percent = total === 0 ? 0 : Math.round((translated / total) * 100);
  const items = [
    ['Total', total],
    ['Translated', translated],
    ['Remaining', total - translated],
    ['Complete', `${percent}%`],
  ] as const;
  return (
    <dl className="admin-stats translation-stats">
      {items.map(([label, value]) => (
        <div key={label} className="admin-stat">
          <dt className="admin-stat-label">{label}</dt>
          <dd className="admin-stat-value" data-testid={`stat-${label.toLowerCase()}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
