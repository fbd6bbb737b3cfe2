/** Placeholder cards while a list loads; announced once as a status with `label`. */
export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <span className="visually-hidden">{label}</span>
      <div className="skeleton-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <span key={index} className="skeleton skeleton-grid__card" />
        ))}
      </div>
    </div>
  );
}
