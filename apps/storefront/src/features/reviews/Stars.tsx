/** A rating as five stars; the number is given to screen readers as text. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-0.5 text-accent" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4"
          fill={n <= Math.round(rating) ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.3"
        >
          <path d="m10 2 2.4 5 5.6.7-4.1 3.8 1 5.5L10 14.3 5.1 17l1-5.5L2 7.7 7.6 7z" />
        </svg>
      ))}
    </span>
  );
}
