/** The owl mascot: our own drawing, sized by attributes so it never shifts the layout. */
export function Owl({ size = 120, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 120 120" aria-hidden="true">
      <ellipse cx="60" cy="72" rx="38" ry="40" fill="#1d4ed8" />
      <path d="M26 40 34 14 48 32zM94 40 86 14 72 32z" fill="#1e3a8a" />
      <ellipse cx="60" cy="84" rx="24" ry="26" fill="#dbeafe" />
      <path d="M46 80q4 4 8 0m4 8q4 4 8 0m0-10q4 4 8 0m-22 18q4 4 8 0" fill="none" stroke="#93c5fd" strokeWidth="2" strokeLinecap="round" />
      <circle cx="44" cy="50" r="16" fill="#fff" />
      <circle cx="76" cy="50" r="16" fill="#fff" />
      <circle cx="46" cy="52" r="7" fill="#0f172a" />
      <circle cx="74" cy="52" r="7" fill="#0f172a" />
      <circle cx="48" cy="49" r="2.2" fill="#fff" />
      <circle cx="76" cy="49" r="2.2" fill="#fff" />
      <path d="M55 62 60 72 65 62z" fill="#f59e0b" />
      <path d="M44 110l-4 6m10-5v6m20-6v6m6-7l4 6" stroke="#f59e0b" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
