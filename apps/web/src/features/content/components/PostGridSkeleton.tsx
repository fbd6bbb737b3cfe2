import { CONTENT_PAGE_SIZE } from '@fairfare/contracts/content';

/** Placeholder cards while the first page loads; the busy state is announced by the caller. */
export function PostGridSkeleton({ count = CONTENT_PAGE_SIZE }: { count?: number }) {
  return (
    <ul className="post-grid post-grid--skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="post-card post-card--skeleton">
          <div className="skeleton post-card__image" />
          <div className="post-card__body">
            <div className="skeleton content-skel-line content-skel-line--short" />
            <div className="skeleton content-skel-line content-skel-line--title" />
            <div className="skeleton content-skel-line" />
            <div className="skeleton content-skel-line" />
          </div>
        </li>
      ))}
    </ul>
  );
}
