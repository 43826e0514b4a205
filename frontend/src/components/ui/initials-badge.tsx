/** Up to two initials of a name ('Ravi Kumar' -> 'RK', 'demo' -> 'DE'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`.toUpperCase();
}

/** A round badge with initials: the user button and the branch mark when there is no logo. */
export function InitialsBadge({ name, size = 'medium' }: { name: string; size?: 'small' | 'medium' }) {
  return (
    <span className={`kk-initials kk-initials--${size}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
